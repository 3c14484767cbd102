// Kysely queries of the outbox and of the addresses' opt-outs. A message is claimed by a compare-and-set
// UPDATE with a lease, so that several processes send each message once on SQLite and PostgreSQL alike.
import type { Insertable, Kysely } from 'kysely';
import type { Database, OutboxTable } from '../platform/db/schema';

type Db = Kysely<Database>;

/** Writes the message unless its (kind, cause) is already there; true when written. */
export async function insertMessage(db: Db, row: Insertable<OutboxTable>): Promise<boolean> {
  const written = await db
    .insertInto('outbox')
    .values(row)
    .onConflict((oc) => oc.columns(['kind', 'cause_key']).doNothing())
    .executeTakeFirst();
  return Number(written.numInsertedOrUpdatedRows ?? 0) > 0;
}

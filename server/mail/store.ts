// Kysely queries of the outbox and of the addresses' opt-outs. A message is claimed by a compare-and-set
// UPDATE with a lease, so that several processes send each message once on SQLite and PostgreSQL alike.
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { MailPageQuery } from '../../common/mail';
import type { DatabaseHandle } from '../platform/db/database';
import { deleteInBatches, type Pruned } from '../platform/retention/store';
import { keysetPage, type Page } from '../platform/db/paginate';
import type { Database, OutboxTable } from '../platform/db/schema';

type Db = Kysely<Database>;
export type OutboxRecord = Selectable<OutboxTable>;

/** Writes the message unless its (kind, cause) is already there; true when written. */
export async function insertMessage(db: Db, row: Insertable<OutboxTable>): Promise<boolean> {
  const written = await db
    .insertInto('outbox')
    .values(row)
    .onConflict((oc) => oc.columns(['kind', 'cause_key']).doNothing())
    .executeTakeFirst();
  return Number(written.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Messages a sender may take at `now`: queued and due, or claimed by a sender whose lease ran out. */
const takeable = (now: string) =>
  sql<boolean>`((status = 'queued' and next_attempt_at <= ${now}) or (status = 'sending' and locked_until < ${now}))`;

export async function dueMessageIds({ db }: DatabaseHandle, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where(takeable(now))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes message `id` for `claimer` until `lockedUntil`, counting the attempt; undefined when another sender took
 * it first (the condition is checked again on the row itself, so one UPDATE wins on either database).
 */
export async function claimMessage(
  { db }: DatabaseHandle,
  id: number,
  { now, lockedUntil, claimer }: { now: string; lockedUntil: string; claimer: string },
): Promise<OutboxRecord | undefined> {
  return db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sending',
      locked_until: lockedUntil,
      claimed_by: claimer,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where(takeable(now))
    .returningAll()
    .executeTakeFirst();
}

/** Ends a claimed message: sent, skipped, queued again for later, or failed; only by the sender holding it. */
export async function finishMessage(
  { db }: DatabaseHandle,
  id: number,
  claimer: string,
  outcome: Partial<Pick<OutboxRecord, 'status' | 'last_error' | 'sent_at' | 'eml_file' | 'next_attempt_at'>>,
): Promise<boolean> {
  const done = await db
    .updateTable('outbox')
    .set({ ...outcome, locked_until: null })
    .where('id', '=', id)
    .where('claimed_by', '=', claimer)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

export async function pageMessages(
  { db }: DatabaseHandle,
  query: MailPageQuery,
): Promise<Page<OutboxRecord>> {
  let rows = db.selectFrom('outbox').selectAll();
  if (query.status) rows = rows.where('status', '=', query.status);
  return keysetPage(db, rows, {
    keys: [{ expr: sql.ref('id'), order: query.order ?? 'desc' }],
    tag: `newest:${query.order ?? 'desc'}`,
    limit: query.limit,
    cursor: query.cursor,
  });
}

export async function findMessage({ db }: DatabaseHandle, id: number): Promise<OutboxRecord | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Messages by status, for /metrics. */
export async function countByStatus({ db }: DatabaseHandle): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

export async function optedOutKinds({ db }: DatabaseHandle, address: string): Promise<string[]> {
  const rows = await db.selectFrom('mail_opt_outs').select('kind').where('address', '=', address).execute();
  return rows.map((row) => row.kind);
}

export async function optOut({ db }: DatabaseHandle, address: string, kind: string): Promise<void> {
  await db
    .insertInto('mail_opt_outs')
    .values({ address, kind })
    .onConflict((oc) => oc.columns(['address', 'kind']).doNothing())
    .execute();
}

export async function optIn({ db }: DatabaseHandle, address: string, kind: string): Promise<void> {
  await db.deleteFrom('mail_opt_outs').where('address', '=', address).where('kind', '=', kind).execute();
}

/** Messages done with (sent, skipped or failed) queued before `before`, a slice at a time; queued ones stay. */
export function pruneFinishedMessages(
  database: DatabaseHandle,
  before: string,
  batchSize?: number,
): Promise<Pruned> {
  const finished = sql<boolean>`status in ('sent', 'skipped', 'failed') and created_at < ${before}`;
  return deleteInBatches(database, 'outbox', finished, batchSize);
}

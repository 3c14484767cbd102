// A ban is one row, decided atomically: each ban of an address in a jail gets its rank (1, 2, 3…)
// and (ip, jail, seq) is unique. Ban n + 1 is only written once ban n is over, so processes that decide the
// same ban at the same time write the same rank and the database keeps one row.
import { sql, type Kysely } from 'kysely';

type Legacy = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function up(db: Kysely<unknown>): Promise<void> {
  const legacy = db as Legacy;
  await legacy.schema
    .alterTable('bans')
    .addColumn('seq', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // The bans already there are ranked in the order they began (the same instant: by id).
  await sql`
    update bans set seq = (
      select count(*) from bans b
      where b.ip = bans.ip and b.jail = bans.jail
        and (b.banned_at < bans.banned_at or (b.banned_at = bans.banned_at and b.id <= bans.id))
    )`.execute(db);
  await legacy.schema
    .createIndex('bans_ip_jail_seq')
    .on('bans')
    .columns(['ip', 'jail', 'seq'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const legacy = db as Legacy;
  await legacy.schema.dropIndex('bans_ip_jail_seq').execute();
  await legacy.schema.alterTable('bans').dropColumn('seq').execute();
}

// Migration 0012 on a database that already holds bans, duplicates included: each ban gets its rank
// in the order the bans began, and (ip, jail, seq) is unique from then on.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/platform/db/migrate';
import { ownDatabase } from '../../fixtures/ownDatabase';

const { database, migrateUpTo } = ownDatabase('bans-migration');

it('ranks the bans already there, duplicates included, then refuses a second ban of the same rank', async () => {
  await migrateUpTo('2026-11-25-0011-partner-ledger');
  const ban = (ip: string, jail: string, at: string) => ({
    ip,
    jail,
    banned_at: at,
    expires_at: new Date(Date.parse(at) + 600_000).toISOString(),
  });
  // The rows concurrent failures used to leave: the same instant twice, then a later one.
  await sql`insert into bans (ip, jail, banned_at, expires_at) values
    ${sql.join(
      [
        ban('192.0.2.1', 'auth', '2026-11-20T10:00:00.000Z'),
        ban('192.0.2.1', 'auth', '2026-11-20T10:00:00.000Z'),
        ban('192.0.2.1', 'auth', '2026-11-21T10:00:00.000Z'),
        ban('192.0.2.1', 'probe', '2026-11-20T10:00:00.000Z'),
        ban('192.0.2.2', 'auth', '2026-11-19T10:00:00.000Z'),
      ].map((b) => sql`(${b.ip}, ${b.jail}, ${b.banned_at}, ${b.expires_at})`),
    )}`.execute(database.db);

  await migrateToLatest(database);
  const rows = await database.db
    .selectFrom('bans')
    .select(['ip', 'jail', 'seq'])
    .orderBy('ip')
    .orderBy('jail')
    .orderBy('seq')
    .execute();
  expect(rows.map((r) => [r.ip, r.jail, r.seq])).toEqual([
    ['192.0.2.1', 'auth', 1],
    ['192.0.2.1', 'auth', 2],
    ['192.0.2.1', 'auth', 3],
    ['192.0.2.1', 'probe', 1],
    ['192.0.2.2', 'auth', 1],
  ]);
  await expect(
    database.db
      .insertInto('bans')
      .values({ ...ban('192.0.2.1', 'auth', '2026-11-25T10:00:00.000Z'), seq: 3 })
      .execute(),
  ).rejects.toThrow();
});

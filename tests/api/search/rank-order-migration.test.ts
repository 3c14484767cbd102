// Migration 0015 on an index that already holds pages: the full-text index is rebuilt in rank order and stays in
// step with later writes (an update, a delete), on SQLite and PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../../server/platform/config';
import { openDatabase } from '../../../server/platform/db/database';
import { migrateToLatest } from '../../../server/platform/db/migrate';
import { migrations } from '../../../server/platform/db/migrations';
import { readQuery } from '../../../server/search/results/local/query';
import {
  findSearchPages,
  upsertSearchPages,
  type NewSearchPage,
} from '../../../server/search/results/local/store';
import { TEST_DIALECT, TEST_PG_URL } from '../../fixtures/testApp';

const dataDir = mkdtempSync(join(tmpdir(), 'portail-rank-migration-'));
const schema = `test_${randomBytes(6).toString('hex')}`;
const database = openDatabase(
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(TEST_DIALECT === 'postgres' && { DATABASE_URL: TEST_PG_URL, DATABASE_SCHEMA: schema }),
  }).database,
);
afterAll(async () => {
  if (database.dialect === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
  await database.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const page = (n: number, title: string, boost: number): NewSearchPage => ({
  url: `https://pages.example/${n}`,
  title,
  body: `Une page sur la zéphyrine, numéro ${n}.`,
  lang: 'fr',
  image_url: null,
  adult: 0,
  source: 'import',
  boost,
});
const titlesFor = async (q: string) =>
  (
    await findSearchPages(database, {
      ...readQuery(q),
      safe: true,
      imagesOnly: false,
      langs: null,
      limit: 10,
    })
  ).map((found) => found.title_folded);

it('rebuilds the index of the pages already there, then follows their updates and deletes', async () => {
  if (database.dialect === 'postgres') await sql`create schema ${sql.id(schema)}`.execute(database.db);
  const { error } = await new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    ...(database.dialect === 'postgres' && { migrationTableSchema: schema }),
  }).migrateTo('2026-11-25-0014-suggest-visitors');
  expect(error).toBeUndefined();
  await upsertSearchPages(database, [
    page(1, 'Zéphyrine en hiver', 0.1),
    page(2, 'Zéphyrine au printemps', 0.9),
  ]);

  await migrateToLatest(database);
  expect(await titlesFor('zephyrine')).toEqual(['zephyrine au printemps', 'zephyrine en hiver']);

  await upsertSearchPages(database, [page(1, 'Zéphyrine en été', 2)]);
  await database.db.deleteFrom('search_pages').where('url', '=', 'https://pages.example/2').execute();
  expect(await titlesFor('zephyrine')).toEqual(['zephyrine en ete']);
  expect(await titlesFor('hiver')).toEqual([]);
});

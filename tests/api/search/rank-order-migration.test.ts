// Migration 0015 on an index that already holds pages: the full-text index is rebuilt in rank order and stays in
// step with later writes (an update, a delete), on SQLite and PostgreSQL.
import { expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/platform/db/migrate';
import { readQuery } from '../../../server/search/results/local/query';
import {
  findSearchPages,
  upsertSearchPages,
  type NewSearchPage,
} from '../../../server/search/results/local/store';
import { ownDatabase } from '../../fixtures/ownDatabase';

const { database, migrateUpTo } = ownDatabase('rank-migration');

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
  await migrateUpTo('2026-11-25-0014-suggest-visitors');
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

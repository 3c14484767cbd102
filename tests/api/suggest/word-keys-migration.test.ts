// Migration 0019 on a table of past queries keyed the old way (hyphens and apostrophes kept): each is keyed by its
// folded words, who searched it follows, and two spellings of one query merge (blocked if either was).
import { expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/platform/db/migrate';
import { findSuggestions } from '../../../server/search/suggest/store';
import { ownDatabase } from '../../fixtures/ownDatabase';

const { database, migrateUpTo } = ownDatabase('suggest-keys');

const NOW = '2026-11-27T10:00:00.000Z';
const pastQuery = (term: string, label: string, blocked = 0) => ({
  term,
  label,
  searches: 5,
  public_since: NOW,
  last_searched: '2026-11-27',
  blocked,
});
const searchedBy = (term: string, visitor: string) => ({
  term,
  visitor,
  network: `n-${visitor}`,
  day: '2026-11-27',
});

it('keys past queries by their folded words, merging two spellings of one query', async () => {
  await migrateUpTo('2026-11-26-0018-list-order');
  await database.db
    .insertInto('suggest_terms')
    .values([
      pastQuery('lyon croix-rousse', 'Lyon Croix-Rousse'),
      pastQuery('musee d’orsay horaires', 'musée d’orsay horaires', 1),
      pastQuery('musee d orsay horaires', 'musee d orsay horaires'),
      pastQuery('paris', 'paris'),
    ])
    .execute();
  await database.db
    .insertInto('suggest_searches')
    .values([
      searchedBy('lyon croix-rousse', 'a'),
      searchedBy('musee d’orsay horaires', 'b'),
      searchedBy('musee d orsay horaires', 'b'),
      searchedBy('musee d orsay horaires', 'c'),
    ])
    .execute();

  await migrateToLatest(database);

  const terms = await database.db
    .selectFrom('suggest_terms')
    .select(['term', 'blocked'])
    .orderBy('term')
    .execute();
  expect(terms).toEqual([
    { term: 'lyon croix rousse', blocked: 0 },
    { term: 'musee d orsay horaires', blocked: 1 },
    { term: 'paris', blocked: 0 },
  ]);
  const searches = await database.db
    .selectFrom('suggest_searches')
    .select(['term', 'visitor'])
    .orderBy('term')
    .orderBy('visitor')
    .execute();
  expect(searches).toEqual([
    { term: 'lyon croix rousse', visitor: 'a' },
    { term: 'musee d orsay horaires', visitor: 'b' },
    { term: 'musee d orsay horaires', visitor: 'c' },
  ]);
  expect(await findSuggestions(database, 'lyon croix r', { limit: 4, safe: true })).toEqual([
    'Lyon Croix-Rousse',
  ]);
  expect(await findSuggestions(database, 'musée d’orsay', { limit: 4, safe: true })).toEqual([]);
});

import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTION_UNUSED_DAYS } from '../../../common/constants';
import { addDays } from '../../../common/periods';
import { pruneUnusedSuggestionsOnce } from '../../../server/search/suggest/popularity';
import { pruneUnusedSuggestions } from '../../../server/search/suggest/prune/store';
import { recordSearchedQueries } from '../../../server/search/suggest/store';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const DAY_MS = 86_400_000;
const NO_CHANGE: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => args.result,
};
const TODAY = '2026-06-30';
const NOW = Date.parse(`${TODAY}T12:00:00Z`);
const CUTOFF = addDays(TODAY, -SUGGESTION_UNUSED_DAYS);

describe('suggestions unused for 90 days go', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // This process's own flushes (each second, pruning on the real day) are left out: the test's days are its own.
    await t.app.queryPopularity.stop();
  });
  afterAll(() => t.close());

  const terms = async () =>
    (
      await t.database.db
        .selectFrom('suggest_terms')
        .select('term')
        .where('term', 'like', 'requete %')
        .orderBy('term')
        .execute()
    ).map((r) => r.term);
  const pastQuery = (term: string, lastSearched: string | null, extra: object = {}) => ({
    term,
    label: term,
    last_searched: lastSearched,
    public_since: null,
    searches: 0,
    from_dataset: 0,
    blocked: 0,
    ...extra,
  });

  it('records the day a past query was last searched', async () => {
    const search = { label: 'Requete Lyon', adult: false, visitor: 'v', network: 'n' };
    await recordSearchedQueries(t.database, [{ ...search, term: 'requete lyon' }], addDays(TODAY, -100));
    await recordSearchedQueries(
      t.database,
      [{ ...search, term: 'requete lyon', visitor: 'w' }],
      addDays(TODAY, -3),
    );
    const row = await t.database.db
      .selectFrom('suggest_terms')
      .select('last_searched')
      .where('term', '=', 'requete lyon')
      .executeTakeFirstOrThrow();
    expect(row.last_searched).toBe(addDays(TODAY, -3));
  });

  it('deletes past queries, public ones too, last searched more than 90 days ago, and keeps the others, the data set’s names and blocked queries', async () => {
    await t.database.db
      .insertInto('suggest_terms')
      .values([
        pastQuery('requete vieille', addDays(CUTOFF, -1)),
        pastQuery('requete vieille publique', addDays(CUTOFF, -200), {
          public_since: '2025-01-01T00:00:00Z',
          searches: 9,
        }),
        pastQuery('requete sans date', null),
        pastQuery('requete du jour limite', CUTOFF),
        pastQuery('requete recente', addDays(TODAY, -1)),
        pastQuery('requete du jeu de donnees', null, { from_dataset: 1 }),
        pastQuery('requete bloquee', addDays(CUTOFF, -50), {
          blocked: 1,
          public_since: '2025-01-01T00:00:00Z',
        }),
      ])
      .execute();
    // Two processes at their first flush of the day: one prunes, the other skips.
    const outcomes = await Promise.all([
      pruneUnusedSuggestionsOnce(t.database, NOW),
      pruneUnusedSuggestionsOnce(t.database, NOW),
    ]);
    expect(outcomes).toContain('skipped');
    expect(outcomes).toContain(3);
    expect(await terms()).toEqual([
      'requete bloquee',
      'requete du jeu de donnees',
      'requete du jour limite',
      'requete lyon',
      'requete recente',
    ]);
    // The next day, one more day has passed for the query at the limit.
    expect(await pruneUnusedSuggestionsOnce(t.database, NOW + DAY_MS)).toBe(1);
    expect(await terms()).not.toContain('requete du jour limite');
  });

  it('deletes 12,000 unused queries in 3 statements of at most 5,000', async () => {
    const forgotten = Array.from({ length: 12_000 }, (_, i) =>
      pastQuery(`requete ${String(i).padStart(5, '0')} oubliee`, addDays(CUTOFF, -1)),
    );
    for (let start = 0; start < forgotten.length; start += 1000)
      await t.database.db
        .insertInto('suggest_terms')
        .values(forgotten.slice(start, start + 1000))
        .execute();
    let deletes = 0;
    // A Kysely of its own (same pool) whose statements are counted.
    const counted = { ...t.database, db: t.database.db.withPlugin(NO_CHANGE) };
    const executor = counted.db.getExecutor();
    const run = executor.executeQuery.bind(executor);
    executor.executeQuery = ((...args: Parameters<typeof run>) => {
      if (/^delete/i.test(args[0].sql)) deletes++;
      return run(...args);
    }) as typeof executor.executeQuery;
    expect(await pruneUnusedSuggestions(counted, CUTOFF, 5000)).toEqual({ rows: 12_000, statements: 3 });
    expect(deletes).toBe(3);
    expect((await terms()).filter((term) => term.endsWith('oubliee'))).toEqual([]);
  });
});

// Disguised words never become suggestions: leetspeak ("p0rn", "put1"), stretched letters ("pooorn") and letters
// spelled out ("p.o.r.n") are read before the lists are; whoever disguises a word means it, so even an adult one
// is never public, with safe search on or off. The plain adult term stays as before: shown with safe search off.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordsKeyOf } from '../../../common/text';
import { jsonAnswer, startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { buildSearchTestApp } from '../../fixtures/searchApp';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';
import { searchedByEach, suggestionsFor, visitorsOnDistinctNetworks } from './visitors';

describe('GET /api/suggest: disguised words searched by enough visitors', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildSearchTestApp()), 60_000);
  afterAll(() => t.close());

  const searchersOf = async (term: string) =>
    Number(
      (
        await sql<{ n: number }>`select count(*) as n from suggest_searches where term = ${term}`.execute(
          t.database.db,
        )
      ).rows[0]!.n,
    );

  it.each([
    ['lyon p0rn', 1],
    ['lyon put1', 10],
    ['lyon p.o.r.n', 20],
    ['lyon p o r n', 30],
    ['lyon pooorn', 40],
    ['lyon $alope', 50],
  ])(
    'never suggests "%s", safe search on or off, and keeps nothing about who searched it',
    async (query, network) => {
      await searchedByEach(t, await visitorsOnDistinctNetworks(t, 6, network), query);
      for (const safesearch of ['active', 'off'] as const) {
        expect(await suggestionsFor(t, 'lyon', safesearch)).not.toContain(query);
        expect(await suggestionsFor(t, 'lyon p', safesearch)).not.toContain(query);
        expect(await suggestionsFor(t, query, safesearch)).toEqual([]);
      }
      expect(await searchersOf(wordsKeyOf(query))).toBe(0);
    },
  );

  it('suggests the plain adult term with safe search off only, as before', async () => {
    await searchedByEach(t, await visitorsOnDistinctNetworks(t, 5, 60), 'lyon porn');
    expect(await suggestionsFor(t, 'lyon p', 'active')).not.toContain('lyon porn');
    expect(await suggestionsFor(t, 'lyon p', 'off')).toContain('lyon porn');
  });

  it('counts and suggests the names of communes that hold a listed word: "Pornic", "Bosc-Bordel"', async () => {
    await searchedByEach(t, await visitorsOnDistinctNetworks(t, 5, 70), 'pornic plage');
    await searchedByEach(t, await visitorsOnDistinctNetworks(t, 5, 80), 'bosc bordel mairie');
    expect(await suggestionsFor(t, 'pornic p', 'active')).toContain('pornic plage');
    expect(await suggestionsFor(t, 'bosc bordel m', 'active')).toContain('bosc bordel mairie');
  });
});

describe('GET /api/suggest: the completions of a remote service', () => {
  let server: RecordedServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startRecordedServer({
      '/autocompleter': jsonAnswer(JSON.stringify(['lyon p0rn', 'lyon part dieu', 'lyon porn', 'lyon put1'])),
    });
    t = await buildTestApp({ env: { SUGGEST_PROVIDER: 'searxng', SEARXNG_URL: server.baseUrl } });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('leave out disguised words always, and adult terms with safe search on', async () => {
    expect(await suggestionsFor(t, 'lyon p', 'active')).toEqual(['lyon part dieu']);
    expect(await suggestionsFor(t, 'lyon p', 'off')).toEqual(['lyon part dieu', 'lyon porn']);
  });
});

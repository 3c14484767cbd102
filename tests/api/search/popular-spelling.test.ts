// « Essayez avec » from what people search: behind a source that corrects nothing (SearXNG), a query a letter off
// the spelling of a popular name or past query is offered that spelling; a known word or query never is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShippedData } from '../../../server/seed';
import { ownFixture } from '../../fixtures/providers/answers';
import { startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { searchOf } from '../../fixtures/searchApp';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';
import { ORDINARY_QUERIES } from '../../fixtures/answers/ordinaryQueries';
import { RELEVANCE_CASES } from '../../fixtures/relevance/queries';
import { searchedByEach, visitorsOnDistinctNetworks } from '../suggest/visitors';

const COMMON_WORDS = [
  'gare',
  'euro',
  'mairie',
  'hotel',
  'meteo',
  'recette',
  'cinema',
  'banque',
  'docteur',
  'avocat',
];

describe('« Essayez avec » : the spelling people search', () => {
  let server: RecordedServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startRecordedServer({ '/search': ownFixture('searxng-search.json') });
    t = await buildTestApp({
      env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: server.baseUrl, SEARCH_CACHE_TTL_S: '0' },
    });
    await seedShippedData(t.database);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('offers « Marseille » for "marseile" and « Bordeaux » for "bordaux", the results staying those typed', async () => {
    const answer = await searchOf(t, { q: 'marseile' });
    expect(answer.suggestedQuery).toBe('Marseille');
    expect(answer.correctedQuery).toBeUndefined();
    expect(answer.results.length).toBeGreaterThan(0);
    expect(server.requests.at(-1)?.query.get('q')).toBe('marseile');
    expect((await searchOf(t, { q: 'bordaux' })).suggestedQuery).toBe('Bordeaux');
    expect((await searchOf(t, { q: 'Toulouze' })).suggestedQuery).toBe('Toulouse');
  });

  it('offers nothing for a known name, a known word, a query with operators or digits, or a far spelling', async () => {
    for (const q of [
      'marseille',
      'tour',
      'gare de lyon',
      'marseile -foot',
      'site:fr.wikipedia.org marseile',
      'paris 15',
      'xqzwvkjpl',
      'lyo',
    ]) {
      expect((await searchOf(t, { q })).suggestedQuery, q).toBeUndefined();
    }
  });

  it('offers nothing for what people ordinarily type: the relevance set spelled right, the ordinary queries, common words', async () => {
    const typos = new Set(RELEVANCE_CASES.filter((c) => c.kind === 'faute').map((c) => c.q));
    const queries = [
      ...RELEVANCE_CASES.map((c) => c.q).filter((q) => !typos.has(q)),
      ...ORDINARY_QUERIES.filter((q) => q !== 'tour eifel'),
      ...COMMON_WORDS,
    ];
    const offered: string[] = [];
    for (const q of queries) {
      const spelling = await t.app.popularSpelling.of(q, true);
      if (spelling) offered.push(`${q} → ${spelling}`);
    }
    expect(offered).toEqual([]);
  });

  it('offers nothing on a second page or another tab', async () => {
    expect((await searchOf(t, { q: 'marseile', page: '2' })).suggestedQuery).toBeUndefined();
    expect((await searchOf(t, { q: 'marseile', tab: 'images' })).suggestedQuery).toBeUndefined();
  });

  it('knows a past query once it became a public suggestion', async () => {
    const query = 'festival des vieilles charrues';
    expect((await searchOf(t, { q: 'festival des vieilles charues' })).suggestedQuery).toBeUndefined();
    await searchedByEach(t, await visitorsOnDistinctNetworks(t, 40, 1), query);
    t.app.popularSpelling.forgetCached();
    expect((await searchOf(t, { q: 'festival des vieilles charues' })).suggestedQuery).toBe(query);
  });
});

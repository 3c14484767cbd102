import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../../common/search';
import type { SearchProvider } from '../../../server/search/results/provider';
import { ownFixture } from '../../fixtures/providers/answers';
import { startBraveAndGoogle } from '../../fixtures/providers/braveAndGoogle';
import { providerQuery } from '../../fixtures/providers/query';
import { startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { buildSearchTestApp, searchOf } from '../../fixtures/searchApp';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const LEVELS = ['active', 'moderate', 'off'] as const;

describe('the three safe-search levels behind SearXNG', () => {
  let searxng: RecordedServer;
  let t: TestApp;
  let locked: TestApp;
  beforeAll(async () => {
    searxng = await startRecordedServer({ '/search': ownFixture('searxng-search.json') });
    const env = { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: searxng.baseUrl };
    t = await buildTestApp({ env });
    locked = await buildTestApp({ env: { ...env, FEATURE_SAFE_SEARCH: 'false' } });
  });
  afterAll(async () => {
    await t.close();
    await locked.close();
    await searxng.close();
  });

  it('asks safesearch 2 for strict (active), 1 for moderate, 0 for off, each level a page of its own in the cache', async () => {
    const asked: (string | null)[] = [];
    for (const safesearch of [...LEVELS, 'moderate']) {
      await searchOf(t, { q: 'plage naturiste', safesearch });
      asked.push(searxng.last().query.get('safesearch'));
    }
    // The second moderate search is the cached page: SearXNG was asked three times.
    expect(asked).toEqual(['2', '1', '0', '0']);
  });

  it('asks strict (2) when the call names no level: the spec’s default', async () => {
    await searchOf(t, { q: 'plage sans niveau' });
    expect(searxng.last().query.get('safesearch')).toBe('2');
  });

  it.each(['moderate', 'off'])(
    'asks strict for safesearch=%s when FEATURE_SAFE_SEARCH=false',
    async (level) => {
      await searchOf(locked, { q: `plage verrouillée ${level}`, safesearch: level });
      expect(searxng.last().query.get('safesearch')).toBe('2');
    },
  );

  it('refuses a level it does not know with 400 on the field', async () => {
    const res = await t.app.inject({ url: '/api/search', query: { q: 'lyon', safesearch: 'strict' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.errors.map((e: { field: string }) => e.field)).toEqual(['safesearch']);
  });
});

describe('the three levels in Brave’s and Google’s terms', () => {
  let server: RecordedServer;
  let brave: () => SearchProvider;
  let google: () => SearchProvider;
  beforeAll(async () => ({ server, brave, google } = await startBraveAndGoogle()));
  afterAll(() => server.close());
  const level = (safeSearch: (typeof LEVELS)[number]) => ({ safeSearch, safe: safeSearch !== 'off' });

  it('Brave: strict, moderate and off on the web, news and videos', async () => {
    for (const tab of ['web', 'news', 'videos'] as const) {
      const sent = [];
      for (const safeSearch of LEVELS) {
        await brave().search(providerQuery({ tab, ...level(safeSearch) }));
        sent.push(server.last().query.get('safesearch'));
      }
      expect(sent, tab).toEqual(['strict', 'moderate', 'off']);
    }
  });

  it('Brave: images know strict and off only, so moderate is strict there', async () => {
    const sent = [];
    for (const safeSearch of LEVELS) {
      await brave().search(providerQuery({ tab: 'images', ...level(safeSearch) }));
      sent.push(server.last().query.get('safesearch'));
    }
    expect(sent).toEqual(['strict', 'strict', 'off']);
  });

  it('Google: safe=active for strict and moderate (the API has no middle level), off for off', async () => {
    const sent = [];
    for (const safeSearch of LEVELS) {
      await google().search(providerQuery(level(safeSearch)));
      sent.push(server.last().query.get('safe'));
    }
    expect(sent).toEqual(['active', 'active', 'off']);
  });
});

describe('the three levels on the local index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildSearchTestApp();
  }, 60_000);
  afterAll(() => t.close());
  const titles = (answer: SearchAnswer) => answer.results.map((r) => r.title);
  const ADULT = 'Velours rouge – contenu pour adultes';

  it('hides adult pages at the strict and the moderate level, shows them when off', async () => {
    expect(titles(await searchOf(t, { q: 'velours rouge', safesearch: 'active' }))).not.toContain(ADULT);
    expect(titles(await searchOf(t, { q: 'velours rouge', safesearch: 'moderate' }))).not.toContain(ADULT);
    expect(titles(await searchOf(t, { q: 'velours rouge', safesearch: 'off' }))).toContain(ADULT);
  });
});

// When a web source does not answer, the answer says the results are limited and which source is missing; such a
// page is cached a short while only, and its cached copy still says it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITED_PAGE_TTL_MS } from '../../../server/search/results/service';
import { refusedBaseUrl } from '../../fixtures/recordedServer';
import { startWikimediaServer, type WikimediaServer } from '../../fixtures/providers/wikimedia/server';
import { buildSearchTestApp, searchOf } from '../../fixtures/searchApp';
import type { TestApp } from '../../fixtures/testApp';

/** The time to live of every search page the app puts in its cache, by query. */
function watchCacheTtls(t: TestApp): Map<string, number> {
  const ttls = new Map<string, number>();
  const set = t.app.cache.set.bind(t.app.cache);
  t.app.cache.set = (key, value, ttlMs) => {
    if (key.startsWith('search:')) ttls.set((JSON.parse(key.slice('search:'.length)) as string[])[0]!, ttlMs);
    return set(key, value, ttlMs);
  };
  return ttls;
}

describe('Wikipedia unreachable (a closed port), the cache on', () => {
  let t: TestApp;
  let ttls: Map<string, number>;
  beforeAll(async () => {
    t = await buildSearchTestApp({
      env: {
        WIKIPEDIA_API_URL: 'http://127.0.0.1:2/w/api.php',
        COMMONS_API_URL: 'http://127.0.0.1:2/w/api.php',
        SEARCH_CACHE_TTL_S: '300',
      },
    });
    ttls = watchCacheTtls(t);
  }, 120_000);
  afterAll(() => t.close());

  it('answers from the local index and says Wikipedia is missing', async () => {
    const answer = await searchOf(t, { q: 'Lyon' });
    expect(answer.provider).toBe('local');
    expect(answer.results[0]).toMatchObject({ title: 'Lyon (69) – commune du Rhône' });
    expect(answer.limited).toEqual({ missing: ['wikipedia'] });
    expect(answer.cached).toBe(false);
  });

  it('keeps saying it while Wikipedia is left alone, and names Commons on the images tab', async () => {
    expect((await searchOf(t, { q: 'Marseille' })).limited).toEqual({ missing: ['wikipedia'] });
    expect((await searchOf(t, { q: 'Lyon', tab: 'images' })).limited).toEqual({ missing: ['commons'] });
  });

  it('caches the limited page a short while only, and its cached copy still says it is limited', async () => {
    expect(ttls.get('lyon')).toBe(LIMITED_PAGE_TTL_MS);
    expect(LIMITED_PAGE_TTL_MS).toBeLessThan(t.config.search.cacheTtlMs);
    const again = await searchOf(t, { q: 'Lyon' });
    expect(again.cached).toBe(true);
    expect(again.limited).toEqual({ missing: ['wikipedia'] });
  });

  it('is not limited where Wikipedia is never asked (sort by date, another language)', async () => {
    expect((await searchOf(t, { q: 'Lyon', sort: 'date' })).limited).toBeNull();
    expect((await searchOf(t, { q: 'Lyon', lang: 'de' })).limited).toBeNull();
  });
});

describe('Wikipedia answering, then failing, the cache on', () => {
  let server: WikimediaServer;
  let t: TestApp;
  let ttls: Map<string, number>;
  beforeAll(async () => {
    server = await startWikimediaServer();
    t = await buildSearchTestApp({
      env: { WIKIPEDIA_API_URL: server.apiUrl, COMMONS_API_URL: server.apiUrl, SEARCH_CACHE_TTL_S: '300' },
    });
    ttls = watchCacheTtls(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await server.close();
  });
  beforeEach(() => server.answer('search', { file: 'wikipedia-search.json' }));

  it('is not limited when Wikipedia answers, and is cached for the full time', async () => {
    const answer = await searchOf(t, { q: 'tour eiffel' });
    expect(answer.provider).toBe('local+wikipedia');
    expect(answer.limited).toBeNull();
    expect(ttls.get('tour eiffel')).toBe(t.config.search.cacheTtlMs);
    expect((await searchOf(t, { q: 'tour eiffel' })).cached).toBe(true);
  });

  it('is limited when Wikipedia answers an error, cached a short while', async () => {
    server.answer('search', { status: 500, body: '{}' });
    const answer = await searchOf(t, { q: 'gustave eiffel' });
    expect(answer.provider).toBe('local');
    expect(answer.limited).toEqual({ missing: ['wikipedia'] });
    expect(ttls.get('gustave eiffel')).toBe(LIMITED_PAGE_TTL_MS);
  });

  it('is not limited when Wikipedia answers with no result: nothing was missing', async () => {
    server.answer('search', { status: 200, body: '{"batchcomplete":true,"query":{"search":[]}}' });
    const answer = await searchOf(t, { q: 'zzzz introuvable' });
    expect(answer.limited).toBeNull();
  });
});

describe('a chain that fails over (SEARCH_PROVIDER=searxng,local, SearXNG unreachable)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildSearchTestApp({
      env: {
        SEARCH_PROVIDER: 'searxng,local',
        SEARXNG_URL: await refusedBaseUrl(),
        KNOWLEDGE_SOURCE: 'local',
      },
    });
  }, 120_000);
  afterAll(() => t.close());

  it('answers from the local index and names SearXNG as missing', async () => {
    const answer = await searchOf(t, { q: 'Lyon' });
    expect(answer.provider).toBe('local');
    expect(answer.limited).toEqual({ missing: ['searxng'] });
  });
});

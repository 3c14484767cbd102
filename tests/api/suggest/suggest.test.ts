import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownFixture } from '../../fixtures/providers/answers';
import { startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { buildSearchTestApp } from '../../fixtures/searchApp';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

describe('GET /api/suggest from the local prefix table', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildSearchTestApp()), 60_000);
  afterAll(() => t.close());

  const suggest = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/suggest', query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.suggestions as string[];
  };

  it('completes names of the data set, weightiest first, at most 4', async () => {
    const suggestions = await suggest('ly');
    expect(suggestions[0]).toBe('Lyon');
    expect(suggestions.length).toBeLessThanOrEqual(4);
  });

  it('folds accents and case: "ECHI" suggests "Échirolles"', async () => {
    expect(await suggest('ECHI')).toContain('Échirolles');
  });

  it('answers nothing for a blank query', async () => {
    expect(await suggest('   ')).toEqual([]);
  });

  it('refuses a query over 500 characters with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/suggest', query: { q: 'a'.repeat(501) } });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/suggest from a remote service, and the search cache lifetime', () => {
  let server: RecordedServer;
  beforeAll(async () => {
    server = await startRecordedServer({ '/autocompleter': ownFixture('searxng-autocompleter-xhr.json') });
  });
  afterAll(() => server.close());

  async function askTwice(ttlSeconds: string) {
    const t = await buildTestApp({
      env: { SUGGEST_PROVIDER: 'searxng', SEARXNG_URL: server.baseUrl, SEARCH_CACHE_TTL_S: ttlSeconds },
    });
    const before = server.requests.length;
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/suggest', query: { q: 'mont saint' } });
      expect(res.json().data.suggestions.length).toBeGreaterThan(0);
    }
    await t.close();
    return server.requests.length - before;
  }

  it('keeps a remote answer for the cache lifetime: the second keystroke is not sent again', async () => {
    expect(await askTwice('300')).toBe(1);
  });

  it('keeps nothing when SEARCH_CACHE_TTL_S=0: each keystroke asks the service', async () => {
    expect(await askTwice('0')).toBe(2);
  });
});

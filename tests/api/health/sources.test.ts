// Each outside source's state in /api/health and /metrics, from the calls searches made: unreachable when its
// calls fail, slow when it answers past half the search deadline, up when it answers in time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { healthSchema, type Health } from '../../../common/health';
import { ownFixture } from '../../fixtures/providers/answers';
import {
  refusedBaseUrl,
  startRecordedServer,
  type RecordedAnswer,
  type RecordedServer,
} from '../../fixtures/recordedServer';
import { buildSearchTestApp } from '../../fixtures/searchApp';
import type { TestApp } from '../../fixtures/testApp';

const TOKEN = 'jeton-de-supervision-0123456789';

async function search(t: TestApp, q: string): Promise<void> {
  const res = await t.app.inject({ url: '/api/search', query: { q } });
  expect(res.statusCode, res.body).toBe(200);
}

async function sourcesOf(t: TestApp): Promise<Health['sources']> {
  const res = await t.app.inject({ url: '/api/health' });
  expect(res.statusCode).toBe(200);
  const { data } = dataOf(healthSchema).parse(res.json());
  // The local index still answers: the service is not down because a web source is.
  expect(data.status).toBe('ok');
  return data.sources;
}

async function metricsOf(t: TestApp): Promise<string> {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('Wikipedia on a closed port (the default chain, offline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildSearchTestApp({
      env: {
        WIKIPEDIA_API_URL: 'http://127.0.0.1:2/w/api.php',
        COMMONS_API_URL: 'http://127.0.0.1:2/w/api.php',
        METRICS_TOKEN: TOKEN,
        KNOWLEDGE_SOURCE: 'local',
        SUGGEST_PROVIDER: 'local',
      },
    });
  }, 120_000);
  afterAll(() => t.close());

  it('lists no source before any call: nothing is known of them yet', async () => {
    expect(await sourcesOf(t)).toEqual({});
    expect(await metricsOf(t)).not.toMatch(/^search_source_up\{/m);
  });

  it('says Wikipedia is unreachable after a search, and the local index up', async () => {
    await search(t, 'Lyon');
    const sources = await sourcesOf(t);
    expect(sources.wikipedia).toMatchObject({ state: 'unreachable', reason: 'network', failures: 1 });
    expect(sources.local).toMatchObject({ state: 'up', failures: 0 });
    const metrics = await metricsOf(t);
    expect(metrics).toMatch(/^search_source_up\{source="wikipedia"\} 0$/m);
    expect(metrics).toMatch(/^search_source_up\{source="local"\} 1$/m);
    expect(metrics).toMatch(/^search_source_state\{source="wikipedia",state="unreachable"\} 1$/m);
    expect(metrics).toMatch(/^search_source_state\{source="wikipedia",state="up"\} 0$/m);
  });
});

describe('SearXNG before the local index (SEARCH_PROVIDER=searxng,local)', () => {
  let searxng: RecordedServer;
  let t: TestApp;
  const answer = ownFixture('searxng-search.json') as Exclude<RecordedAnswer, 'never'>;
  beforeAll(async () => {
    searxng = await startRecordedServer({ '/search': answer });
    t = await buildSearchTestApp({
      env: {
        SEARCH_PROVIDER: 'searxng,local',
        SEARXNG_URL: searxng.baseUrl,
        // Slow past 1.5 s (half the deadline); the slow answer below comes at 1.6 s, well before the deadline.
        SEARCH_TIMEOUT_MS: '3000',
        SEARCH_CACHE_TTL_S: '0',
        METRICS_TOKEN: TOKEN,
        KNOWLEDGE_SOURCE: 'local',
        SUGGEST_PROVIDER: 'local',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await searxng.close();
  });

  it('is up while it answers in time', async () => {
    await search(t, 'lyon');
    expect((await sourcesOf(t)).searxng).toMatchObject({ state: 'up', calls: 1, failures: 0 });
    expect(await metricsOf(t)).toMatch(/^search_source_state\{source="searxng",state="up"\} 1$/m);
  });

  it('is slow when most of its last answers come past half the deadline', async () => {
    searxng.answer('/search', { ...answer, delayMs: 1600 });
    for (const q of ['paris', 'marseille', 'nantes']) await search(t, q);
    const report = (await sourcesOf(t)).searxng!;
    expect(report).toMatchObject({ state: 'slow', calls: 4, failures: 0 });
    expect(report.latencyMs).toBeGreaterThanOrEqual(1600);
    const metrics = await metricsOf(t);
    expect(metrics).toMatch(/^search_source_state\{source="searxng",state="slow"\} 1$/m);
    expect(metrics).toMatch(/^search_source_up\{source="searxng"\} 1$/m);
  });

  it('is unreachable when its last two calls fail, and up again once it answers', async () => {
    searxng.answer('/search', { status: 500, body: '{}' });
    await search(t, 'lille');
    // One failure among answers is a blip.
    expect((await sourcesOf(t)).searxng?.state).not.toBe('unreachable');
    await search(t, 'nice');
    expect((await sourcesOf(t)).searxng).toMatchObject({ state: 'unreachable', reason: 'http' });
    expect(await metricsOf(t)).toMatch(/^search_source_up\{source="searxng"\} 0$/m);
    // The local index answered each of those searches.
    expect((await sourcesOf(t)).local?.state).toBe('up');

    searxng.answer('/search', answer);
    for (const q of ['lyon', 'paris', 'marseille', 'nantes', 'lille']) await search(t, q);
    expect((await sourcesOf(t)).searxng).toMatchObject({ state: 'up', calls: 5, failures: 0 });
  });
});

describe('the knowledge card and the suggestions from SearXNG, unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildSearchTestApp({
      env: {
        SEARCH_PROVIDER: 'local',
        SEARXNG_URL: await refusedBaseUrl(),
        KNOWLEDGE_SOURCE: 'searxng',
        SUGGEST_PROVIDER: 'searxng',
      },
    });
  }, 120_000);
  afterAll(() => t.close());

  it('says each unreachable, apart from the search', async () => {
    expect((await t.app.inject({ url: '/api/knowledge', query: { q: 'Lyon' } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/suggest', query: { q: 'lyo' } })).statusCode).toBe(200);
    const sources = await sourcesOf(t);
    expect(sources.searxng).toMatchObject({ state: 'unreachable', reason: 'network' });
    expect(sources['searxng-suggest']).toMatchObject({ state: 'unreachable', reason: 'network' });
  });
});

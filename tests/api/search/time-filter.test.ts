import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TIMES } from '../../../common/search';
import type { SearchProvider } from '../../../server/search/results/provider';
import { ownFixture } from '../../fixtures/providers/answers';
import { startBraveAndGoogle } from '../../fixtures/providers/braveAndGoogle';
import { providerQuery } from '../../fixtures/providers/query';
import { startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { buildSearchTestApp, searchOf } from '../../fixtures/searchApp';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

describe('the time filter behind SearXNG', () => {
  let t: TestApp;
  let searxng: RecordedServer;
  beforeAll(async () => {
    searxng = await startRecordedServer({ '/search': ownFixture('searxng-news.json') });
    // The cache stays on: a page of another time range is another page.
    t = await buildTestApp({ env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: searxng.baseUrl } });
  });
  afterAll(async () => {
    await t.close();
    await searxng.close();
  });

  it.each(SEARCH_TIMES)('hands time=%s on as time_range, and says it is honoured', async (time) => {
    const answer = await searchOf(t, { q: `élections ${time}`, tab: 'news', time });
    expect(searxng.last().query.get('time_range')).toBe(time);
    expect(answer.honours.time).toBe(true);
  });

  it('asks no time_range without a time', async () => {
    await searchOf(t, { q: 'élections sans date', tab: 'news' });
    expect(searxng.last().query.has('time_range')).toBe(false);
  });

  it('caches each time range apart: another range asks SearXNG again, the same one does not', async () => {
    const before = searxng.requests.length;
    await searchOf(t, { q: 'municipales', tab: 'news', time: 'day' });
    await searchOf(t, { q: 'municipales', tab: 'news', time: 'week' });
    await searchOf(t, { q: 'municipales', tab: 'news', time: 'week' });
    await searchOf(t, { q: 'municipales', tab: 'news' });
    expect(searxng.requests.slice(before).map((r) => r.query.get('time_range'))).toEqual([
      'day',
      'week',
      null,
    ]);
  });

  it('refuses a time that is not one of day, week, month, year with 400 on the field', async () => {
    const res = await t.app.inject({ url: '/api/search', query: { q: 'lyon', time: 'hier' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.errors.map((e: { field: string }) => e.field)).toEqual(['time']);
  });
});

describe('the time filter on the local index (the keyless default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildSearchTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('is not honoured, and says so (the page hides it): the same results as without', async () => {
    const filtered = await searchOf(t, { q: 'lyon', time: 'day' });
    const plain = await searchOf(t, { q: 'lyon' });
    expect(filtered.honours.time).toBe(false);
    expect(filtered.results.map((r) => r.url)).toEqual(plain.results.map((r) => r.url));
  });
});

describe('the time filter in Brave’s and Google’s terms', () => {
  let server: RecordedServer;
  let brave: () => SearchProvider;
  let google: () => SearchProvider;
  beforeAll(async () => ({ server, brave, google } = await startBraveAndGoogle()));
  afterAll(() => server.close());

  it.each([
    ['day', 'pd'],
    ['week', 'pw'],
    ['month', 'pm'],
    ['year', 'py'],
  ] as const)('Brave: time=%s is freshness=%s on the web, news and videos', async (time, freshness) => {
    for (const tab of ['web', 'news', 'videos'] as const) {
      await brave().search(providerQuery({ tab, time }));
      expect(server.last().query.get('freshness'), tab).toBe(freshness);
    }
  });

  it('Brave: no freshness without a time', async () => {
    await brave().search(providerQuery({ tab: 'news' }));
    expect(server.last().query.has('freshness')).toBe(false);
  });

  it.each([
    ['day', 'd1'],
    ['week', 'w1'],
    ['month', 'm1'],
    ['year', 'y1'],
  ] as const)('Google: time=%s is dateRestrict=%s', async (time, restrict) => {
    await google().search(providerQuery({ time }));
    expect(server.last().query.get('dateRestrict')).toBe(restrict);
  });

  it('Google: no dateRestrict without a time', async () => {
    await google().search(providerQuery());
    expect(server.last().query.has('dateRestrict')).toBe(false);
  });

  it('both say they honour it', () => {
    expect(brave().honours.time).toBe(true);
    expect(google().honours.time).toBe(true);
  });
});

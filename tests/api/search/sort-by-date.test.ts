import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { searchAnswerSchema, type SearchAnswer } from '../../../common/search';
import { importPages } from '../../../server/search/results/local/import';
import { ownFixture } from '../../fixtures/providers/answers';
import { startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { buildSearchTestApp } from '../../fixtures/searchApp';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

/** Pages about one made-up word, dated by their data: the best match by relevance is the oldest. */
const DATED_PAGES = [
  {
    url: 'https://a.example/1',
    title: 'Zéphyrine',
    text: 'Zéphyrine, zéphyrine : tout sur la zéphyrine.',
    date: '2019-03-01',
  },
  { url: 'https://a.example/2', title: 'Un marché', text: 'On y parle de zéphyrine.', date: '2025-06-30' },
  {
    url: 'https://a.example/3',
    title: 'Un jardin',
    text: 'Un mot sur la zéphyrine.',
    date: '2023-01-15T08:00:00Z',
  },
  // Same day as the next one: relevance decides between them.
  { url: 'https://a.example/4', title: 'La zéphyrine en hiver', text: 'La zéphyrine.', date: '2021-05-05' },
  { url: 'https://a.example/5', title: 'Un hiver', text: 'La zéphyrine.', date: '2021-05-05' },
];

describe('GET /api/search?sort=date on the local index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildSearchTestApp();
    await importPages(t.database, DATED_PAGES.map((page) => JSON.stringify(page)).join('\n'));
  }, 60_000);
  afterAll(() => t.close());

  async function search(query: Record<string, string>): Promise<SearchAnswer> {
    const res = await t.app.inject({ method: 'GET', url: '/api/search', query });
    expect(res.statusCode, res.body).toBe(200);
    return dataOf(searchAnswerSchema).parse(res.json()).data;
  }
  const urls = (answer: SearchAnswer) => answer.results.map((r) => r.url);

  it('says the local index honours the sort by date', async () => {
    expect((await search({ q: 'zephyrine', sort: 'date' })).honours.sortByDate).toBe(true);
  });

  it('orders by the date of the data, newest first, relevance breaking ties of the same date', async () => {
    expect(urls(await search({ q: 'zephyrine', sort: 'date' }))).toEqual([
      'https://a.example/2',
      'https://a.example/3',
      'https://a.example/4',
      'https://a.example/5',
      'https://a.example/1',
    ]);
  });

  it('keeps the relevance order without it', async () => {
    expect(urls(await search({ q: 'zephyrine' }))[0]).toBe('https://a.example/1');
  });

  it('pages through the date order without repeating a page', async () => {
    const one = await search({ q: 'saint', sort: 'date', page: '1' });
    const two = await search({ q: 'saint', sort: 'date', page: '2' });
    expect(one.results).toHaveLength(10);
    expect(urls(two).some((url) => urls(one).includes(url))).toBe(false);
  });

  it('refuses a page dated in a form that is not a date, writing nothing', async () => {
    const line = JSON.stringify({ url: 'https://a.example/6', title: 'Zéphyrine', text: '', date: 'hier' });
    await expect(importPages(t.database, line)).rejects.toThrow(/Ligne 1 : date/);
  });
});

describe('GET /api/search?sort=date where the provider cannot sort by date', () => {
  let t: TestApp;
  let searxng: RecordedServer;
  beforeAll(async () => {
    searxng = await startRecordedServer({ '/search': ownFixture('searxng-search.json') });
    t = await buildTestApp({
      env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: searxng.baseUrl, SEARCH_CACHE_TTL_S: '0' },
    });
  });
  afterAll(async () => {
    await t.close();
    await searxng.close();
  });

  it('says SearXNG does not honour it (the page then hides « Trier par : Date ») and asks it nothing else', async () => {
    const sorted = await t.app.inject({ url: '/api/search', query: { q: 'marées', sort: 'date' } });
    const asked = Object.fromEntries(searxng.last().query);
    await t.app.inject({ url: '/api/search', query: { q: 'marées' } });
    expect(sorted.json().data.honours.sortByDate).toBe(false);
    expect(asked).toEqual(Object.fromEntries(searxng.last().query));
  });
});

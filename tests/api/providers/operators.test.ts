import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { searchAnswerSchema, type SearchAnswer } from '../../../common/search';
import { seedShippedData } from '../../../server/seed';
import { createBraveProvider } from '../../../server/search/results/providers/brave';
import { createGoogleProvider } from '../../../server/search/results/providers/google';
import { providerQuery } from '../../fixtures/providers/query';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';
import { ownFixture } from '../../fixtures/providers/answers';
import { startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { startWikimediaServer, type WikimediaServer } from '../../fixtures/providers/wikimedia/server';

const WITH_OPERATORS =
  '"tour eiffel" -paris -"champ de mars" site:fr.wikipedia.org filetype:pdf lyon OR marseille';

async function searchOf(t: TestApp, q: string): Promise<SearchAnswer> {
  const res = await t.app.inject({ method: 'GET', url: '/api/search', query: { q } });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf(searchAnswerSchema).parse(res.json()).data;
}

describe('the operators reach a SearXNG instance as typed (it reads them itself)', () => {
  let server: RecordedServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startRecordedServer({ '/search': ownFixture('searxng-search.json') });
    t = await buildTestApp({
      env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: server.baseUrl, SEARCH_CACHE_TTL_S: '0' },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('quotes, minus signs, site:, filetype: and OR are kept in the q it receives', async () => {
    server.requests.length = 0;
    expect((await searchOf(t, WITH_OPERATORS)).provider).toBe('searxng');
    expect(server.requests.map((r) => r.query.get('q'))).toEqual([WITH_OPERATORS]);
  });
});

describe('Brave and Google receive the operators as typed too', () => {
  let server: RecordedServer;
  beforeAll(async () => {
    server = await startRecordedServer({
      '/res/v1/web/search': ownFixture('brave-web.json'),
      '/customsearch/v1': ownFixture('google-cse-web.json'),
    });
  });
  afterAll(async () => server?.close());

  it('in the q of their APIs', async () => {
    server.requests.length = 0;
    const brave = createBraveProvider({ apiKey: 'k', baseUrl: `${server.baseUrl}/res/v1`, timeoutMs: 2000 });
    const google = createGoogleProvider({
      apiKey: 'k',
      engineId: 'cx',
      baseUrl: `${server.baseUrl}/customsearch/v1`,
      timeoutMs: 2000,
    });
    await brave.search(providerQuery({ q: WITH_OPERATORS }));
    await google.search(providerQuery({ q: WITH_OPERATORS }));
    expect(server.requests.map((r) => [r.path, r.query.get('q')])).toEqual([
      ['/res/v1/web/search', WITH_OPERATORS],
      ['/customsearch/v1', WITH_OPERATORS],
    ]);
  });
});

describe('Wikipedia, which is told the words alone: its results checked against the operators', () => {
  let server: WikimediaServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startWikimediaServer();
    t = await buildTestApp({
      env: {
        WIKIPEDIA_API_URL: server.apiUrl,
        COMMONS_API_URL: server.apiUrl,
        SEARCH_CACHE_TTL_S: '0',
        SEARCH_TIMEOUT_MS: '1000',
      },
    });
    await seedShippedData(t.database);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
    server.answer('search', { file: 'wikipedia-search.json' });
  });

  const wikipediaUrls = (answer: SearchAnswer) =>
    answer.results.map((r) => r.url).filter((url) => url.startsWith('https://fr.wikipedia.org/'));

  it('asks the plain words and leaves out an article whose title holds an excluded word', async () => {
    const answer = await searchOf(t, '"tour eiffel" -gustave');
    expect(server.calls('search').map((call) => call.query.get('srsearch'))).toEqual(['tour eiffel']);
    expect(wikipediaUrls(answer)).toEqual([
      'https://fr.wikipedia.org/wiki/Tour_Eiffel',
      'https://fr.wikipedia.org/wiki/Champ-de-Mars_(Paris)',
    ]);
  });

  it('keeps its articles for site:wikipedia.org, none for another site or a file type', async () => {
    expect(wikipediaUrls(await searchOf(t, 'tour eiffel site:wikipedia.org'))).toHaveLength(3);
    expect(wikipediaUrls(await searchOf(t, 'tour eiffel site:toureiffel.paris'))).toEqual([]);
    expect(wikipediaUrls(await searchOf(t, 'tour eiffel filetype:pdf'))).toEqual([]);
    expect(wikipediaUrls(await searchOf(t, 'tour eiffel -site:fr.wikipedia.org'))).toEqual([]);
  });

  it('still puts the local page named by the words first: "lyon -sainte" names Lyon', async () => {
    const answer = await searchOf(t, 'lyon -sainte');
    expect(answer.provider).toBe('local+wikipedia');
    expect(answer.results[0]).toMatchObject({ title: 'Lyon (69) – commune du Rhône' });
    expect(answer.results[1]!.url).toMatch(/^https:\/\/fr\.wikipedia\.org\//);
  });
});

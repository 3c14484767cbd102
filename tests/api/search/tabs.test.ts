import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { clientConfigSchema } from '../../../common/config';
import { searchAnswerSchema, type SearchAnswer } from '../../../common/search';
import { createBraveProvider } from '../../../server/search/results/providers/brave';
import { createGoogleProvider } from '../../../server/search/results/providers/google';
import { ownFixture, recorded } from '../../fixtures/providers/answers';
import { createSearxngProvider } from '../../../server/search/results/providers/searxng';
import { REAL_WORLD } from '../../fixtures/testdata';
import { providerQuery } from '../../fixtures/providers/query';
import { refusedBaseUrl, startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

async function tabsOf(t: TestApp): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/config/client' });
  return dataOf(clientConfigSchema).parse(res.json()).data.searchTabs;
}

describe('the news and videos tabs on the keyless default (local index and Wikipedia)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('are not offered: the client config names the web and images tabs only', async () => {
    expect(await tabsOf(t)).toEqual(['web', 'images']);
  });

  it.each(['news', 'videos'])('refuses tab=%s with 400 and says why in French', async (tab) => {
    const res = await t.app.inject({ url: '/api/search', query: { q: 'lyon', tab } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Cet onglet n’est pas proposé par les sources de recherche de ce site.',
    );
  });
});

describe('the news and videos tabs behind SearXNG', () => {
  let t: TestApp;
  let searxng: RecordedServer;
  beforeAll(async () => {
    searxng = await startRecordedServer({ '/search': ownFixture('searxng-news.json') });
    t = await buildTestApp({
      env: { SEARCH_PROVIDER: 'searxng,local', SEARXNG_URL: searxng.baseUrl, SEARCH_CACHE_TTL_S: '0' },
    });
  });
  afterAll(async () => {
    await t.close();
    await searxng.close();
  });

  async function search(query: Record<string, string>): Promise<SearchAnswer> {
    const res = await t.app.inject({ url: '/api/search', query });
    expect(res.statusCode, res.body).toBe(200);
    return dataOf(searchAnswerSchema).parse(res.json()).data;
  }

  it('are offered: the client config names all four tabs', async () => {
    expect(await tabsOf(t)).toEqual(['web', 'images', 'news', 'videos']);
  });

  it('asks the news category and answers news with their outlet and date, links that are not http(s) dropped', async () => {
    searxng.answer('/search', ownFixture('searxng-news.json'));
    const answer = await search({ q: 'tour de france', tab: 'news' });
    expect(searxng.last().query.get('categories')).toBe('news');
    expect(answer.provider).toBe('searxng');
    expect(answer.results).toEqual([
      {
        kind: 'news',
        title: 'Le parcours du Tour de France 2027 dévoilé',
        url: 'https://www.lequipe.fr/Cyclisme-sur-route/Article/parcours-du-tour-de-france-2027/1600001',
        source: "L'Équipe",
        publishedAt: '2026-11-27T09:30:00.000Z',
        snippet:
          'Départ de Barcelone, arrivée à Paris : les 21 étapes du Tour de France 2027 ont été présentées jeudi.',
        thumbnailUrl:
          'https://medias.lequipe.fr/img-photo-jpg/parcours-tour-2027/1500000002060000/0:0,1998:1332-640-427-75/abcd.jpg',
      },
      {
        kind: 'news',
        title: "Tour de France 2027 : ce qu'il faut retenir du parcours",
        url: 'https://www.francetvinfo.fr/sports/cyclisme/tour-de-france/tour-de-france-2027-ce-qu-il-faut-retenir_7000001.html',
        source: 'franceinfo',
        publishedAt: '2026-11-26T18:05:00.000Z',
        snippet: 'Trois arrivées au sommet et deux contre-la-montre.',
        thumbnailUrl: 'https://www.francetvinfo.fr/pictures/tour-2027.jpg',
      },
      // No outlet named: its host; no date, no image: none made up.
      {
        kind: 'news',
        title: 'Tour 2027 : les réactions des coureurs',
        url: 'https://www.velo101.com/pros/article/tour-2027-les-reactions--30001',
        source: 'www.velo101.com',
        snippet: '',
      },
    ]);
  });

  it('asks the videos category and answers videos with their still, length and channel; one without a still is left out', async () => {
    searxng.answer('/search', ownFixture('searxng-videos.json'));
    const answer = await search({ q: 'tour de france', tab: 'videos' });
    expect(searxng.last().query.get('categories')).toBe('videos');
    expect(answer.results).toEqual([
      {
        kind: 'video',
        title: 'Présentation du parcours du Tour de France 2027',
        url: 'https://www.youtube.com/watch?v=Zx0TdF2027a',
        thumbnailUrl: 'https://i.ytimg.com/vi/Zx0TdF2027a/hqdefault.jpg',
        durationS: 12 * 60 + 4,
        publisher: 'Tour de France',
        publishedAt: '2026-11-27T00:00:00.000Z',
      },
      {
        kind: 'video',
        title: "Tour de France : le résumé de l'étape reine",
        url: 'https://www.dailymotion.com/video/x9tdf27',
        thumbnailUrl: 'https://s1.dmcdn.net/v/Tdf27/x240',
        durationS: 3600 + 2 * 60 + 3,
        publisher: 'France Télévisions Sport',
        publishedAt: '2026-07-19T17:45:10.000Z',
      },
      {
        kind: 'video',
        title: 'Tour de France, vu du ciel',
        url: 'https://vimeo.com/900000027',
        thumbnailUrl: 'https://i.vimeocdn.com/video/900000027-d_295x166',
        publisher: 'vimeo.com',
      },
    ]);
  });

  it('keeps the web tab on the general category', async () => {
    searxng.answer('/search', ownFixture('searxng-search.json'));
    await search({ q: 'tour de france' });
    expect(searxng.last().query.get('categories')).toBe('general');
  });

  it('answers 502 when SearXNG fails on the news tab: the local index is not asked for news it has not', async () => {
    searxng.answer('/search', { status: 500, body: 'panne' });
    const res = await t.app.inject({ url: '/api/search', query: { q: 'tour de france', tab: 'news' } });
    expect(res.statusCode).toBe(502);
    // The same failure on the web tab falls back on the local index.
    const web = await t.app.inject({ url: '/api/search', query: { q: 'lyon' } });
    expect(web.statusCode).toBe(200);
    expect(web.json().data.provider).toBe('local');
  });
});

describe('Brave’s news and videos endpoints', () => {
  let server: RecordedServer;
  let brave: ReturnType<typeof createBraveProvider>;
  beforeAll(async () => {
    server = await startRecordedServer({
      '/res/v1/news/search': ownFixture('brave-news.json'),
      '/res/v1/videos/search': ownFixture('brave-videos.json'),
    });
    brave = createBraveProvider({ apiKey: 'BSA-key', baseUrl: `${server.baseUrl}/res/v1`, timeoutMs: 2000 });
  });
  afterAll(() => server.close());

  it('serves the news and videos tabs', () => {
    expect(brave.tabs).toEqual(['web', 'images', 'news', 'videos']);
  });

  it('asks /news/search for a page of 10 and maps its results, HTML titles as text, the host as outlet', async () => {
    const page = await brave.search(providerQuery({ q: 'tour de france', tab: 'news', page: 2 }));
    const { path, query } = server.last();
    expect(path).toBe('/res/v1/news/search');
    expect(Object.fromEntries(query)).toEqual({
      q: 'tour de france',
      safesearch: 'strict',
      search_lang: 'fr',
      count: '10',
      offset: '1',
    });
    expect(page.results).toEqual([
      {
        kind: 'news',
        title: 'Le parcours du Tour de France 2027 dévoilé',
        url: 'https://www.lequipe.fr/Cyclisme-sur-route/Article/parcours-du-tour-de-france-2027/1600001',
        source: 'www.lequipe.fr',
        publishedAt: '2026-11-27T09:30:00.000Z',
        snippet: 'Départ de Barcelone, arrivée à Paris : les 21 étapes du Tour de France 2027 & ses cols.',
        thumbnailUrl: 'https://imgs.search.brave.com/news/parcours-2027',
      },
      {
        kind: 'news',
        title: "Tour de France 2027 : ce qu'il faut retenir",
        url: 'https://www.francetvinfo.fr/sports/cyclisme/tour-de-france/tour-de-france-2027-ce-qu-il-faut-retenir_7000001.html',
        source: 'www.francetvinfo.fr',
        publishedAt: '2026-11-26T18:05:00.000Z',
        snippet: 'Trois arrivées au sommet et deux contre-la-montre.',
      },
    ]);
    expect(page.hasMore).toBe(false);
  });

  it('asks /videos/search and maps each video’s still, length and creator; one without a still is left out', async () => {
    const page = await brave.search(providerQuery({ q: 'tour de france', tab: 'videos' }));
    expect(server.last().path).toBe('/res/v1/videos/search');
    expect(page.results).toEqual([
      {
        kind: 'video',
        title: 'Présentation du parcours du Tour de France 2027',
        url: 'https://www.youtube.com/watch?v=Zx0TdF2027a',
        thumbnailUrl: 'https://imgs.search.brave.com/videos/Zx0TdF2027a',
        durationS: 724,
        publisher: 'Tour de France',
        publishedAt: '2026-11-27T00:00:00.000Z',
      },
      {
        kind: 'video',
        title: "Tour de France : le résumé de l'étape reine",
        url: 'https://www.dailymotion.com/video/x9tdf27',
        thumbnailUrl: 'https://imgs.search.brave.com/videos/x9tdf27',
        durationS: 3723,
        publisher: 'Dailymotion',
        publishedAt: '2026-07-19T17:45:10.000Z',
      },
    ]);
  });
});

describe('Google’s JSON API', () => {
  it('serves no news or videos tab: the chain goes past it', async () => {
    const google = createGoogleProvider({
      apiKey: 'k',
      engineId: 'cx',
      baseUrl: await refusedBaseUrl(),
      timeoutMs: 100,
    });
    expect(google.tabs).toEqual(['web', 'images']);
  });
});

describe('the news tab on an answer of SearXNG’s own code (reference data)', REAL_WORLD, () => {
  let server: RecordedServer;
  beforeAll(async () => {
    server = await startRecordedServer({ '/search': recorded('searxng-search-generated.json') });
  });
  afterAll(() => server.close());

  it('reads its zoneless publishedDate as UTC and its null fields as absent', async () => {
    const searxng = createSearxngProvider({ baseUrl: server.baseUrl, timeoutMs: 2000 });
    const page = await searxng.search(providerQuery({ q: 'tour eiffel horaires', tab: 'news' }));
    expect(page.results.map((r) => (r.kind === 'news' ? [r.source, r.publishedAt] : r.kind))).toEqual([
      ['www.toureiffel.paris', undefined],
      ['fr.wikipedia.org', undefined],
      ['www.parisinfo.com', '2024-05-14T08:30:00.000Z'],
      ['www.example.org', undefined],
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleProvider } from '../../../server/search/results/providers/google';
import { startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { describeFailures } from '../../fixtures/providers/failures';
import { providerQuery } from '../../fixtures/providers/query';
import { ownFixture, recorded } from '../../fixtures/providers/answers';
import { REAL_WORLD } from '../../fixtures/testdata';

const API_KEY = 'AIzaSy-secret-key-0123456789';
const ENGINE_ID = '87e2fe27f4f794b76';
const PATH = '/customsearch/v1';

describe('Google Custom Search provider', () => {
  let server: RecordedServer;
  let google: ReturnType<typeof createGoogleProvider>;
  beforeAll(async () => {
    server = await startRecordedServer({ [PATH]: ownFixture('google-cse-web.json') });
    google = createGoogleProvider({
      apiKey: API_KEY,
      engineId: ENGINE_ID,
      baseUrl: `${server.baseUrl}${PATH}`,
      timeoutMs: 2000,
    });
  });
  afterAll(() => server.close());

  it('maps the web items, their HTML snippets as plain text, and a long address shortened for display', async () => {
    const page = await google.search(providerQuery({ q: 'mont saint-michel marées' }));
    expect(page.results).toHaveLength(10);
    expect(page.results[0]).toEqual({
      kind: 'web',
      title: 'Horaires des marées - Office de tourisme du Mont-Saint-Michel',
      url: 'https://www.ot-montsaintmichel.com/horaires-des-marees/index.html?saison=ete&langue=fr&affichage=calendrier',
      displayUrl: 'www.ot-montsaintmichel.com/horaires-des-marees/index.html?s…',
      snippet: 'Calendrier des grandes marées : coefficients et heures de pleine mer.',
    });
    expect(page.results[2]).toMatchObject({ snippet: 'Résumé 3 : marées & visites.' });
    // An item without htmlSnippet: its plain snippet, spaces tidied.
    expect(page.results[9]).toMatchObject({ snippet: 'Sans extrait HTML : des espaces en trop.' });
    expect(page.hasMore).toBe(true);
  });

  it('sends key, engine id, start from the page, 10 results, safe=active and French for auto', async () => {
    await google.search(providerQuery({ q: 'mont saint-michel', page: 3 }));
    const { path, query } = server.last();
    expect(path).toBe(PATH);
    expect(Object.fromEntries(query)).toEqual({
      key: API_KEY,
      cx: ENGINE_ID,
      q: 'mont saint-michel',
      start: '21',
      num: '10',
      safe: 'active',
      lr: 'lang_fr',
    });
  });

  it('asks safe=off when safe search is off, and sort=date when sorted by date', async () => {
    await google.search(providerQuery({ safe: false, sort: 'date' }));
    expect(server.last().query.get('safe')).toBe('off');
    expect(server.last().query.get('sort')).toBe('date');
  });

  it.each([
    ['auto', 'lang_fr', null],
    ['all', null, null],
    ['fr', 'lang_fr', 'fr'],
    ['us', 'lang_en', 'us'],
    ['uk', 'lang_en', 'uk'],
    ['de', 'lang_de', 'de'],
    ['es', 'lang_es', 'es'],
    ['it', 'lang_it', 'it'],
    ['ca', 'lang_fr', 'ca'],
  ])('maps the language filter %s to lr=%s and gl=%s', async (lang, lr, gl) => {
    await google.search(providerQuery({ lang }));
    expect(server.last().query.get('lr')).toBe(lr);
    expect(server.last().query.get('gl')).toBe(gl);
  });

  it('stops at the 100th result: page 10 has no next one, page 11 asks nothing', async () => {
    expect((await google.search(providerQuery({ page: 10 }))).hasMore).toBe(false);
    expect(server.last().query.get('start')).toBe('91');
    const asked = server.requests.length;
    expect(await google.search(providerQuery({ page: 11 }))).toEqual({ results: [], hasMore: false });
    expect(server.requests).toHaveLength(asked);
  });

  it('answers no results when the API leaves items out', async () => {
    server.answer(PATH, ownFixture('google-cse-noresults.json'));
    expect(await google.search(providerQuery({ q: 'xqzvbnmwplk mont saint-michel' }))).toEqual({
      results: [],
      hasMore: false,
    });
  });

  it('asks searchType=image for the images tab and maps image, thumbnail, page, size and source', async () => {
    server.answer(PATH, ownFixture('google-cse-image.json'));
    const page = await google.search(providerQuery({ q: 'mont saint-michel', tab: 'images' }));
    expect(server.last().query.get('searchType')).toBe('image');
    expect(page.results).toHaveLength(4);
    expect(page.results[0]).toEqual({
      kind: 'image',
      title: 'Mont-Saint-Michel - abbaye',
      url: 'https://www.exemple.fr/galerie/abbaye',
      imageUrl: 'https://images.exemple.fr/msm/abbaye.jpg',
      thumbnailUrl: 'https://encrypted-tbn0.gstatic.com/images?q=tbn:abbaye',
      width: 1600,
      height: 1067,
      source: 'images.exemple.fr',
    });
    expect(page.results[3]).toMatchObject({ title: 'Mont-Saint-Michel - cloître', width: 800, height: 1200 });
    expect(page.hasMore).toBe(true);
  });
});

describe("Google Custom Search provider on Google's recorded answers (reference data)", REAL_WORLD, () => {
  let server: RecordedServer;
  let google: ReturnType<typeof createGoogleProvider>;
  beforeAll(async () => {
    server = await startRecordedServer({ [PATH]: recorded('google-cse-web.json') });
    google = createGoogleProvider({
      apiKey: API_KEY,
      engineId: ENGINE_ID,
      baseUrl: `${server.baseUrl}${PATH}`,
      timeoutMs: 2000,
    });
  });
  afterAll(() => server.close());

  it('maps the web items, their HTML snippets as plain text', async () => {
    const page = await google.search(providerQuery({ q: 'query context' }));
    expect(page.results).toHaveLength(10);
    expect(page.results[0]).toEqual({
      kind: 'web',
      title: '7.4 - Search Appliance Internationalization',
      url: 'https://www.google.com/support/enterprise/static/gsa/docs/admin/current/gsa_doc_set/internationalization/internationalization.html',
      displayUrl: 'www.google.com/support/enterprise/static/gsa/docs/admin/cur…',
      snippet:
        'In some cases, the query might need additional context. For example, a single-word search term might ' +
        'not trigger query expansion, but adding additional search ...',
    });
    expect(page.hasMore).toBe(true);
  });

  it('answers no results when the API leaves items out', async () => {
    server.answer(PATH, recorded('google-cse-web-noresults-DERIVED.json'));
    expect(await google.search(providerQuery({ q: 'xqzvbnmwplk tour eiffel' }))).toEqual({
      results: [],
      hasMore: false,
    });
  });

  it('asks searchType=image for the images tab and maps image, thumbnail, page, size and source', async () => {
    server.answer(PATH, recorded('google-cse-image.json'));
    const page = await google.search(providerQuery({ q: 'red', tab: 'images' }));
    expect(server.last().query.get('searchType')).toBe('image');
    expect(page.results).toHaveLength(5);
    expect(page.results[0]).toEqual({
      kind: 'image',
      title: 'Street View Treks: Petra',
      url: 'https://www.google.com/maps/about/behind-the-scenes/streetview/treks/petra/',
      imageUrl:
        'https://www.google.com/maps/about/behind-the-scenes/streetview/treks/petra/images/og-image.jpg',
      thumbnailUrl:
        'https://encrypted-tbn0.gstatic.com/images?q=tbn:ANd9GcRY4fI6MASsRFvrbFYtkk1PbN9LMdkfV1W84eyOleO-qnkpZdiQ9k1FM2xC',
      width: 1200,
      height: 630,
      source: 'www.google.com',
    });
    expect(page.hasMore).toBe(true);
  });
});

describeFailures({
  provider: 'google',
  path: PATH,
  secret: API_KEY,
  call: (baseUrl, { timeoutMs, signal }) =>
    createGoogleProvider({
      apiKey: API_KEY,
      engineId: ENGINE_ID,
      baseUrl: `${baseUrl}${PATH}`,
      timeoutMs,
    }).search(providerQuery({ signal })),
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../../server/search/results/provider';
import { createSearxngProvider } from '../../../server/search/results/providers/searxng';
import { jsonAnswer, startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { describeFailures } from '../../fixtures/providers/failures';
import { providerQuery } from '../../fixtures/providers/query';
import { ownFixture, ownFixtureJson, recorded } from '../../fixtures/providers/answers';
import { REAL_WORLD } from '../../fixtures/testdata';

describe('SearXNG provider', () => {
  let server: RecordedServer;
  let searxng: ReturnType<typeof createSearxngProvider>;
  beforeAll(async () => {
    server = await startRecordedServer({ '/search': ownFixture('searxng-search.json') });
    searxng = createSearxngProvider({ baseUrl: server.baseUrl, timeoutMs: 2000 });
  });
  afterAll(() => server.close());

  it('maps the web results of the JSON API, one engine down or not, and drops links that are not http(s)', async () => {
    const page = await searxng.search(providerQuery({ q: 'mont saint-michel marées' }));
    expect(page.results.map((r) => r.url)).toEqual([
      'https://www.ot-montsaintmichel.com/horaires-des-marees/',
      'https://fr.wikipedia.org/wiki/Mont-Saint-Michel',
      'https://www.abbaye-mont-saint-michel.fr/Explorer/Preparer-sa-visite',
      'https://www.exemple.fr/blog/marees?source=lettre&page=2#coefficients',
    ]);
    expect(page.results[0]).toEqual({
      kind: 'web',
      title: 'Horaires des marées au Mont-Saint-Michel - Office de tourisme',
      url: 'https://www.ot-montsaintmichel.com/horaires-des-marees/',
      displayUrl: 'www.ot-montsaintmichel.com/horaires-des-marees/',
      snippet:
        'Consultez le calendrier des grandes marées : coefficients, heures de pleine mer et conseils pour voir ' +
        'le mascaret en toute sécurité.',
    });
    // A result without content gets an empty snippet.
    expect(page.results[2]).toMatchObject({
      title: 'Préparer sa visite - Abbaye du Mont-Saint-Michel',
      snippet: '',
    });
    expect(page.hasMore).toBe(true);
  });

  it('keeps plain text as it is: "<2026>" in a title and "&amp;" in a snippet are no markup', async () => {
    const page = await searxng.search(providerQuery());
    expect(page.results[3]).toEqual({
      kind: 'web',
      title: 'Marées <2026> : le guide « pratique » & gratuit',
      url: 'https://www.exemple.fr/blog/marees?source=lettre&page=2#coefficients',
      displayUrl: 'www.exemple.fr/blog/marees?source=lettre&page=2',
      snippet:
        'Tout savoir sur les marées "géantes" : <b> n\'est pas une balise ici &amp; ne doit pas être décodé.',
    });
  });

  it('reads answers of releases that still send number_of_results', async () => {
    const older = { ...ownFixtureJson('searxng-search.json'), number_of_results: 0 };
    server.answer('/search', jsonAnswer(JSON.stringify(older)));
    expect((await searxng.search(providerQuery())).results).toHaveLength(4);
    server.answer('/search', ownFixture('searxng-search.json'));
  });

  it('asks the general category in JSON, with the page, safe search on as strict (2)', async () => {
    await searxng.search(providerQuery({ q: 'mont saint-michel marées', page: 3 }));
    const { path, query } = server.last();
    expect(path).toBe('/search');
    expect(Object.fromEntries(query)).toEqual({
      q: 'mont saint-michel marées',
      format: 'json',
      categories: 'general',
      pageno: '3',
      safesearch: '2',
      language: 'auto',
    });
  });

  it('asks safesearch=0 when safe search is off', async () => {
    await searxng.search(providerQuery({ safe: false }));
    expect(server.last().query.get('safesearch')).toBe('0');
  });

  it.each([
    ['auto', 'auto'],
    ['all', 'all'],
    ['fr', 'fr'],
    ['us', 'en-US'],
    ['uk', 'en-GB'],
    ['de', 'de'],
    ['es', 'es'],
    ['it', 'it'],
    ['ca', 'fr-CA'],
  ])('maps the language filter %s to language=%s', async (lang, language) => {
    await searxng.search(providerQuery({ lang }));
    expect(server.last().query.get('language')).toBe(language);
  });

  it('maps the images category to image results: the thumbnail, else thumbnail_src, else the image', async () => {
    server.answer('/search', ownFixture('searxng-images.json'));
    const page = await searxng.search(providerQuery({ q: 'mont saint-michel', tab: 'images' }));
    expect(server.last().query.get('categories')).toBe('images');
    expect(page.results).toEqual([
      {
        kind: 'image',
        title: 'Le Mont à marée haute',
        url: 'https://commons.wikimedia.org/wiki/File:Mont-Saint-Michel_maree_haute.jpg',
        imageUrl: 'https://upload.wikimedia.org/wikipedia/commons/5/5a/Mont-Saint-Michel_maree_haute.jpg',
        thumbnailUrl:
          'https://upload.wikimedia.org/wikipedia/commons/thumb/5/5a/Mont-Saint-Michel_maree_haute.jpg/320px-Mont-Saint-Michel_maree_haute.jpg',
        source: 'commons.wikimedia.org',
      },
      {
        kind: 'image',
        title: "L'abbaye au coucher du soleil",
        url: 'https://www.exemple.fr/photos/abbaye',
        imageUrl: 'https://images.exemple.fr/abbaye.jpg',
        thumbnailUrl: 'https://images.exemple.fr/abbaye_vignette.jpg',
        source: 'www.exemple.fr',
      },
      // No title: the page's host; a protocol-relative image made https; no image at all: left out.
      {
        kind: 'image',
        title: 'www.exemple.fr',
        url: 'https://www.exemple.fr/photos/baie',
        imageUrl: 'https://images.exemple.fr/baie.jpg',
        thumbnailUrl: 'https://images.exemple.fr/baie.jpg',
        source: 'www.exemple.fr',
      },
    ]);
    server.answer('/search', ownFixture('searxng-search.json'));
  });
});

describe("SearXNG provider on answers of SearXNG's own code (reference data)", REAL_WORLD, () => {
  let server: RecordedServer;
  let searxng: ReturnType<typeof createSearxngProvider>;
  beforeAll(async () => {
    server = await startRecordedServer({ '/search': recorded('searxng-search-generated.json') });
    searxng = createSearxngProvider({ baseUrl: server.baseUrl, timeoutMs: 2000 });
  });
  afterAll(() => server.close());

  it('maps the web results of the JSON API', async () => {
    const page = await searxng.search(providerQuery({ q: 'tour eiffel horaires' }));
    expect(page.results).toHaveLength(4);
    expect(page.results[0]).toEqual({
      kind: 'web',
      title: "Horaires d'ouverture - Site officiel de la Tour Eiffel",
      url: 'https://www.toureiffel.paris/fr/rubrique/preparer-ma-visite/horaires',
      displayUrl: 'www.toureiffel.paris/fr/rubrique/preparer-ma-visite/horaires',
      snippet: "La Tour Eiffel est ouverte tous les jours de l'année. Horaires : de 9h30 à 23h45 ...",
    });
    expect(page.hasMore).toBe(true);
  });

  it('keeps plain text as it is: "<2025>" in a title is no tag', async () => {
    const page = await searxng.search(providerQuery());
    expect(page.results[3]).toMatchObject({
      title: 'Visiter la tour Eiffel : prix, horaires & astuces <2025>',
      snippet: 'Nos conseils "pratiques" pour éviter la file d\'attente & réserver ...',
      displayUrl: 'www.example.org/blog/visiter-la-tour-eiffel?utm_source=x&la…',
    });
  });

  it('reads answers of releases that still send number_of_results', async () => {
    server.answer('/search', recorded('searxng-search-generated-pre2026-05.json'));
    const page = await searxng.search(providerQuery());
    expect(page.results.map((r) => r.url)).toEqual([
      'https://www.toureiffel.paris/fr/rubrique/preparer-ma-visite/horaires',
      'https://fr.wikipedia.org/wiki/Tour_Eiffel',
      'https://www.parisinfo.com/musee-monument-paris/71266/Tour-Eiffel',
      'https://www.example.org/blog/visiter-la-tour-eiffel?utm_source=x&lang=fr#horaires',
    ]);
  });

  it('maps the images category to image results', async () => {
    server.answer('/search', recorded('searxng-search-images-generated.json'));
    const page = await searxng.search(providerQuery({ tab: 'images' }));
    expect(page.results).toHaveLength(2);
    expect(page.results[0]).toEqual({
      kind: 'image',
      title: 'Tour Eiffel Wikimedia Commons',
      url: 'https://commons.wikimedia.org/wiki/File:Tour_Eiffel_Wikimedia_Commons.jpg',
      imageUrl: 'https://upload.wikimedia.org/wikipedia/commons/a/a8/Tour_Eiffel_Wikimedia_Commons.jpg',
      thumbnailUrl:
        'https://upload.wikimedia.org/wikipedia/commons/thumb/a/a8/Tour_Eiffel_Wikimedia_Commons.jpg/320px-Tour_Eiffel_Wikimedia_Commons.jpg',
      source: 'commons.wikimedia.org',
    });
  });
});

describe('SearXNG provider on answers of our own', () => {
  let server: RecordedServer;
  let searxng: ReturnType<typeof createSearxngProvider>;
  beforeAll(async () => {
    server = await startRecordedServer();
    // A configured URL may end with a slash.
    searxng = createSearxngProvider({ baseUrl: `${server.baseUrl}/`, timeoutMs: 2000 });
  });
  afterAll(() => server.close());

  it('answers no results and no next page when nothing matched', async () => {
    server.answer('/search', ownFixture('searxng-no-results.json'));
    expect(await searxng.search(providerQuery({ q: 'xqzvbnmwplk tour eiffel' }))).toEqual({
      results: [],
      hasMore: false,
    });
    expect(server.last().path).toBe('/search');
  });

  it('fails when no engine answered, naming them, so that the next provider answers', async () => {
    server.answer('/search', ownFixture('searxng-unresponsive.json'));
    const error = await searxng.search(providerQuery()).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: 'searxng', reason: 'http' });
    expect((error as ProviderError).message).toContain('duckduckgo: Suspendu : CAPTCHA');
  });

  it('falls back to thumbnail_src then img_src for thumbnails, and drops links that are not http(s)', async () => {
    server.answer('/search', ownFixture('searxng-images-fallbacks.json'));
    const page = await searxng.search(providerQuery({ tab: 'images' }));
    expect(page.results).toEqual([
      expect.objectContaining({
        imageUrl: 'https://images.example.fr/trocadero.jpg',
        thumbnailUrl: 'https://images.example.fr/trocadero_thumb.jpg',
        source: 'images.example.fr',
      }),
      expect.objectContaining({
        imageUrl: 'https://images.example.fr/crepuscule.jpg',
        thumbnailUrl: 'https://images.example.fr/crepuscule.jpg',
      }),
    ]);
  });
});

describeFailures({
  provider: 'searxng',
  path: '/search',
  call: (baseUrl, { timeoutMs, signal }) =>
    createSearxngProvider({ baseUrl, timeoutMs }).search(providerQuery({ signal })),
});

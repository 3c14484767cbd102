import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBraveProvider } from '../../../server/search/results/providers/brave';
import { startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { describeFailures } from '../../fixtures/providers/failures';
import { providerQuery } from '../../fixtures/providers/query';
import { ownFixture, recorded } from '../../fixtures/providers/answers';
import { REAL_WORLD } from '../../fixtures/testdata';

const API_KEY = 'BSA-secret-key-0123456789';

describe('Brave provider', () => {
  let server: RecordedServer;
  let brave: ReturnType<typeof createBraveProvider>;
  beforeAll(async () => {
    server = await startRecordedServer({
      '/res/v1/web/search': ownFixture('brave-web.json'),
      '/res/v1/images/search': ownFixture('brave-images.json'),
    });
    brave = createBraveProvider({ apiKey: API_KEY, baseUrl: `${server.baseUrl}/res/v1`, timeoutMs: 2000 });
  });
  afterAll(() => server.close());

  it('maps one page of web results, their HTML snippets as plain text', async () => {
    const page = await brave.search(providerQuery({ q: 'mont saint-michel marées' }));
    expect(page.results).toHaveLength(10);
    expect(page.results[0]).toEqual({
      kind: 'web',
      title: 'Horaires des marées - Mont-Saint-Michel',
      url: 'https://www.ot-montsaintmichel.com/horaires-des-marees/',
      displayUrl: 'www.ot-montsaintmichel.com/horaires-des-marees/',
      snippet:
        "Les grandes marées au Mont-Saint-Michel : coefficients, horaires et conseils de l'office de tourisme.",
    });
    expect(page.results.slice(2, 10).map((r) => r.kind === 'web' && [r.title, r.snippet])).toEqual([
      [
        'Abbaye du Mont-Saint-Michel - Centre des monuments nationaux',
        "Visitez l'abbaye : horaires, tarifs & accès. Fermée le 1er janvier, le 1er mai et le 25 décembre.",
      ],
      ['Le guide "malin" du Mont', 'Où se garer, quand venir et comment éviter la foule : nos astuces.'],
      [
        "Le Mont-Saint-Michel, merveille de l'Occident",
        "Classé au patrimoine mondial de l'UNESCO depuis 1979.",
      ],
      ["Marées du Mont-Saint-Michel aujourd'hui", 'Coefficient du jour, pleine mer à 08h42 et 21h05.'],
      ['Traversée de la baie à pied', 'Avec un guide agréé uniquement/les sables mouvants sont dangereux.'],
      ['Parkings et navettes', 'Le parking est à 2,5 km ; la navette « Le Passeur » est gratuite.'],
      ['Dormir au Mont', 'Hôtels intra-muros & à La Caserne.'],
      ['Histoire du Mont en 10 dates', "De 708 à nos jours : l'histoire d'un rocher devenu abbaye."],
    ]);
    expect(page.hasMore).toBe(true);
  });

  it('sends the key in X-Subscription-Token, asks JSON, 10 results from the page offset, strictly safe', async () => {
    await brave.search(providerQuery({ q: 'mont saint-michel', page: 3 }));
    const { path, query, headers } = server.last();
    expect(path).toBe('/res/v1/web/search');
    expect(headers['x-subscription-token']).toBe(API_KEY);
    expect(headers.accept).toBe('application/json');
    expect(Object.fromEntries(query)).toEqual({
      q: 'mont saint-michel',
      count: '10',
      offset: '2',
      safesearch: 'strict',
      search_lang: 'fr',
    });
  });

  it('asks safesearch=off when safe search is off', async () => {
    await brave.search(providerQuery({ safe: false }));
    expect(server.last().query.get('safesearch')).toBe('off');
  });

  it.each([
    ['auto', 'fr', null],
    ['all', null, 'ALL'],
    ['fr', 'fr', 'FR'],
    ['us', 'en', 'US'],
    ['uk', 'en', 'GB'],
    ['de', 'de', 'DE'],
    ['ca', 'fr', 'CA'],
  ])('maps the language filter %s to search_lang=%s and country=%s', async (lang, searchLang, country) => {
    await brave.search(providerQuery({ lang }));
    expect(server.last().query.get('search_lang')).toBe(searchLang);
    expect(server.last().query.get('country')).toBe(country);
  });

  it("stops at Brave's last offset (9): page 10 has no next one, page 11 asks nothing", async () => {
    expect((await brave.search(providerQuery({ page: 10 }))).hasMore).toBe(false);
    expect(server.last().query.get('offset')).toBe('9');
    const asked = server.requests.length;
    expect(await brave.search(providerQuery({ page: 11 }))).toEqual({ results: [], hasMore: false });
    expect(server.requests).toHaveLength(asked);
  });

  it('maps image results: the image, its thumbnail, its page, size and source', async () => {
    const page = await brave.search(providerQuery({ q: 'mont saint-michel', tab: 'images', safe: false }));
    const { path, query } = server.last();
    expect(path).toBe('/res/v1/images/search');
    expect(Object.fromEntries(query)).toEqual({
      q: 'mont saint-michel',
      safesearch: 'off',
      search_lang: 'fr',
      count: '11',
    });
    expect(page.results).toHaveLength(10);
    expect(page.results[0]).toEqual({
      kind: 'image',
      title: 'Mont-Saint-Michel : abbaye',
      url: 'https://photos.exemple.fr/mont-saint-michel/abbaye',
      imageUrl: 'https://photos.exemple.fr/images/abbaye.jpg',
      thumbnailUrl: 'https://imgs.search.brave.com/01/rs:fit:500:0:0/abbaye',
      width: 1920,
      height: 1280,
      source: 'photos.exemple.fr',
    });
    // An image whose size Brave does not give has none.
    expect(page.results[2]).not.toHaveProperty('width');
    expect(page.results[2]).toMatchObject({ title: 'Mont-Saint-Michel : baie', source: 'photos.exemple.fr' });
    expect(page.hasMore).toBe(true);
  });

  it('pages images without an offset: page 2 asks for the first 21 and keeps 11 to 20', async () => {
    const first = await brave.search(providerQuery({ tab: 'images' }));
    const second = await brave.search(providerQuery({ tab: 'images', page: 2 }));
    expect(server.last().query.get('count')).toBe('21');
    expect(server.last().query.get('safesearch')).toBe('strict');
    expect(second.results).toHaveLength(10);
    const imageUrls = (results: typeof first.results) => results.map((r) => r.kind === 'image' && r.imageUrl);
    expect(imageUrls(second.results)).not.toContain(imageUrls(first.results)[0]);
    expect(second.results[0]).toMatchObject({ title: 'Mont-Saint-Michel : flèche' });
    expect(second.results[9]).toMatchObject({ title: 'Mont-Saint-Michel : vue aérienne' });
    expect(second.hasMore).toBe(false);
  });
});

describe("Brave provider on Brave's recorded answers (reference data)", REAL_WORLD, () => {
  let server: RecordedServer;
  let brave: ReturnType<typeof createBraveProvider>;
  beforeAll(async () => {
    server = await startRecordedServer({
      '/res/v1/web/search': recorded('brave-web.json'),
      '/res/v1/images/search': recorded('brave-images.json'),
    });
    brave = createBraveProvider({ apiKey: API_KEY, baseUrl: `${server.baseUrl}/res/v1`, timeoutMs: 2000 });
  });
  afterAll(() => server.close());

  it('maps one page of web results, their HTML snippets as plain text', async () => {
    const page = await brave.search(providerQuery({ q: 'hello world' }));
    expect(page.results).toHaveLength(10);
    expect(page.results[0]).toEqual({
      kind: 'web',
      title: '"Hello, World!" program - Wikipedia',
      url: 'https://en.wikipedia.org/wiki/%22Hello,_World!%22_program',
      displayUrl: 'en.wikipedia.org/wiki/"Hello,_World!"_program',
      snippet:
        'A "Hello, World!" program is usually a simple computer program that emits (or displays) to the screen ' +
        '(often the console) a message similar to "Hello, World!". A small piece of code in most general-purpose ' +
        "programming languages, this program is used to illustrate a language's basic syntax.",
    });
    expect(page.results[8]).toMatchObject({
      snippet: expect.stringMatching(/^It's far less depressing than Goodbye World\. /),
    });
    expect(page.hasMore).toBe(true);
  });

  it('maps image results: the image, its thumbnail, its page and source', async () => {
    const page = await brave.search(providerQuery({ q: 'hello world', tab: 'images', safe: false }));
    const { path, query } = server.last();
    expect(path).toBe('/res/v1/images/search');
    expect(Object.fromEntries(query)).toEqual({
      q: 'hello world',
      safesearch: 'off',
      search_lang: 'fr',
      count: '11',
    });
    expect(page.results).toHaveLength(10);
    expect(page.results[0]).toEqual({
      kind: 'image',
      title:
        'hello world hello world phrase handwritten on school blackboard hello world stock pictures, royalty-free photos & images',
      url: 'https://www.istockphoto.com/photos/hello-world',
      imageUrl:
        'https://media.istockphoto.com/id/461954481/photo/hello-world.jpg?s=612x612&w=0&k=20&c=mSlXmIC9-9jMRPzD868ibCU-okqwu836P5AVBuMQgbQ=',
      thumbnailUrl:
        'https://imgs.search.brave.com/bSyYyS208A2R0XLQhjC1BbsnxaORKuFcAKxw7cBwb3c/rs:fit:500:0:0:0/g:ce/aHR0cHM6Ly9tZWRp/YS5pc3RvY2twaG90/by5jb20vaWQvNDYx/OTU0NDgxL3Bob3Rv/L2hlbGxvLXdvcmxk/LmpwZz9zPTYxMng2/MTImdz0wJms9MjAm/Yz1tU2xYbUlDOS05/ak1SUHpEODY4aWJD/VS1va3F3dTgzNlA1/QVZCdU1RZ2JRPQ',
      source: 'istockphoto.com',
    });
    expect(page.hasMore).toBe(true);
  });

  it('pages images without an offset: page 2 asks for the first 21 and keeps 11 to 20', async () => {
    const first = await brave.search(providerQuery({ tab: 'images' }));
    const second = await brave.search(providerQuery({ tab: 'images', page: 2 }));
    expect(server.last().query.get('count')).toBe('21');
    expect(server.last().query.get('safesearch')).toBe('strict');
    expect(second.results).toHaveLength(10);
    const imageUrls = (results: typeof first.results) => results.map((r) => r.kind === 'image' && r.imageUrl);
    expect(imageUrls(second.results)).not.toContain(imageUrls(first.results)[0]);
    expect(second.hasMore).toBe(false);
  });
});

describe('Brave provider on answers of our own', () => {
  let server: RecordedServer;
  beforeAll(async () => (server = await startRecordedServer()));
  afterAll(() => server.close());

  it('answers no results when the answer has no web section', async () => {
    server.answer('/web/search', ownFixture('brave-web-no-results.json'));
    const brave = createBraveProvider({ apiKey: API_KEY, baseUrl: server.baseUrl, timeoutMs: 2000 });
    expect(await brave.search(providerQuery({ q: 'xqzvbnmwplk tour eiffel' }))).toEqual({
      results: [],
      hasMore: false,
    });
  });
});

describeFailures({
  provider: 'brave',
  path: '/web/search',
  secret: API_KEY,
  call: (baseUrl, { timeoutMs, signal }) =>
    createBraveProvider({ apiKey: API_KEY, baseUrl, timeoutMs }).search(providerQuery({ signal })),
});

describeFailures({
  provider: 'brave',
  path: '/images/search',
  secret: API_KEY,
  call: (baseUrl, { timeoutMs, signal }) =>
    createBraveProvider({ apiKey: API_KEY, baseUrl, timeoutMs }).search(
      providerQuery({ tab: 'images', signal }),
    ),
});

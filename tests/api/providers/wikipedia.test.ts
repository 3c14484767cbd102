import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../../server/platform/cache/cache';
import { createCommonsProvider } from '../../../server/search/results/providers/commons';
import { createWikipediaProvider } from '../../../server/search/results/providers/wikipedia';
import { createWikipediaSuggest } from '../../../server/search/suggest/providers/wikipedia';
import { createWikimediaClient, type WikimediaClient } from '../../../server/search/results/wikimedia/client';
import { describeFailures } from '../../fixtures/providers/failures';
import { until } from '../../fixtures/until';
import { providerQuery } from '../../fixtures/providers/query';
import { startWikimediaServer, type WikimediaServer } from '../../fixtures/providers/wikimedia/server';

const USER_AGENT = 'PortailRecherche/1.0.0 (https://recherche.example)';

function client(cacheTtlMs = 60_000): WikimediaClient {
  return createWikimediaClient({ userAgent: USER_AGENT, cache: createMemoryCache(), cacheTtlMs });
}

describe('Wikipedia provider (MediaWiki list=search)', () => {
  let server: WikimediaServer;
  beforeAll(async () => (server = await startWikimediaServer()));
  afterAll(() => server.close());
  const wikipedia = () =>
    createWikipediaProvider({ apiUrl: server.apiUrl, client: client(), timeoutMs: 2000 });

  it('gives the articles found, their snippet as plain text, their lead image and the CC BY-SA credit', async () => {
    const page = await wikipedia().search(providerQuery({ q: 'tour eiffel' }));
    expect(page.results.map((r) => r.url)).toEqual([
      'https://fr.wikipedia.org/wiki/Tour_Eiffel',
      'https://fr.wikipedia.org/wiki/Gustave_Eiffel',
      'https://fr.wikipedia.org/wiki/Champ-de-Mars_(Paris)',
    ]);
    expect(page.results[0]).toEqual({
      kind: 'web',
      title: 'Tour Eiffel',
      url: 'https://fr.wikipedia.org/wiki/Tour_Eiffel',
      displayUrl: 'fr.wikipedia.org/wiki/Tour_Eiffel',
      snippet:
        'La tour Eiffel est une tour de fer puddlé de 330 m de hauteur située à Paris, à l’extrémité nord-ouest ' +
        'du parc du Champ-de-Mars en bordure de la Seine',
      thumbnail: {
        url: 'https://upload.wikimedia.org/wikipedia/commons/thumb/8/85/Tour_Eiffel_Wikimedia_Commons_%28cropped%29.jpg/120px-Tour_Eiffel_Wikimedia_Commons_%28cropped%29.jpg',
        width: 120,
        height: 180,
      },
      credit: {
        name: 'Wikipédia',
        licence: 'CC BY-SA 4.0',
        url: 'https://creativecommons.org/licenses/by-sa/4.0/deed.fr',
      },
    });
    // Entities decoded once: "&amp;" in the snippet is "&"; an article without image has none.
    expect(page.results[1]).toMatchObject({ snippet: expect.stringContaining('centralien & industriel') });
    expect(page.results[1]).not.toHaveProperty('thumbnail');
    expect(page.hasMore).toBe(true);
  });

  it('asks the documented search with the page as an offset, then the articles’ addresses and images in one call', async () => {
    server.requests.length = 0;
    await wikipedia().search(providerQuery({ q: 'tour eiffel', page: 3 }));
    const [search, pages] = [server.calls('search')[0]!, server.calls('pages')[0]!];
    expect(Object.fromEntries(search.query)).toEqual({
      action: 'query',
      list: 'search',
      srsearch: 'tour eiffel',
      srlimit: '10',
      sroffset: '20',
      srprop: 'snippet',
      format: 'json',
      formatversion: '2',
      utf8: '1',
    });
    expect(Object.fromEntries(pages.query)).toMatchObject({
      pageids: '1359783|39453|161420',
      prop: 'info|pageimages',
      inprop: 'url',
      piprop: 'thumbnail',
    });
  });

  it('names itself and a contact in its User-Agent, as Wikimedia asks', async () => {
    server.requests.length = 0;
    await wikipedia().search(providerQuery({ q: 'gustave eiffel' }));
    expect(server.calls('search')[0]!.headers['user-agent']).toBe(USER_AGENT);
  });

  it('keeps the results when the images call fails, with the article address built from the title', async () => {
    server.answer('pages', { status: 500, body: '{}' });
    const page = await wikipedia().search(providerQuery({ q: 'champ de mars' }));
    expect(page.results[2]).toMatchObject({ url: `${server.baseUrl}/wiki/Champ-de-Mars_(Paris)` });
    expect(page.results[2]).not.toHaveProperty('thumbnail');
    server.answer('pages', { file: 'wikipedia-pages.json' });
  });

  it('answers nothing, without a second call, when nothing is found', async () => {
    server.answer('search', { file: 'wikipedia-search-empty.json' });
    server.requests.length = 0;
    expect(await wikipedia().search(providerQuery({ q: 'xqzwv' }))).toEqual({ results: [], hasMore: false });
    expect(server.calls('pages')).toHaveLength(0);
    server.answer('search', { file: 'wikipedia-search.json' });
  });

  it('takes a MediaWiki error (sent with HTTP 200) for a failure', async () => {
    server.answer('search', { status: 200, body: '{"error":{"code":"internal_api_error","info":"x"}}' });
    await expect(wikipedia().search(providerQuery({ q: 'erreur' }))).rejects.toMatchObject({
      reason: 'format',
    });
    server.answer('search', { file: 'wikipedia-search.json' });
  });

  it('says it honours neither the sort by date, the language filter nor the time filter', () => {
    expect(wikipedia().honours).toEqual({ sortByDate: false, language: false, time: false });
  });
});

describeFailures({
  provider: 'wikipedia',
  path: '/w/api.php',
  call: (baseUrl, { timeoutMs, signal }) =>
    createWikipediaProvider({ apiUrl: `${baseUrl}/w/api.php`, client: client(), timeoutMs }).search(
      providerQuery({ signal }),
    ),
});

describe('Wikimedia Commons provider (images tab)', () => {
  let server: WikimediaServer;
  beforeAll(async () => (server = await startWikimediaServer()));
  afterAll(() => server.close());
  const commons = () => createCommonsProvider({ apiUrl: server.apiUrl, client: client(), timeoutMs: 2000 });

  it('gives the image files in the search’s order, PDFs left out, each with its own licence', async () => {
    const page = await commons().search(providerQuery({ q: 'tour eiffel', tab: 'images' }));
    expect(page.results).toEqual([
      {
        kind: 'image',
        title: 'Tour Eiffel Wikimedia Commons (cropped)',
        url: 'https://commons.wikimedia.org/wiki/File:Tour_Eiffel_Wikimedia_Commons_(cropped).jpg',
        imageUrl:
          'https://upload.wikimedia.org/wikipedia/commons/8/85/Tour_Eiffel_Wikimedia_Commons_%28cropped%29.jpg',
        thumbnailUrl:
          'https://upload.wikimedia.org/wikipedia/commons/thumb/8/85/Tour_Eiffel_Wikimedia_Commons_%28cropped%29.jpg/320px-Tour_Eiffel_Wikimedia_Commons_%28cropped%29.jpg',
        width: 320,
        height: 480,
        source: 'Wikimedia Commons',
        credit: {
          name: 'Wikimedia Commons',
          licence: 'CC BY-SA 3.0',
          url: 'https://creativecommons.org/licenses/by-sa/3.0',
        },
      },
      expect.objectContaining({
        title: 'Eiffel tower from trocadero',
        // A file whose licence names no URL points to its own page, where its terms are.
        credit: {
          name: 'Wikimedia Commons',
          licence: 'Public domain',
          url: 'https://commons.wikimedia.org/wiki/File:Eiffel_tower_from_trocadero.svg',
        },
      }),
    ]);
    expect(page.hasMore).toBe(true);
  });

  it('searches the File namespace with the image info of a thumbnail width', async () => {
    server.requests.length = 0;
    await commons().search(providerQuery({ q: 'chat', tab: 'images', page: 2 }));
    expect(Object.fromEntries(server.calls('commons')[0]!.query)).toEqual({
      action: 'query',
      generator: 'search',
      gsrsearch: 'chat',
      gsrnamespace: '6',
      gsrlimit: '10',
      gsroffset: '10',
      prop: 'imageinfo',
      iiprop: 'url|size|mime|extmetadata',
      iiextmetadatafilter: 'LicenseShortName|LicenseUrl|ObjectName',
      iiurlwidth: '320',
      format: 'json',
      formatversion: '2',
    });
  });

  it('answers nothing when no file matches (no `query` in the answer)', async () => {
    server.answer('commons', { file: 'commons-search-empty.json' });
    expect(await commons().search(providerQuery({ q: 'xqzwv', tab: 'images' }))).toEqual({
      results: [],
      hasMore: false,
    });
    server.answer('commons', { file: 'commons-search.json' });
  });

  it('answers the images tab of the wikipedia provider', async () => {
    const wikipedia = createWikipediaProvider({
      apiUrl: server.apiUrl,
      client: client(),
      timeoutMs: 2000,
      images: commons(),
    });
    const page = await wikipedia.search(providerQuery({ q: 'tour eiffel', tab: 'images' }));
    expect(page.results[0]).toMatchObject({ kind: 'image', source: 'Wikimedia Commons' });
  });
});

describe('Wikipedia suggestions (opensearch)', () => {
  let server: WikimediaServer;
  beforeAll(async () => (server = await startWikimediaServer()));
  afterAll(() => server.close());

  it('completes with article titles, at most the limit, asking opensearch for that many', async () => {
    const suggest = createWikipediaSuggest({ apiUrl: server.apiUrl, client: client() });
    const completions = await suggest.suggest('tour eif', {
      safe: true,
      limit: 3,
      signal: AbortSignal.timeout(5000),
    });
    expect(completions).toEqual(['Tour Eiffel', 'Tour Eiffel (homonymie)', 'Tour Eiffel de Lyon']);
    expect(Object.fromEntries(server.calls('opensearch')[0]!.query)).toEqual({
      action: 'opensearch',
      search: 'tour eif',
      limit: '3',
      namespace: '0',
      format: 'json',
    });
  });
});

describe('the Wikimedia client', () => {
  let server: WikimediaServer;
  let now: number;
  let warnings: string[];
  let wikimedia: WikimediaClient;
  beforeAll(async () => (server = await startWikimediaServer()));
  afterAll(() => server.close());
  beforeEach(() => {
    now = Date.parse('2026-11-25T12:00:00Z');
    warnings = [];
    server.answer('search', { file: 'wikipedia-search.json' });
    wikimedia = createWikimediaClient({
      userAgent: USER_AGENT,
      cache: createMemoryCache(),
      cacheTtlMs: 60_000,
      now: () => now,
      log: { warn: (_details: object, message: string) => void warnings.push(message), info: () => {} },
    });
  });
  const search = (q = 'tour eiffel') =>
    createWikipediaProvider({ apiUrl: server.apiUrl, client: wikimedia, timeoutMs: 2000 }).search(
      providerQuery({ q }),
    );

  it('serves a repeated query from its cache, asking Wikipedia once', async () => {
    server.requests.length = 0;
    await search();
    await search();
    expect(server.calls('search')).toHaveLength(1);
  });

  it('backs off for the Retry-After of a 429, serving its cache meanwhile, and tells only the log', async () => {
    await search('tour eiffel');
    now += 61_000; // the answer is no longer fresh, but kept
    server.answer('search', { status: 429, body: '{}', headers: { 'retry-after': '120' } });
    server.requests.length = 0;
    expect((await search('tour eiffel')).results).toHaveLength(3);
    expect(server.calls('search')).toHaveLength(1);
    // A query never asked before has nothing to serve: the source is skipped without a call.
    await expect(search('gustave eiffel')).rejects.toMatchObject({ provider: 'wikipedia' });
    expect(server.calls('search')).toHaveLength(1);
    expect(wikimedia.available('wikipedia')).toBe(false);
    expect(wikimedia.states()).toEqual([
      { name: 'wikipedia', state: 'throttled', until: '2026-11-25T12:03:01.000Z' },
    ]);
    expect(warnings).toEqual(['wikimedia: source throttled']);
    // Once the 120 s have passed, it is asked again.
    server.answer('search', { file: 'wikipedia-search.json' });
    now += 120_000;
    expect(wikimedia.available('wikipedia')).toBe(true);
    expect((await search('gustave eiffel')).results).toHaveLength(3);
    expect(server.calls('search')).toHaveLength(2);
  });

  it('reads a Retry-After given as an HTTP date, and backs off a minute after a 503 without one', async () => {
    server.answer('search', {
      status: 503,
      body: '',
      headers: { 'retry-after': new Date(now + 30_000).toUTCString() },
    });
    await expect(search('a')).rejects.toMatchObject({ reason: 'http' });
    expect(wikimedia.states()[0]).toEqual({
      name: 'wikipedia',
      state: 'throttled',
      until: '2026-11-25T12:00:30.000Z',
    });
    now += 30_000;
    server.answer('search', { status: 503, body: '' });
    await expect(search('b')).rejects.toMatchObject({ reason: 'http' });
    expect(wikimedia.states()[0]!.until).toBe('2026-11-25T12:01:30.000Z');
  });

  it('keeps at most two calls in flight, the others waiting their turn', async () => {
    let inFlight = 0;
    let most = 0;
    let done = 0;
    const release: Array<() => void> = [];
    const counting = createWikimediaClient({
      userAgent: USER_AGENT,
      cache: createMemoryCache(),
      cacheTtlMs: 0,
      fetch: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise<void>((resolve) => release.push(resolve));
        inFlight -= 1;
        done += 1;
        return new Response('{"batchcomplete":true}', { headers: { 'content-type': 'application/json' } });
      },
    });
    const provider = createWikipediaProvider({ apiUrl: server.apiUrl, client: counting, timeoutMs: 5000 });
    const searches = ['a', 'b', 'c', 'd', 'e'].map((q) => provider.search(providerQuery({ q })));
    // One call let go at a time, once the event loop has settled: a waiting one may then start.
    while (done < 5) {
      await new Promise((resolve) => setImmediate(resolve));
      release.shift()?.();
    }
    await Promise.all(searches);
    expect(most).toBe(2);
  });

  describe('when the host name cannot be resolved (no network)', () => {
    let attempts: number;
    let networkBack: boolean;
    let offline: WikimediaClient;
    beforeEach(() => {
      attempts = 0;
      networkBack = false;
      offline = createWikimediaClient({
        userAgent: USER_AGENT,
        cache: createMemoryCache(),
        cacheTtlMs: 60_000,
        now: () => now,
        log: { warn: (_details: object, message: string) => void warnings.push(message), info: () => {} },
        // What undici throws when getaddrinfo fails.
        fetch: async () => {
          attempts += 1;
          if (networkBack) return new Response('{"batchcomplete":true}');
          const cause = Object.assign(new Error('getaddrinfo ENOTFOUND fr.wikipedia.org'), {
            code: 'ENOTFOUND',
          });
          throw new TypeError('fetch failed', { cause });
        },
      });
    });
    const search = (q: string) =>
      createWikipediaProvider({
        apiUrl: 'https://fr.wikipedia.org/w/api.php',
        client: offline,
        timeoutMs: 2000,
      }).search(providerQuery({ q }));

    it('is skipped at once, checked again in the background a minute later, and asked once it answers', async () => {
      await expect(search('lyon')).rejects.toMatchObject({ reason: 'network' });
      expect(attempts).toBe(1);
      expect(offline.available('wikipedia')).toBe(false);
      await expect(search('paris')).rejects.toMatchObject({ reason: 'network' });
      now += 59_000;
      expect(offline.available('wikipedia')).toBe(false);
      expect(attempts).toBe(1);
      // A minute on, asking starts a check without making anyone wait for it; still no network.
      now += 1_000;
      expect(offline.available('wikipedia')).toBe(false);
      await until(() => attempts === 2 && offline.states()[0]!.until === '2026-11-25T12:02:00.000Z');
      expect(offline.available('wikipedia')).toBe(false);
      // The network is back: the next check finds it, and the source is asked again.
      networkBack = true;
      now += 60_000;
      expect(offline.available('wikipedia')).toBe(false);
      await until(() => offline.available('wikipedia'));
      expect(attempts).toBe(3);
      expect(offline.states()).toEqual([{ name: 'wikipedia', state: 'ok' }]);
      expect((await search('nice')).results).toEqual([]);
      expect(warnings).toEqual(['wikimedia: source unreachable']);
    });

    it('is checked at start in the background: the first search does not wait for the network to fail', async () => {
      offline.probe('wikipedia', 'https://fr.wikipedia.org/w/api.php');
      await until(() => attempts === 1 && offline.states()[0]?.state === 'unreachable');
      await expect(search('lyon')).rejects.toMatchObject({ reason: 'network' });
      expect(attempts).toBe(1);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

describe('bangs on the results page: the server sends the browser to the site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 120_000);
  afterAll(async () => t?.close());

  const open = (q: string) => t.app.inject({ method: 'GET', url: '/search', query: { q } });

  it('"!w Lyon" answers 302 to French Wikipedia\'s search, never stored by a cache', async () => {
    const res = await open('!w Lyon');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://fr.wikipedia.org/w/index.php?search=Lyon');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reads the bang at the end of the query too, and encodes what it carries', async () => {
    const res = await open('Saint-Étienne & "Geoffroy-Guichard" !W');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      'https://fr.wikipedia.org/w/index.php?search=Saint-%C3%89tienne%20%26%20%22Geoffroy-Guichard%22',
    );
    expect((await open('vélo électrique !lbc')).headers.location).toBe(
      'https://www.leboncoin.fr/recherche?text=v%C3%A9lo%20%C3%A9lectrique',
    );
  });

  it('works from the address bar and the OpenSearch entry: a raw query string with + for spaces', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/search?q=!yt+daft+punk' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://www.youtube.com/results?search_query=daft%20punk');
  });

  it("a bang alone leads to the site's home page", async () => {
    expect((await open('!w')).headers.location).toBe('https://fr.wikipedia.org/');
    expect((await open('  !imdb  ')).headers.location).toBe('https://www.imdb.com/');
  });

  it('an unknown bang, or a bang in the middle, is a search like any other: the results page, 200', async () => {
    for (const q of ['!xyz lyon', 'lyon !w gare', '!', 'lyon!w']) {
      const res = await open(q);
      expect(res.statusCode, q).toBe(200);
      expect(res.headers.location, q).toBeUndefined();
    }
  });

  it("never leaves for another host than the bang's, whatever the query holds", async () => {
    for (const q of [
      '!w //evil.example',
      '!w https://evil.example',
      '!deezer ../../@evil.example',
      '!w \\\\evil.example',
    ]) {
      const res = await open(q);
      expect(res.statusCode, q).toBe(302);
      expect(new URL(res.headers.location as string).host, q).toBe(
        q.startsWith('!deezer') ? 'www.deezer.com' : 'fr.wikipedia.org',
      );
    }
  });

  it('the API is not redirected: /api/search with a bang answers results like any query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search', query: { q: '!w lyon' } });
    expect(res.statusCode).toBe(200);
  });
});

// Links and images work from any address the product is opened at: relative where they can be,
// PUBLIC_URL only where an absolute address is required (OpenSearch), else the address the browser used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { searchAnswerSchema } from '../../../common/search';
import { buildSearchTestApp } from '../../fixtures/searchApp';
import type { TestApp } from '../../fixtures/testApp';

const templateOf = (xml: string) => /type="text\/html" method="get" template="([^"]+)"/.exec(xml)?.[1];

describe('GET /api/search?tab=images on the local index', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await buildSearchTestApp({
        env: { SEARCH_PROVIDER: 'local', PUBLIC_URL: 'https://recherche.example.fr' },
      })),
  );
  afterAll(() => t.close());

  it('gives thumbnails and images the product serves as paths, not under PUBLIC_URL or localhost', async () => {
    const res = await t.app.inject({ url: '/api/search', query: { q: 'france', tab: 'images' } });
    const { results } = dataOf(searchAnswerSchema).parse(res.json()).data;
    const images = results.filter((r) => r.kind === 'image');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.thumbnailUrl).toMatch(/^\/[^/]/);
      expect(image.imageUrl).toMatch(/^\/[^/]/);
    }
  });
});

describe('GET /opensearch.xml without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await buildSearchTestApp({ env: { SEARCH_PROVIDER: 'local', TRUST_PROXY: '10.0.0.1' } })),
  );
  afterAll(() => t.close());

  const description = (headers: Record<string, string>, remoteAddress = '192.168.1.30') =>
    t.app.inject({ url: '/opensearch.xml', headers, remoteAddress });

  it('points the browser back to the address it used (a LAN address, 127.0.0.1), not localhost', async () => {
    for (const host of ['192.168.1.20:3000', '127.0.0.1:3000', 'portail.lan', '[fe80::1]:8080']) {
      const res = await description({ host });
      expect(templateOf(res.body)).toBe(`http://${host}/search?q={searchTerms}`);
      expect(res.body).toContain(`template="http://${host}/api/suggest/opensearch?q={searchTerms}"`);
      expect(res.headers.vary).toMatch(/Host/);
    }
  });

  it('follows X-Forwarded-Host and X-Forwarded-Proto from a proxy named in TRUST_PROXY only', async () => {
    const forwarded = {
      host: '10.0.0.1:3000',
      'x-forwarded-host': 'recherche.example.fr',
      'x-forwarded-proto': 'https',
    };
    expect(templateOf((await description(forwarded, '10.0.0.1')).body)).toBe(
      'https://recherche.example.fr/search?q={searchTerms}',
    );
    expect(templateOf((await description(forwarded, '192.168.1.30')).body)).toBe(
      'http://10.0.0.1:3000/search?q={searchTerms}',
    );
  });

  it('falls back to the configured address when the Host header is not a host', async () => {
    const res = await description({ host: 'evil"/><x y="' });
    expect(templateOf(res.body)).toBe(`${t.config.publicUrl}/search?q={searchTerms}`);
  });
});

describe('GET /opensearch.xml with PUBLIC_URL set', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await buildSearchTestApp({
        env: { SEARCH_PROVIDER: 'local', PUBLIC_URL: 'https://recherche.example.fr/' },
      })),
  );
  afterAll(() => t.close());

  it('always names the public address, whatever address the request came to', async () => {
    const res = await t.app.inject({ url: '/opensearch.xml', headers: { host: '192.168.1.20:3000' } });
    expect(templateOf(res.body)).toBe('https://recherche.example.fr/search?q={searchTerms}');
    expect(res.headers.vary ?? '').not.toMatch(/Host/);
  });
});

describe('GET /api/config/client without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildSearchTestApp({ env: { SEARCH_PROVIDER: 'local' } })));
  afterAll(() => t.close());

  it('gives the API and front-end addresses as paths, not localhost', async () => {
    const res = await t.app.inject({ url: '/api/config/client', headers: { host: '192.168.1.20:3000' } });
    expect(res.json().data).toMatchObject({ apiUrl: '/api', frontendUrl: '/' });
  });
});

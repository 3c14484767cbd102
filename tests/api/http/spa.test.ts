import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const INDEX = '<!doctype html><html lang="fr"><div id="root"></div></html>';
const SCRIPT = `console.log(${JSON.stringify('Recherche '.repeat(500))});`;
const BROTLI_COPY = brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

describe('serving the built web app', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'portail-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), INDEX);
    writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
    // As the build leaves a file: beside its Brotli copy, compressed once at quality 11.
    writeFileSync(join(webRoot, 'assets', 'react-Ef56Gh78.js'), SCRIPT);
    writeFileSync(join(webRoot, 'assets', 'react-Ef56Gh78.js.br'), BROTLI_COPY);
    writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(SCRIPT);
  });

  it('compresses what it serves when the browser accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it("sends the build's Brotli copy as it is, still cached for a year", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/react-Ef56Gh78.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(BROTLI_COPY)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('never caches files outside assets/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/search?q=lyon', '/partners', '/partner/dashboard', '/admin/partners', '/privacy'])(
    'answers the page %s with index.html, not cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toContain('cookie');
      expect(res.body).toBe(INDEX);
    },
  );

  it('answers an unknown page with index.html and status 404, so the app shows its 404 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nimporte/quoi' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX);
  });
});

// Public pages come drawn by the server (React's streaming renderer), with their head, their results
// and the state the browser hydrates them with; the signed-in areas come empty, for the browser to draw.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_STATE_ID } from '../../../common/routes';
import { signIn } from '../../fixtures/roles';
import { buildSearchTestApp } from '../../fixtures/searchApp';
import type { TestApp } from '../../fixtures/testApp';

// The built index.html's shape: what the server fills in.
const INDEX = `<!doctype html><html lang="fr"><head><meta name="description" content="Recherche : le moteur." />
<title>Recherche</title><link rel="stylesheet" crossorigin href="/assets/index-test.css"></head><body><div id="root"></div></body></html>`;

const STATE = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">([^<]*)</script>`);

/** The queries a page's state hands to the browser, by their key. */
function stateOf(html: string): Map<string, unknown> {
  const json = STATE.exec(html)?.[1];
  expect(json, 'the page carries its state').toBeDefined();
  const state = JSON.parse(json!) as {
    queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
  };
  return new Map(state.queries.queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]));
}

/** The drawing inside the root. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1];

describe('pages drawn on the server', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'portail-ssr-'));
    writeFileSync(join(webRoot, 'index.html'), INDEX);
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'assets', 'index-test.css'), '.home{margin:0 auto}');
    // The real renderer, built as `npm run build` builds it, beside this index.html.
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--ssr', 'entry-server.tsx'], {
      env: { ...process.env, NODE_ENV: 'production', WEB_OUT_DIR: webRoot },
      stdio: 'ignore',
    });
    t = await buildSearchTestApp({ webRoot, env: { SEARCH_PROVIDER: 'local', KNOWLEDGE_SOURCE: 'local' } });
  }, 180_000);
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
    rmSync(`${webRoot}-ssr`, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'recherche.example', ...headers } });

  it('draws the results page with its results, its title and the search it showed in its state', async () => {
    const res = await get('/search?q=Lyon');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Lyon – Recherche</title>');
    const root = rootOf(res.body)!;
    // The query's words are highlighted: the title reads whole once the markup is left out.
    expect(root.replace(/<[^>]+>/g, '')).toContain('Lyon (69) – commune du Rhône');
    // The search form works before any script: a GET to /search with q.
    expect(root).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
    const state = stateOf(res.body);
    expect(state.get('["client-config"]')).toMatchObject({ failed: false, config: { apiUrl: '/api' } });
    const search = [...state.keys()].find((key) => key.startsWith('["search"'));
    expect(search).toBe(
      JSON.stringify(['search', 'q=Lyon&tab=web&lang=auto&safesearch=active&sort=relevance']),
    );
  });

  it('draws the home page with the config in its state, so no page waits for a config call', async () => {
    const res = await get('/');
    expect(rootOf(res.body)).toContain('role="search"');
    expect([...stateOf(res.body).keys()]).toEqual(['["client-config"]', '["auth-user"]', '["ad-slots"]']);
  });

  it('draws the ad slots GET /api/ads/slots gives the visitor, a first ?ref=CODE included', async () => {
    const api = async (cookie?: string) =>
      (
        (
          await t.app.inject({ method: 'GET', url: '/api/ads/slots', headers: cookie ? { cookie } : {} })
        ).json().data.slots as Array<{ id: string }>
      ).map((slot) => slot.id);
    const home = stateOf((await get('/')).body);
    expect(home.get('["ad-slots"]')).toEqual(await api());
    expect(home.get('["ad-slots"]')).toContain('home');
    const results = stateOf((await get('/search?q=Lyon&ref=NOBODY')).body);
    expect(results.get('["ad-slots"]')).toEqual(await api('pa_ref=NOBODY'));
  });

  it('sends pages compressed as the browser accepts, with the style sheet in the page', async () => {
    for (const [accepted, encoding, unzip] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await get('/search?q=Lyon', { 'accept-encoding': accepted });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      const html = unzip(res.rawPayload).toString('utf8');
      expect(html).toContain('Lyon (69)');
      expect(res.rawPayload.length).toBeLessThan(html.length / 2);
    }
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<style>.home{margin:0 auto}</style>');
    expect(plain.body).not.toContain('rel="stylesheet"');
  });

  it('draws a guest signed out, with or without a cookie naming no session', async () => {
    const signedOut = { user: null, accounts: [], roles: { isPartner: false, isAdmin: false } };
    expect(stateOf((await get('/')).body).get('["auth-user"]')).toEqual(signedOut);
    expect(stateOf((await get('/', { cookie: 'sid=anything' })).body).get('["auth-user"]')).toEqual(
      signedOut,
    );
  });

  it('draws a signed-in person’s page as they see it: their account menu, and results with their safe search', async () => {
    const member = await signIn(t.app, 'Marie Membre', 'marie.membre@exemple.fr');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: member.headers(),
      payload: { safesearch_enabled: false },
    });
    expect(changed.statusCode).toBe(200);
    const res = await get('/search?q=Lyon', { cookie: member.browser.cookieHeader() });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('cookie');
    const state = stateOf(res.body);
    const viewer = state.get('["auth-user"]') as { user: { name: string; safesearch_enabled: boolean } };
    expect(viewer.user).toMatchObject({ name: 'Marie Membre', safesearch_enabled: false });
    const searches = [...state.keys()].filter((key) => key.startsWith('["search"'));
    expect(searches).toEqual([expect.stringContaining('safesearch=off')]);
    const root = rootOf(res.body)!;
    expect(root).toContain('Marie Membre');
    expect(root).not.toContain('>Connexion<');
    expect(root.replace(/<[^>]+>/g, '')).toContain('Lyon (69) – commune du Rhône');
  });

  it('gives the marketing pages their own title and description, for search engines', async () => {
    const res = await get('/partners');
    expect(res.body).toMatch(/<title>[^<]*[Pp]artenaire[^<]*<\/title>/);
    expect(res.body).not.toContain('content="Recherche : le moteur."');
    expect(rootOf(res.body)).toContain('<h1');
  });

  it('draws the privacy page with the address the visitor typed', async () => {
    const res = await get('/privacy');
    expect(rootOf(res.body)).toContain('recherche.example');
  });

  it('draws the licences page with the attribution each shipped data set asks for', async () => {
    const res = await get('/licences');
    expect(res.statusCode).toBe(200);
    const text = rootOf(res.body)!.replace(/<[^>]+>/g, '');
    expect(text).toContain('AGPL-3.0-or-later');
    expect(text).toContain('Open Database License (ODbL) 1.0');
    expect(text).toContain('Licence Ouverte 2.0');
    expect(text).toContain('Creative Commons BY 4.0');
    // No SOURCE_CODE_URL here: the source is offered on request.
    expect(text).toContain('sur simple demande');
  });

  it('draws an unknown page as the 404 page, with status 404', async () => {
    const res = await get('/nimporte/quoi');
    expect(res.statusCode).toBe(404);
    expect(rootOf(res.body)).toContain('<h1');
  });

  it.each(['/admin/partners', '/partner/dashboard', '/partners/signup'])(
    'leaves %s to the browser: an empty root, the config in the state',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toBe('');
      expect([...stateOf(res.body).keys()]).toEqual(['["client-config"]']);
    },
  );

  it('never lets a query close the state’s script or the page’s markup', async () => {
    const attack = '</script><script>alert(1)</script><!--';
    const res = await get(`/search?q=${encodeURIComponent(attack)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(stateOf(res.body).size).toBeGreaterThan(0);
  });
});

// An account's settings (GET and PUT /api/user/preferences): the spec's two switches kept to the letter, every
// other setting beside them, each account's its own; a page of 10, 20 or 50 results; a guest's cookie read one
// value at a time, junk never breaking a page.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { preferencesSchema } from '../../../common/auth';
import { PAGE_STATE_ID } from '../../../common/routes';
import { SETTINGS_DEFAULT } from '../../../common/settings';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { buildSearchTestApp, searchOf } from '../../fixtures/searchApp';
import type { TestApp } from '../../fixtures/testApp';

type Caller = { browser: TestBrowser; token: string };

describe('GET and PUT /api/user/preferences', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildSearchTestApp()));
  afterAll(() => t.close());

  async function caller(identity?: { name: string; email: string }): Promise<Caller> {
    const browser = createTestBrowser(t.app);
    if (identity) await signInWith(browser, identity);
    const token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    return { browser, token };
  }
  const call = (c: Caller, method: 'GET' | 'PUT', payload?: object) =>
    t.app.inject({
      method,
      url: '/api/user/preferences',
      headers: { cookie: c.browser.cookieHeader(), 'x-csrf-token': c.token },
      ...(payload ? { payload } : {}),
    });
  const preferencesOf = async (c: Caller) => {
    const res = await call(c, 'GET');
    expect(res.statusCode, res.body).toBe(200);
    return dataOf(preferencesSchema).parse(res.json()).data;
  };

  it('refuses a guest (401): a guest’s settings live in their cookie, never on the server', async () => {
    const guest = await caller();
    expect((await call(guest, 'GET')).statusCode).toBe(401);
    const put = await call(guest, 'PUT', { settings: { perPage: 20 } });
    expect(put.statusCode).toBe(401);
    expect(put.json().error.message).toBe('Connexion requise');
  });

  it('answers every setting beside the spec’s two switches, the defaults for a new account', async () => {
    const c = await caller({ name: 'Noé', email: 'noe.settings@example.fr' });
    expect(await preferencesOf(c)).toEqual({
      safesearch_enabled: true,
      history_enabled: true,
      settings: SETTINGS_DEFAULT,
    });
  });

  it('keeps an account’s settings its own: another account, even in the same browser, keeps its own', async () => {
    const alice = await caller({ name: 'Alice R', email: 'alice.settings@example.fr' });
    const bob = await caller({ name: 'Bob R', email: 'bob.settings@example.fr' });
    const change = { safeSearch: 'moderate', perPage: 50, theme: 'dark', newTab: true, lang: 'de' } as const;
    const put = await call(alice, 'PUT', { settings: change });
    expect(put.statusCode, put.body).toBe(200);
    expect((await preferencesOf(alice)).settings).toEqual({ ...SETTINGS_DEFAULT, ...change });
    expect((await preferencesOf(bob)).settings).toEqual(SETTINGS_DEFAULT);
    // A second account added in Alice's browser is active now: its settings are its own.
    await signInWith(alice.browser, { name: 'Carole R', email: 'carole.settings@example.fr' });
    expect((await preferencesOf(alice)).settings).toEqual(SETTINGS_DEFAULT);
    // And GET /auth/user carries the active account's settings, for the pages drawn for it.
    const user = JSON.parse((await alice.browser.request('/auth/user')).body).data.user;
    expect(user.settings).toEqual(SETTINGS_DEFAULT);
  });

  it('keeps the spec’s switches to the letter: off then on again finds the moderate level left', async () => {
    const c = await caller({ name: 'Denise', email: 'denise.settings@example.fr' });
    await call(c, 'PUT', { settings: { safeSearch: 'moderate' } });
    const off = await call(c, 'PUT', { safesearch_enabled: false });
    expect(off.json().data).toMatchObject({ safesearch_enabled: false, settings: { safeSearch: 'off' } });
    const on = await call(c, 'PUT', { safesearch_enabled: true });
    expect(on.json().data).toMatchObject({ safesearch_enabled: true, settings: { safeSearch: 'moderate' } });
    const history = await call(c, 'PUT', { settings: { history: false } });
    expect(history.json().data).toMatchObject({ history_enabled: false, settings: { history: false } });
    expect(await preferencesOf(c)).toMatchObject({ history_enabled: false, safesearch_enabled: true });
  });

  it('refuses an unknown setting or value with a French 400, changing nothing', async () => {
    const c = await caller({ name: 'Émile', email: 'emile.settings@example.fr' });
    for (const settings of [{ perPage: 30 }, { theme: 'rose' }, { colour: 'red' }, { newTab: 'oui' }, {}]) {
      const res = await call(c, 'PUT', { settings });
      expect(res.statusCode, JSON.stringify(settings)).toBe(400);
      expect(res.json().error.message).toBe('Données invalides');
    }
    expect((await preferencesOf(c)).settings).toEqual(SETTINGS_DEFAULT);
  });
});

describe('GET /api/search with num (results per page)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildSearchTestApp({ env: { SEARCH_PROVIDER: 'local' } })));
  afterAll(() => t.close());

  it('gives 20 results as the first two pages of 10, and the next page of 20 after them', async () => {
    const query = { q: 'france', tab: 'web' };
    const tens = await Promise.all([1, 2, 3, 4].map((page) => searchOf(t, { ...query, page: String(page) })));
    const urls = (answers: { results: { url: string }[] }[]) =>
      answers.flatMap((a) => a.results.map((r) => r.url));
    expect(urls(tens).length, 'the index holds more than 20 pages about France').toBeGreaterThan(20);
    const first = await searchOf(t, { ...query, num: '20' });
    expect(urls([first])).toEqual(urls(tens.slice(0, 2)));
    expect(first.hasMore).toBe(true);
    const second = await searchOf(t, { ...query, num: '20', page: '2' });
    expect(urls([second])).toEqual(urls(tens.slice(2, 4)));
  });

  it('refuses another page size with a French 400', async () => {
    const res = await t.app.inject({ url: '/api/search?q=france&num=30' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.errors[0]).toEqual({
      field: 'num',
      message: 'Nombre de résultats par page invalide (10, 20 ou 50)',
    });
  });
});

describe('pages drawn with a guest’s settings cookie', () => {
  const INDEX = `<!doctype html><html lang="fr"><head><meta name="description" content="Recherche" />
<title>Recherche</title></head><body><div id="root"></div></body></html>`;
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'portail-settings-'));
    writeFileSync(join(webRoot, 'index.html'), INDEX);
    mkdirSync(join(webRoot, 'assets'));
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

  const page = (url: string, prefs: string) =>
    t.app.inject({ url, headers: { host: 'recherche.example', cookie: `a=b; prefs=${prefs}; c=d` } });
  /** The search calls the page's state hands to the browser. */
  function searchCalls(html: string): URLSearchParams[] {
    const json = new RegExp(`id="${PAGE_STATE_ID}">([^<]*)</script>`).exec(html)?.[1];
    const state = JSON.parse(json ?? '{"queries":{"queries":[]}}') as {
      queries: { queries: Array<{ queryKey: unknown[] }> };
    };
    return state.queries.queries
      .filter((q) => q.queryKey[0] === 'search')
      .map((q) => new URLSearchParams(String(q.queryKey[1])));
  }

  it('draws the results with the cookie’s settings, and the theme on <html>', async () => {
    const res = await page('/search?q=france', 'safe=moderate&n=20&theme=dark&newtab=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html data-theme="dark" lang="fr"');
    expect(res.body).toContain(`id="${PAGE_STATE_ID}"`);
    const [call] = searchCalls(res.body);
    expect(call?.get('safesearch')).toBe('moderate');
    expect(call?.get('num')).toBe('20');
    expect(res.body).toContain('target="_blank"');
  });

  it('ignores each unknown or malformed value, keeping the others and the defaults: never a 5xx', async () => {
    const junk = [
      'n=20&theme=<script>&safe=%ZZ&newtab=yes&lang=xx&tab=../',
      '%E0%A4%A&&&===',
      'n=99999999999999999999&theme=dark&theme=light',
      '"quoted"',
      '',
    ];
    for (const prefs of junk)
      for (const url of ['/search?q=france', '/', '/preferences', '/help']) {
        const res = await page(url, prefs);
        expect(res.statusCode, `${url} with prefs=${prefs}`).toBe(200);
        expect(res.body).toContain('<div id="root">');
      }
    const res = await page('/search?q=france', junk[0]!);
    const [call] = searchCalls(res.body);
    expect(call?.get('num')).toBe('20');
    expect(call?.get('safesearch')).toBe('active');
    expect(call?.get('lang')).toBe('auto');
    expect(res.body).not.toContain('data-theme');
    expect(res.body).not.toContain('target="_blank"');
  });

  it('draws a signed-in account with its own settings, whatever the browser’s cookie says', async () => {
    const browser = createTestBrowser(t.app);
    await signInWith(browser, { name: 'Paul Page', email: 'paul.settings@example.fr' });
    const token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: { cookie: browser.cookieHeader(), 'x-csrf-token': token },
      payload: { settings: { theme: 'light', perPage: 50 } },
    });
    expect(put.statusCode).toBe(200);
    const res = await t.app.inject({
      url: '/search?q=france',
      headers: { host: 'recherche.example', cookie: `${browser.cookieHeader()}; prefs=theme=dark&n=20` },
    });
    expect(res.body).toContain('<html data-theme="light"');
    expect(searchCalls(res.body)[0]?.get('num')).toBe('50');
  });
});

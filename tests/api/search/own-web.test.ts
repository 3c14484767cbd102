// « Votre web »: an account's sites (PUT and DELETE /api/user/sites/:domain, and the settings' lists), 500 at
// most, each account's its own; the results of every search with them hidden, raised or lowered, for an account
// and for a guest's cookie alike, in the API (the page drawn by the server asks the same function: tests/e2e/own-web.spec.ts); own bangs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { preferencesSchema } from '../../../common/auth';
import { hostOf, siteDomainOf, SITES_MAX } from '../../../common/ownWeb';
import { searchAnswerSchema, type SearchAnswer } from '../../../common/search';
import { encodeSettings, SETTINGS_DEFAULT } from '../../../common/settings';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { buildSearchTestApp } from '../../fixtures/searchApp';
import type { TestApp } from '../../fixtures/testApp';

type Caller = { browser: TestBrowser; token: string };

describe('« Votre web »: sites and bangs of a person', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildSearchTestApp()), 120_000);
  afterAll(() => t?.close());

  async function caller(identity?: { name: string; email: string }): Promise<Caller> {
    const browser = createTestBrowser(t.app);
    if (identity) await signInWith(browser, identity);
    const token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    return { browser, token };
  }
  const call = (c: Caller, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: c.browser.cookieHeader(), 'x-csrf-token': c.token },
      ...(payload ? { payload } : {}),
    });
  const site = (c: Caller, domain: string, action: 'hide' | 'raise' | 'lower' | null) =>
    action === null
      ? call(c, 'DELETE', `/api/user/sites/${encodeURIComponent(domain)}`)
      : call(c, 'PUT', `/api/user/sites/${encodeURIComponent(domain)}`, { action });
  const settingsOf = async (c: Caller) =>
    dataOf(preferencesSchema).parse((await call(c, 'GET', '/api/user/preferences')).json()).data.settings;
  async function search(cookie: string, q = 'lyon'): Promise<SearchAnswer> {
    const res = await t.app.inject({ url: '/api/search', query: { q }, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return dataOf(searchAnswerSchema).parse(res.json()).data;
  }
  const hosts = (answer: SearchAnswer) => answer.results.map((r) => hostOf(r.url)!);

  describe('PUT and DELETE /api/user/sites/:domain', () => {
    it('refuses a guest (401): a guest’s sites live in their cookie', async () => {
      const guest = await caller();
      const res = await site(guest, 'exemple.fr', 'hide');
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Connexion requise');
    });

    it('keeps a site as its domain, changes its rule, removes it', async () => {
      const c = await caller({ name: 'Inès', email: 'ines.sites@example.fr' });
      const res = await site(c, 'https://www.Exemple.fr/page', 'hide');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ sites: [{ domain: 'exemple.fr', action: 'hide' }] });
      await site(c, 'autre.fr', 'raise');
      await site(c, 'exemple.fr', 'lower');
      expect((await settingsOf(c)).sites).toEqual([
        { domain: 'autre.fr', action: 'raise' },
        { domain: 'exemple.fr', action: 'lower' },
      ]);
      expect((await site(c, 'exemple.fr', null)).json().data).toEqual({
        sites: [{ domain: 'autre.fr', action: 'raise' }],
      });
      // The other settings are untouched.
      expect(await settingsOf(c)).toEqual({
        ...SETTINGS_DEFAULT,
        sites: [{ domain: 'autre.fr', action: 'raise' }],
      });
    });

    it('refuses what is not a site or not an action, in French (400)', async () => {
      const c = await caller({ name: 'Jules', email: 'jules.sites@example.fr' });
      const bad = await site(c, 'pas un site', 'hide');
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('adresse de site invalide');
      const action = await call(c, 'PUT', '/api/user/sites/exemple.fr', { action: 'ban' });
      expect(action.statusCode).toBe(400);
      expect(JSON.stringify(action.json())).toContain('action inconnue');
    });

    it('keeps 500 sites and refuses the 501st in French (400), by one site or by the whole list', async () => {
      const c = await caller({ name: 'Karim', email: 'karim.sites@example.fr' });
      const sites = Array.from({ length: SITES_MAX }, (_, i) => ({ domain: `site${i}.fr`, action: 'hide' }));
      const put = await call(c, 'PUT', '/api/user/preferences', { settings: { sites } });
      expect(put.statusCode, put.body).toBe(200);
      expect((await settingsOf(c)).sites).toHaveLength(SITES_MAX);
      const more = await site(c, 'site500.fr', 'hide');
      expect(more.statusCode).toBe(400);
      expect(more.json().error.message).toBe('500 sites au plus par compte');
      const whole = await call(c, 'PUT', '/api/user/preferences', {
        settings: { sites: [...sites, { domain: 'site500.fr', action: 'hide' }] },
      });
      expect(whole.statusCode).toBe(400);
      expect(JSON.stringify(whole.json())).toContain('500 sites au plus par compte');
      // A site already there may still change its rule.
      expect((await site(c, 'site0.fr', 'raise')).statusCode).toBe(200);
      expect((await settingsOf(c)).sites).toHaveLength(SITES_MAX);
    });

    it('counts two quick changes both: each reads the row as it is, not as its request found it', async () => {
      const c = await caller({ name: 'Léa', email: 'lea.sites@example.fr' });
      const answers = await Promise.all(['a.fr', 'b.fr', 'c.fr', 'd.fr'].map((d) => site(c, d, 'hide')));
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      expect((await settingsOf(c)).sites?.map((s) => s.domain).sort()).toEqual([
        'a.fr',
        'b.fr',
        'c.fr',
        'd.fr',
      ]);
    });

    it('changes only the active account’s sites: another account, even in the same browser, keeps its own', async () => {
      const alice = await caller({ name: 'Alice S', email: 'alice.sites@example.fr' });
      const bob = await caller({ name: 'Bob S', email: 'bob.sites@example.fr' });
      await site(alice, 'alice.fr', 'hide');
      await site(bob, 'bob.fr', 'raise');
      expect((await settingsOf(alice)).sites).toEqual([{ domain: 'alice.fr', action: 'hide' }]);
      expect((await settingsOf(bob)).sites).toEqual([{ domain: 'bob.fr', action: 'raise' }]);
      await signInWith(alice.browser, { name: 'Carole S', email: 'carole.sites@example.fr' });
      expect((await settingsOf(alice)).sites).toBeUndefined();
    });
  });

  describe('GET /api/search with a person’s sites', () => {
    let plain: string[];
    beforeAll(async () => {
      plain = hosts(await search(''));
      // The test needs a page of several sites to hide, raise and lower.
      expect(new Set(plain).size).toBeGreaterThanOrEqual(3);
    });

    it('hides a site and its subdomains, raises one to the top, lowers one to the end (account)', async () => {
      const c = await caller({ name: 'Mona', email: 'mona.sites@example.fr' });
      const [first, second, , last] = [...new Set(plain)];
      const hidden = first!.replace(/^www\./, '');
      await site(c, hidden, 'hide');
      await site(c, last ?? second!, 'raise');
      await site(c, second!, 'lower');
      const answer = await search(c.browser.cookieHeader());
      const shown = hosts(answer);
      expect(shown.some((h) => h === hidden || h.endsWith(`.${hidden}`))).toBe(false);
      expect(answer.hidden).toBe(plain.filter((h) => h === hidden || h.endsWith(`.${hidden}`)).length);
      expect(shown[0]).toBe(last ?? second);
      if (last) expect(shown.at(-1)).toBe(second);
      expect(shown).toHaveLength(plain.length - answer.hidden!);
      // Removed: the page is the sources' again, for everyone.
      await site(c, hidden, null);
      await site(c, last ?? second!, null);
      await site(c, second!, null);
      const again = await search(c.browser.cookieHeader());
      expect(hosts(again)).toEqual(plain);
      expect(again.hidden).toBeUndefined();
    });

    it('follows a guest’s cookie the same way, and leaves everyone else’s page alone', async () => {
      const [first, second] = [...new Set(plain)].map((host) => siteDomainOf(host)!);
      const cookie = `prefs=${encodeSettings({
        ...SETTINGS_DEFAULT,
        sites: [
          { domain: first!, action: 'hide' },
          { domain: second!, action: 'lower' },
        ],
      })}`;
      const mine = hosts(await search(cookie));
      expect(mine.filter((h) => h === first || h.endsWith(`.${first}`))).toEqual([]);
      expect(siteDomainOf(mine.at(-1)!)).toBe(second);
      expect(hosts(await search(''))).toEqual(plain);
    });
  });

  describe('own bangs', () => {
    it('redirect an account’s and a guest’s own shortcut, and win over the shipped bang of the same name', async () => {
      const c = await caller({ name: 'Nadia', email: 'nadia.bangs@example.fr' });
      const bangs = [
        { shortcut: 'mdr', url: 'https://mon.exemple.fr/chercher?mots={q}' },
        { shortcut: 'w', url: 'https://wiki.exemple.fr/?s={q}' },
      ];
      const put = await call(c, 'PUT', '/api/user/preferences', { settings: { bangs } });
      expect(put.statusCode, put.body).toBe(200);
      const open = (cookie: string, q: string) =>
        t.app.inject({ url: '/search', query: { q }, headers: { cookie } });
      const mine = await open(c.browser.cookieHeader(), '!mdr vélo');
      expect(mine.statusCode).toBe(302);
      expect(mine.headers.location).toBe('https://mon.exemple.fr/chercher?mots=v%C3%A9lo');
      expect((await open(c.browser.cookieHeader(), '!w lyon')).headers.location).toBe(
        'https://wiki.exemple.fr/?s=lyon',
      );
      // Nobody else's: the shipped bang, and an unknown one is a search.
      expect((await open('', '!w lyon')).headers.location).toBe(
        'https://fr.wikipedia.org/w/index.php?search=lyon',
      );
      expect((await open('', '!mdr vélo')).statusCode).toBe(200);
      const guest = `prefs=${encodeSettings({ ...SETTINGS_DEFAULT, bangs: [bangs[0]!] })}`;
      expect((await open(guest, 'vélo !mdr')).headers.location).toBe(
        'https://mon.exemple.fr/chercher?mots=v%C3%A9lo',
      );
    });

    it('refuses a bang that is not https or lacks {q}, in French (400), and keeps nothing of the change', async () => {
      const c = await caller({ name: 'Omar', email: 'omar.bangs@example.fr' });
      for (const url of ['http://a.fr/?q={q}', 'https://a.fr/?q=']) {
        const res = await call(c, 'PUT', '/api/user/preferences', {
          settings: { perPage: 50, bangs: [{ shortcut: 'a', url }] },
        });
        expect(res.statusCode, url).toBe(400);
        expect(JSON.stringify(res.json()), url).toContain('une adresse https contenant {q}');
      }
      expect(await settingsOf(c)).toEqual(SETTINGS_DEFAULT);
    });
  });
});

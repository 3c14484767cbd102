import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { authUserAnswerSchema } from '../../../common/auth';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const MARIE = { name: 'Marie Curie', given_name: 'Marie', family_name: 'Curie', email: 'Marie@Example.fr' };

describe('sign-in through the built-in OpenID provider', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ env: { ADMIN_EMAILS: 'admin@example.fr' } })));
  afterAll(() => t.close());

  async function authUser(browser: TestBrowser) {
    const res = await t.app.inject({ url: '/auth/user', headers: { cookie: browser.cookieHeader() } });
    expect(res.statusCode).toBe(200);
    return dataOf(authUserAnswerSchema).parse(res.json()).data;
  }

  it('serves a discovery document whose endpoints live under /oidc', async () => {
    const res = await t.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: new URL(t.config.publicUrl).host },
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      issuer: string;
      token_endpoint: string;
      code_challenge_methods_supported: string[];
    }>();
    expect(doc.issuer).toBe(`${t.config.publicUrl}/oidc`);
    expect(doc.token_endpoint).toBe(`${t.config.publicUrl}/oidc/token`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('signs in with the form, lands back on the page asked for, and the user is active', async () => {
    const browser = createTestBrowser(t.app);
    const end = await signInWith(browser, MARIE, { redirect: '/search?q=lyon' });
    expect(end.status).toBe(302);
    expect(end.location).toBe(`${t.config.publicUrl}/search?q=lyon`);
    const { user, accounts, roles } = await authUser(browser);
    expect(user).toMatchObject({
      name: 'Marie Curie',
      given_name: 'Marie',
      family_name: 'Curie',
      email: 'marie@example.fr',
      isActive: true,
      safesearch_enabled: true,
      history_enabled: true,
    });
    expect(accounts).toHaveLength(1);
    expect(roles).toEqual({ isPartner: false, isAdmin: false });
  });

  it('sends the PKCE challenge, state and nonce to the provider', async () => {
    const browser = createTestBrowser(t.app);
    const start = await browser.request('/auth/google');
    expect(start.status).toBe(302);
    const url = new URL(start.location!);
    expect(url.pathname).toBe('/oidc/auth');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('gives a new session id at sign-in: the session cookie held before no longer works', async () => {
    const browser = createTestBrowser(t.app);
    await browser.request('/csrf-token');
    const before = browser.cookie('sid');
    expect(before).toBeTruthy();
    await signInWith(browser, MARIE);
    expect(browser.cookie('sid')).not.toBe(before);
    const stale = await t.app.inject({ url: '/auth/user', headers: { cookie: `sid=${before}` } });
    expect(stale.json().data.user).toBeNull();
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, for 720 hours', async () => {
    const browser = createTestBrowser(t.app);
    const form = await browser.follow('/auth/google');
    const action = /action="([^"]+)"/.exec(form.body)![1]!;
    let page = await browser.request(new URL(action, form.url).href, {
      form: { ...MARIE, given_name: '', family_name: '', picture: '' },
    });
    while (page.location && !page.location.includes('/auth/google/callback'))
      page = await browser.request(page.location);
    const callback = await t.app.inject({
      url: new URL(page.location!).pathname + new URL(page.location!).search,
      headers: { cookie: browser.cookieHeader() },
    });
    const sid = [callback.headers['set-cookie']].flat().find((c) => String(c).startsWith('sid='));
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(sid).toMatch(/Max-Age=2592000/);
    expect(sid).not.toMatch(/Secure/); // http in tests; production and https add Secure
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses to redirect to another site after sign-in (%s): lands on /',
    async (redirect) => {
      const browser = createTestBrowser(t.app);
      const end = await signInWith(browser, MARIE, { redirect });
      expect(end.location).toBe(`${t.config.publicUrl}/`);
    },
  );

  it('refuses a callback whose state was not issued here, and signs nobody in', async () => {
    const browser = createTestBrowser(t.app);
    await browser.request('/auth/google');
    const forged = await browser.request('/auth/google/callback?code=forged&state=forged');
    expect(forged.status).toBe(302);
    expect(forged.location).toBe(`${t.config.publicUrl}/error/401?reason=sign-in-failed`);
    expect((await authUser(browser)).user).toBeNull();
  });

  it('refuses a callback without the sign-in transaction cookie', async () => {
    const res = await t.app.inject({ url: '/auth/google/callback?code=abc&state=def' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/error/401?reason=sign-in-failed');
  });

  it('refuses a tampered transaction cookie', async () => {
    const browser = createTestBrowser(t.app);
    await browser.request('/auth/google');
    const tampered = browser.cookie('auth_tx')!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    browser.setCookie('auth_tx', tampered);
    const res = await browser.request('/auth/google/callback?code=abc&state=def');
    expect(res.location).toBe(`${t.config.publicUrl}/error/401?reason=sign-in-failed`);
  });

  it('re-shows the form with French errors for a bad e-mail, and signs nobody in', async () => {
    const browser = createTestBrowser(t.app);
    const form = await browser.follow('/auth/google');
    const action = /action="([^"]+)"/.exec(form.body)![1]!;
    const res = await browser.request(new URL(action, form.url).href, {
      form: { name: 'X', email: 'pas-un-email', given_name: '', family_name: '', picture: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toContain('Adresse e-mail invalide');
    expect((await authUser(browser)).user).toBeNull();
  });

  it('makes admins of the e-mails in ADMIN_EMAILS', async () => {
    const browser = createTestBrowser(t.app);
    await signInWith(browser, { name: 'Ada', email: 'ADMIN@example.fr' });
    expect((await authUser(browser)).roles).toEqual({ isPartner: false, isAdmin: true });
  });

  it('treats an expired session as no session', async () => {
    const browser = createTestBrowser(t.app);
    await signInWith(browser, MARIE);
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await authUser(browser)).user).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

describe('CSRF: a forged cross-site request changes nothing', () => {
  let t: TestApp;
  let browser: TestBrowser;
  beforeAll(async () => {
    t = await buildTestApp();
    browser = createTestBrowser(t.app);
    await signInWith(browser, { name: 'Alice', email: 'alice@example.fr' });
  });
  afterAll(() => t.close());

  const signedIn = async () =>
    (await t.app.inject({ url: '/auth/user', headers: { cookie: browser.cookieHeader() } })).json().data
      .user !== null;
  const logout = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: browser.cookieHeader(), ...headers },
    });

  it('refuses a POST the browser marks cross-site, with a French 403', async () => {
    const res = await logout({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/^Requête refusée/);
    expect(await signedIn()).toBe(true);
  });

  it('refuses a POST with the session cookie but neither token nor same-origin proof', async () => {
    expect((await logout({})).statusCode).toBe(403);
    expect((await logout({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await logout({ 'x-csrf-token': 'faux' })).statusCode).toBe(403);
    expect(await signedIn()).toBe(true);
  });

  it('refuses the token of another session', async () => {
    const other = createTestBrowser(t.app);
    const token = JSON.parse((await other.request('/csrf-token')).body).data.csrfToken as string;
    expect((await logout({ 'x-csrf-token': token })).statusCode).toBe(403);
    expect(await signedIn()).toBe(true);
  });

  it('accepts the session’s token from GET /csrf-token', async () => {
    const token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/sync-accounts',
      headers: { cookie: browser.cookieHeader(), 'x-csrf-token': token },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });

  it('accepts a POST the browser marks same-origin, or whose Origin is ours', async () => {
    const ours = new URL(t.config.publicUrl).origin;
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/sync-accounts',
      headers: { cookie: browser.cookieHeader(), origin: ours },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/events',
      headers: {
        cookie: browser.cookieHeader(),
        'sec-fetch-site': 'same-origin',
        'content-type': 'text/plain',
      },
      payload: JSON.stringify({ events: [{ type: 'page_view', path: '/' }] }),
    });
    expect(beacon.statusCode).toBe(202);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrowser, signInWith } from '../../fixtures/browser';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const MARIE = { name: 'Marie Curie', email: 'marie@example.fr' };

const setCookies = (headers: Record<string, unknown>) => [headers['set-cookie'] ?? []].flat().map(String);
const cookieLine = (headers: Record<string, unknown>, name: string) =>
  setCookies(headers).find((line) => line.startsWith(`${name}=`));

describe.each([
  {
    scheme: 'https',
    publicUrl: 'https://recherche.test',
    sid: '__Host-sid',
    other: 'sid',
    tx: '__Host-auth_tx',
  },
  { scheme: 'http', publicUrl: 'http://localhost:3000', sid: 'sid', other: '__Host-sid', tx: 'auth_tx' },
])('cookies over $scheme', ({ scheme, publicUrl, sid, other, tx }) => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ env: { PUBLIC_URL: publicUrl } })));
  afterAll(() => t.close());

  it(`names the session cookie ${sid}, at Path=/ without Domain${scheme === 'https' ? ', Secure' : ''}`, async () => {
    const res = await t.app.inject({ url: '/csrf-token' });
    const line = cookieLine(res.headers, sid);
    expect(line).toBeDefined();
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).not.toMatch(/Domain=/i);
    expect(line).toMatch(/HttpOnly/);
    if (scheme === 'https') expect(line).toMatch(/; Secure/);
    else expect(line).not.toMatch(/Secure/);
    expect(cookieLine(res.headers, other)).toBeUndefined();
  });

  it(`names the sign-in's transaction cookie ${tx}`, async () => {
    const res = await t.app.inject({ url: '/auth/google' });
    expect(res.statusCode).toBe(302);
    const line = cookieLine(res.headers, tx);
    expect(line).toBeDefined();
    if (scheme === 'https') expect(line).toMatch(/; Path=\/; .*Secure/);
  });

  it(`signs in, and reads the session from ${sid} only`, async () => {
    const browser = createTestBrowser(t.app);
    await signInWith(browser, MARIE);
    const token = browser.cookie(sid);
    expect(token).toBeTruthy();
    const user = async (cookie: string) =>
      (await t.app.inject({ url: '/auth/user', headers: { cookie } })).json<{ data: { user: unknown } }>()
        .data.user;
    expect(await user(`${sid}=${token}`)).toMatchObject({ email: MARIE.email });
    // The other name is not ours here: over https a plain `sid` could have been planted by another host.
    expect(await user(`${other}=${token}`)).toBeNull();
  });
});

describe('the built-in provider over https', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ env: { PUBLIC_URL: 'https://recherche.test' } })));
  afterAll(() => t.close());

  it('keeps its sign-in session in a __Host- cookie and its interaction cookies __Secure-', async () => {
    const browser = createTestBrowser(t.app);
    const start = await browser.request('/auth/google');
    const interaction = await t.app.inject({
      url: new URL(start.location!).pathname + new URL(start.location!).search,
      headers: { host: 'recherche.test', 'x-forwarded-proto': 'https', cookie: browser.cookieHeader() },
    });
    const names = setCookies(interaction.headers).map((line) => line.slice(0, line.indexOf('=')));
    expect(names).toContain('__Secure-_interaction');
    expect(names).toContain('__Secure-_interaction_resume');
    expect(names.filter((name) => !name.startsWith('__Secure-') && !name.startsWith('__Host-'))).toEqual([]);
    for (const line of setCookies(interaction.headers)) expect(line).toMatch(/; secure/i);
  });
});

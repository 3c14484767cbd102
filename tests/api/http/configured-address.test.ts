import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrowser, signInWith } from '../../fixtures/browser';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

// A browser's navigation: what makes a request a page request.
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-mode': 'navigate' };

describe('in development, a page opened at another address than PUBLIC_URL', () => {
  const apps: TestApp[] = [];
  const build = async (env: NodeJS.ProcessEnv) => {
    const t = await buildTestApp({ env: { MAIL_SENDER: 'false', ...env } });
    apps.push(t);
    return t;
  };
  let dev: TestApp;
  beforeAll(async () => (dev = await build({ NODE_ENV: 'development' })));
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  const open = (t: TestApp, host: string, url: string, headers: Record<string, string> = NAVIGATION) =>
    t.app.inject({ url, headers: { host, ...headers } });

  it('is sent to PUBLIC_URL first (127.0.0.1 for the default localhost), path and query kept', async () => {
    expect(dev.config.publicUrl).toMatch(/^http:\/\/localhost:\d+$/);
    const port = new URL(dev.config.publicUrl).port;
    for (const host of [`127.0.0.1:${port}`, `[::1]:${port}`]) {
      const res = await open(dev, host, '/search?q=lyon%20gare');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${dev.config.publicUrl}/search?q=lyon%20gare`);
    }
  });

  it('sends the sign-in start there too, and the sign-in then succeeds on the configured address', async () => {
    const port = new URL(dev.config.publicUrl).port;
    const start = await open(dev, `127.0.0.1:${port}`, '/auth/google?redirect=%2Fsearch');
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe(`${dev.config.publicUrl}/auth/google?redirect=%2Fsearch`);
    // No sign-in cookie was left on 127.0.0.1: the whole sign-in happens on one host.
    expect(start.headers['set-cookie']).toBeUndefined();
    const browser = createTestBrowser(dev.app);
    const end = await signInWith(browser, { name: 'Léa', email: 'lea@example.fr' }, { redirect: '/search' });
    expect(end.location).toBe(`${dev.config.publicUrl}/search`);
    const user = await dev.app.inject({ url: '/auth/user', headers: { cookie: browser.cookieHeader() } });
    expect(user.json().data.user).toMatchObject({ email: 'lea@example.fr' });
  });

  it('stays on our origin whatever the path says', async () => {
    const port = new URL(dev.config.publicUrl).port;
    const res = await open(dev, `127.0.0.1:${port}`, '//evil.example/x');
    expect(new URL(res.headers.location as string).origin).toBe(dev.config.publicUrl);
  });

  it('leaves alone the configured address, the API, the provider and calls that are not navigations', async () => {
    const port = new URL(dev.config.publicUrl).port;
    expect((await open(dev, `localhost:${port}`, '/')).statusCode).toBe(200);
    // Vite's development server passes its own Host on: same host name, same cookies.
    expect((await open(dev, 'localhost:5173', '/auth/google')).headers.location).toMatch(/\/oidc\/auth\?/);
    expect((await open(dev, `127.0.0.1:${port}`, '/api/config/client')).statusCode).toBe(200);
    expect((await open(dev, `127.0.0.1:${port}`, '/oidc/.well-known/openid-configuration')).statusCode).toBe(
      200,
    );
    expect((await open(dev, `127.0.0.1:${port}`, '/', { accept: '*/*' })).statusCode).toBe(200);
    const post = await dev.app.inject({
      method: 'POST',
      url: '/events',
      headers: { host: `127.0.0.1:${port}` },
    });
    expect(post.statusCode).not.toBe(302);
  });

  it('without PUBLIC_URL, lets another device of the network keep its address; with it, sends it there', async () => {
    expect((await open(dev, '192.168.1.20:3000', '/')).statusCode).toBe(200);
    const lan = await build({ NODE_ENV: 'development', PUBLIC_URL: 'http://192.168.1.20:3000' });
    const res = await open(lan, '127.0.0.1:3000', '/partners');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://192.168.1.20:3000/partners');
    expect((await open(lan, '192.168.1.20:3000', '/partners')).statusCode).toBe(200);
  });

  it('outside development, answers at any address', async () => {
    const test = await build({ NODE_ENV: 'test' });
    const port = new URL(test.config.publicUrl).port;
    expect((await open(test, `127.0.0.1:${port}`, '/')).statusCode).toBe(200);
  });
});

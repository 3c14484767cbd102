// The built-in sign-in across two processes on one database: any process finishes what another began.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { freePort } from '../../fixtures/serverProcess';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const MARIE = { name: 'Marie Curie', email: 'marie@example.fr' };

/** A load balancer of the test's own: each request goes to the upstream `pick` names, over real HTTP. */
function balancer(port: number, pick: (path: string) => number): Promise<Server> {
  const server = createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: pick(req.url!), method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => res.writeHead(502).end(String(error)));
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('built-in sign-in across two processes on one database', () => {
  let first: TestApp;
  let secondDatabase: DatabaseHandle;
  let a: App;
  let b: App;
  let proxy: Server;
  const port = { a: 0, b: 0 };
  /** Where the balancer sends the next request: one process, or each in turn. */
  let route: 'a' | 'b' | 'round-robin' = 'a';
  let turn = 0;
  const served: { process: 'a' | 'b'; path: string }[] = [];

  beforeAll(async () => {
    const proxyPort = await freePort();
    first = await buildTestApp({ env: { PUBLIC_URL: `http://127.0.0.1:${proxyPort}` } });
    a = first.app;
    // The second process opens the same database (PostgreSQL schema or SQLite file) through its own connections.
    secondDatabase = openDatabase(first.config.database);
    b = await buildApp({ config: first.config, database: secondDatabase, logger: false });
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
    port.a = (a.server.address() as AddressInfo).port;
    port.b = (b.server.address() as AddressInfo).port;
    proxy = await balancer(proxyPort, (path) => {
      const process = route === 'round-robin' ? (turn++ % 2 === 0 ? 'a' : 'b') : route;
      served.push({ process, path });
      return port[process];
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await b.close();
    await secondDatabase.db.destroy();
    await first.close();
  });

  const browse = () => createTestBrowser(null, first.config.publicUrl);

  async function userOn(app: App, browser: TestBrowser) {
    const res = await app.inject({ url: '/auth/user', headers: { cookie: browser.cookieHeader() } });
    return res.json<{ data: { user: { email: string } | null } }>().data.user;
  }

  it.each([
    ['A', 'B', 'A'],
    ['A', 'B', 'B'],
    ['B', 'A', 'A'],
  ] as const)(
    'starts on %s, posts the form on %s, finishes the callback on %s: signed in',
    async (start, form, callback) => {
      const browser = browse();
      route = start === 'A' ? 'a' : 'b';
      const page = await browser.follow('/auth/google?redirect=/search');
      const action = /action="([^"]+)"/.exec(page.body)?.[1];
      expect(action, page.body.slice(0, 200)).toMatch(/^\/oidc\/interaction\/[\w-]+\/login$/);

      route = form === 'A' ? 'a' : 'b';
      const since = served.length;
      let step = await browser.request(new URL(action!, page.url).href, {
        form: { ...MARIE, given_name: '', family_name: '', picture: '' },
      });
      while (step.location && !step.location.includes('/auth/google/callback'))
        step = await browser.request(step.location);
      expect(step.location).toContain('/auth/google/callback?code=');
      expect(served.slice(since).every((s) => s.process === route)).toBe(true);

      route = callback === 'A' ? 'a' : 'b';
      const end = await browser.request(step.location!);
      expect(end.location).toBe(`${first.config.publicUrl}/search`);
      expect(await userOn(a, browser)).toMatchObject({ email: MARIE.email });
      expect(await userOn(b, browser)).toMatchObject({ email: MARIE.email });
    },
  );

  it('signs in with every request sent to the other process than the one before', async () => {
    route = 'round-robin';
    for (const email of ['un@example.fr', 'deux@example.fr', 'trois@example.fr', 'quatre@example.fr']) {
      const browser = browse();
      const since = served.length;
      const end = await signInWith(browser, { name: 'Alternée', email }, { redirect: '/search' });
      expect(end.location).toBe(`${first.config.publicUrl}/search`);
      expect(await userOn(b, browser)).toMatchObject({ email });
      expect(new Set(served.slice(since).map((s) => s.process))).toEqual(new Set(['a', 'b']));
    }
    // What the provider keeps lives in the database, not in a process's memory.
    const models = await first.database.db.selectFrom('oidc_records').select('model').distinct().execute();
    expect(models.map((m) => m.model)).toEqual(
      expect.arrayContaining(['Session', 'Grant', 'Identity', 'SigningKey']),
    );
  });

  it('publishes the same signing key and client secret on both processes', async () => {
    const jwks = async (app: App) =>
      (
        await app.inject({ url: '/oidc/jwks', headers: { host: new URL(first.config.publicUrl).host } })
      ).json<{
        keys: { kid: string; n: string }[];
      }>().keys;
    const [keysA, keysB] = [await jwks(a), await jwks(b)];
    expect(keysA).toHaveLength(1);
    expect(keysB).toEqual(keysA);
  });
});

// A Redis outage is never silent. The app reaches Redis through a TCP proxy this test controls (the real Redis
// server is shared with other runs and never stopped): cutting the proxy is the outage. One log line when it
// starts, one when it ends, none per request; /api/health says `degraded` and /metrics `redis_up 0` meanwhile,
// and every request is still served.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { redisAddressOf, redisAnswers, TEST_REDIS_URL } from '../../fixtures/redis';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';
import { until } from '../../fixtures/until';
import { BUILD_TIMEOUT_MS, TEST_TIMEOUT_MS } from './instances';

/** A TCP proxy to the test Redis on a port of its own; `cut()` refuses and drops every connection. */
function redisProxy() {
  const target = redisAddressOf(TEST_REDIS_URL);
  const sockets = new Set<Socket>();
  let port = 0;
  let server: Server;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new (client.constructor as typeof Socket)();
        upstream.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => {});
          s.on('close', () => {
            sockets.delete(s);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  return {
    listen,
    get url() {
      return `redis://127.0.0.1:${port}`;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

type Logged = { app: App; lines: () => { level: number; msg: string }[]; close: () => Promise<void> };

/** The app of `t` again with its log kept: another process on the same database and Redis. */
async function loggedApp(t: TestApp, redisUrl: string): Promise<Logged> {
  const database: DatabaseHandle = openDatabase(t.config.database);
  const raw: string[] = [];
  const app = await buildApp({
    config: { ...t.config, redisUrl },
    database,
    logger: { level: 'info', stream: { write: (line: string) => void raw.push(line) } },
  });
  await app.ready();
  return {
    app,
    lines: () => raw.map((line) => JSON.parse(line) as { level: number; msg: string }),
    close: async () => {
      await app.close();
      await database.db.destroy();
    },
  };
}

const health = async (app: App) => {
  const res = await app.inject({ url: '/api/health' });
  return { status: res.statusCode, data: res.json().data };
};
/** redis_up on the app's /metrics (app.inject comes from loopback, which METRICS_ALLOWED_IPS lets read). */
const redisUp = async (app: App) =>
  /^redis_up (\d)$/m.exec((await app.inject({ url: '/metrics' })).body)?.[1];
const said = (logged: Logged, text: string) => logged.lines().filter((l) => l.msg.includes(text));

describe.runIf(await redisAnswers())('a Redis outage', { timeout: TEST_TIMEOUT_MS }, () => {
  const proxy = redisProxy();
  let t: TestApp;
  let logged: Logged;
  beforeAll(async () => {
    await proxy.listen();
    t = await buildTestApp({ env: { REDIS_URL: proxy.url } });
    logged = await loggedApp(t, proxy.url);
    await until(async () => (await health(logged.app)).data.cache.reachable);
  }, BUILD_TIMEOUT_MS);
  afterAll(async () => {
    await logged?.close();
    await t?.close();
    await proxy.cut().catch(() => {});
  });

  it('is logged once when it starts and once when it ends; health and redis_up say so meanwhile', async () => {
    expect(await health(logged.app)).toMatchObject({
      status: 200,
      data: { status: 'ok', cache: { kind: 'redis', reachable: true } },
    });
    expect(await redisUp(logged.app)).toBe('1');

    await proxy.cut();
    await until(async () => (await health(logged.app)).data.status === 'degraded');
    const during = await health(logged.app);
    // Degraded, not down: every process still serves, uncached, with limits counted alone.
    expect(during).toMatchObject({
      status: 200,
      data: { status: 'degraded', database: { reachable: true }, cache: { kind: 'redis', reachable: false } },
    });
    expect(await redisUp(logged.app)).toBe('0');
    for (let i = 0; i < 20; i++) {
      const res = await logged.app.inject({ url: `/api/suggest?q=panne${i}` });
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(said(logged, 'Redis injoignable')).toHaveLength(1);
    expect(said(logged, 'Redis injoignable')[0]!.level).toBe(50);
    expect(said(logged, 'Redis de nouveau joignable')).toHaveLength(0);

    await proxy.listen();
    await until(async () => (await health(logged.app)).data.status === 'ok');
    expect((await health(logged.app)).data.cache.reachable).toBe(true);
    expect(await redisUp(logged.app)).toBe('1');
    await until(() => said(logged, 'Redis de nouveau joignable').length > 0);
    expect(said(logged, 'Redis de nouveau joignable')).toHaveLength(1);
    expect(said(logged, 'Redis injoignable')).toHaveLength(1);
  });

  it('a start without Redis is logged once, and health says degraded from the start', async () => {
    // A port nobody listens on: the proxy's, closed for this app only.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const alone = await loggedApp(t, `redis://127.0.0.1:${port}`);
    try {
      expect(await health(alone.app)).toMatchObject({
        status: 200,
        data: { status: 'degraded', cache: { kind: 'redis', reachable: false } },
      });
      for (let i = 0; i < 10; i++)
        expect((await alone.app.inject({ url: `/api/suggest?q=seul${i}` })).statusCode).toBeLessThan(500);
      expect(said(alone, 'Redis injoignable')).toHaveLength(1);
    } finally {
      await alone.close();
    }
  });
});

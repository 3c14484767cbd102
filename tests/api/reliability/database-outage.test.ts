// A database that goes away is weather, not death: its connections killed (pg_terminate_backend) or the network
// to it cut for 10 s, the server keeps running, answers 503 with Retry-After meanwhile, and is back by itself
// within 5 s of the database's return; no write it acknowledged is lost. PostgreSQL only (SQLite is a file).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/platform/config';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { freePort, spawnServer, type ServerProcess } from '../../fixtures/serverProcess';
import { startTcpProxy, type TcpProxy } from '../../fixtures/tcpProxy';
import { TEST_DIALECT, TEST_PG_URL } from '../../fixtures/testApp';

const onPostgres = TEST_DIALECT === 'postgres';
if (!onPostgres) console.info('database-outage: PostgreSQL only, skipped on SQLite');

/** Back within this long of the database's return (the figure), polled every 100 ms. */
const RECOVERY_MS = 5_000;

describe.runIf(onPostgres)('the server through a PostgreSQL outage', () => {
  const schema = `outage_${randomBytes(6).toString('hex')}`;
  const appName = `portail-${schema}`;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let direct: DatabaseHandle;
  let origin: string;
  let exited = false;

  beforeAll(async () => {
    const target = new URL(TEST_PG_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(TEST_PG_URL);
    url.port = String(proxy.port);
    url.searchParams.set('application_name', appName);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    direct = openDatabase(loadConfig({ DATABASE_URL: TEST_PG_URL, DATABASE_SCHEMA: schema }).database);
    server = spawnServer({
      DATABASE_URL: url.toString(),
      DATABASE_SCHEMA: schema,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      NODE_ENV: 'test',
      SEARCH_PROVIDER: 'local',
      SEARCH_CACHE_TTL_S: '0',
      ADSENSE_NIGHTLY_IMPORT: 'false',
    });
    void server.exited.then(() => (exited = true));
    await Promise.race([
      server.listening,
      server.exited.then((run) => Promise.reject(new Error(`server exited: ${run.stderr}`))),
    ]);
  }, 180_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await proxy?.close();
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(direct.db);
    await direct?.db.destroy();
  });

  const search = () => fetch(`${origin}/api/search?q=lyon`);
  const postEvents = (path: string) =>
    fetch(`${origin}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ type: 'page_view', path }] }),
    });
  const storedPaths = async (prefix: string) =>
    (
      await direct.db.selectFrom('site_events').select('path').where('path', 'like', `${prefix}%`).execute()
    ).map((r) => r.path);

  /** Milliseconds until a search answers 200 again. */
  async function recoveryTime(): Promise<number> {
    const started = Date.now();
    for (;;) {
      const res = await search().catch(() => null);
      if (res?.status === 200) return Date.now() - started;
      if (Date.now() - started > 30_000) throw new Error('no recovery within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('serves searches and stores events while the database answers', async () => {
    expect((await search()).status).toBe(200);
    expect((await postEvents('/avant')).status).toBe(202);
    expect(await storedPaths('/avant')).toEqual(['/avant']);
  });

  it('survives every connection of its pool killed by pg_terminate_backend, and serves again at once', async () => {
    const killed = await sql<{ pid: number }>`
      select pg_terminate_backend(pid) as pid from pg_stat_activity where application_name = ${appName}`.execute(
      direct.db,
    );
    expect(killed.rows.length).toBeGreaterThan(0);
    expect(await recoveryTime()).toBeLessThan(RECOVERY_MS);
    expect(exited).toBe(false);
  });

  it('answers 503 with Retry-After while the network to the database is cut, and is back within 5 s', async () => {
    proxy.cut();
    try {
      const during = await search();
      expect(during.status).toBe(503);
      expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await during.json()).error.message).toMatch(/indisponible/);
      // The results page still opens: drawn without its results, it shows the API's message and a retry.
      const page = await fetch(`${origin}/search?q=lyon`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      // An event the server could not write is refused, never acknowledged and lost.
      expect((await postEvents('/pendant')).status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      expect(exited).toBe(false);
    } finally {
      proxy.restore();
    }
    expect(await recoveryTime()).toBeLessThan(RECOVERY_MS);
    expect((await postEvents('/apres')).status).toBe(202);
    expect(await storedPaths('/apres')).toEqual(['/apres']);
    expect(await storedPaths('/pendant')).toEqual([]);
    expect(exited).toBe(false);
  }, 60_000);
});

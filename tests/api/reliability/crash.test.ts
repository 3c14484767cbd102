import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../../server/platform/config';
import { openDatabase } from '../../../server/platform/db/database';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { holdChannelSince, yesterday } from '../../fixtures/money';
import { freePort, spawnServer, type ServerProcess } from '../../fixtures/serverProcess';
import { TEST_DIALECT, TEST_PG_URL } from '../../fixtures/testApp';
import { partnerApplication } from '../../fixtures/partnerApplication';

// One server, killed with SIGKILL in the middle of a stream of writes, then started again on the same data.
const dataDir = mkdtempSync(join(tmpdir(), 'portail-crash-'));
const schema = `crash_${randomBytes(6).toString('hex')}`;
const databaseEnv = TEST_DIALECT === 'postgres' ? { DATABASE_URL: TEST_PG_URL, DATABASE_SCHEMA: schema } : {};
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const env = {
  ...databaseEnv,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: origin,
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  // "Server listening" is an info line: the fixture waits for it.
  LOG_LEVEL: 'info',
  ADMIN_EMAILS: 'admin@crash.fr',
  ADSENSE_NIGHTLY_IMPORT: 'false',
};
const database = openDatabase(loadConfig(env).database);
let server: ServerProcess | undefined;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  if (TEST_DIALECT === 'postgres')
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
  await database.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  server = spawnServer(env);
  await Promise.race([
    server.listening,
    server.exited.then((run) => Promise.reject(new Error(`le serveur s’est arrêté : ${run.stderr}`))),
  ]);
}

type Caller = { browser: TestBrowser; token: string; sessionID: string };
async function signIn(email: string): Promise<Caller> {
  const browser = createTestBrowser(null, origin);
  await signInWith(browser, { name: email.split('@')[0]!, email });
  const token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
  const sessionID = JSON.parse((await browser.request('/api/session/stats')).body).data.sessionID as string;
  return { browser, token, sessionID };
}
/** One call as this caller; the answer's status, or 0 when the connection broke. */
async function call(caller: Caller, method: string, url: string, body?: unknown, type = 'application/json') {
  try {
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: {
        cookie: caller.browser.cookieHeader(),
        'x-csrf-token': caller.token,
        ...(body !== undefined && { 'content-type': type }),
      },
      body:
        body === undefined ? undefined : type === 'application/json' ? JSON.stringify(body) : String(body),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}
const csvOf = (day: string, channels: string[], euros: string) =>
  'DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS\n' +
  channels.map((c) => `${day},ca-pub-0000000000000000:${c},${euros}`).join('\n');

// A deadline of its own, 420 s: two cold starts, 16 sign-ins and a stream of writes take about three minutes
// on a loaded 2-core machine (172 s measured); it guards against a hang, never a speed.
it('V2.3.3 a SIGKILL in the middle of acknowledged writes loses none of them, and the database stays intact', async () => {
  await start();
  const admin = await signIn('admin@crash.fr');
  const users = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(`lecteur${i}@crash.fr`)));
  const partners: Array<Caller & { id: number; channel: string }> = [];
  for (let i = 0; i < 5; i++) {
    const caller = await signIn(`partenaire${i}@crash.fr`);
    const channel = `700000000${i}`;
    expect(await call(admin, 'POST', '/api/admin/adsense/unused-channels', { channel_id: channel })).toBe(
      201,
    );
    const applied = await fetch(`${origin}/api/partner/apply`, {
      method: 'POST',
      headers: {
        cookie: caller.browser.cookieHeader(),
        'x-csrf-token': caller.token,
        'content-type': 'application/json',
      },
      body: JSON.stringify(partnerApplication(`Partenaire ${i}`)),
    });
    const id = (await applied.json()).data.id as number;
    expect(await call(admin, 'PUT', `/api/admin/partners/${id}`, { status: 'active' })).toBe(200);
    // Activation hands the channel out from today: the reports below are of earlier days.
    await holdChannelSince(database, id);
    const payment = { iban: 'FR7630006000011234567890189', holderName: `Partenaire ${i}` };
    expect(await call(caller, 'PUT', '/api/partner/payment', payment)).toBe(200);
    partners.push({ ...caller, id, channel });
  }
  // Yesterday's earnings make every partner eligible for a claim.
  const day = yesterday();
  const channels = partners.map((p) => p.channel);
  expect(
    await call(admin, 'POST', '/api/admin/adsense/upload', csvOf(day, channels, '300.00'), 'text/csv'),
  ).toBe(200);
  expect(await call(admin, 'POST', '/api/admin/adsense/import', { date: day })).toBe(200);

  // The stream: five writers at once; each remembers what the server acknowledged. The writers pace
  // themselves on the stream's progress (acknowledged events), never on a clock, so a slow machine
  // only makes the stream slower, and the kill comes once every kind of write has been acknowledged.
  const acked = {
    history: [] as Array<{ user: number; query: string }>,
    preferences: [] as number[],
    events: [] as string[],
    claims: [] as number[],
    uploads: [] as string[],
    imports: [] as string[],
  };
  let killed = false;
  const waiting = new Set<() => void>();
  function ack<T>(list: T[], write: T) {
    list.push(write);
    for (const check of waiting) check();
  }
  /** Resolves once the condition holds (checked at each acknowledgement), or once the server is killed. */
  const once = (condition: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!condition() && !killed) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    });
  const writers = [
    (async () => {
      for (let i = 0; !killed && i < 110; i++) {
        const user = i % users.length;
        const query = `avant panne ${i}`;
        const body = { query, sessionID: users[user]!.sessionID };
        if ((await call(users[user]!, 'POST', '/api/search/history', body)) === 200)
          ack(acked.history, { user, query });
      }
    })(),
    // Events are group-committed: several pages report at once.
    ...Array.from({ length: 4 }, async (_, page) => {
      for (let i = 0; !killed; i++) {
        const path = `/panne/${page}/${i}`;
        const body = { events: [{ type: 'page_view', path }] };
        if ((await call(admin, 'POST', '/events', body)) === 202) ack(acked.events, path);
      }
    }),
    (async () => {
      for (let user = 0; !killed && user < users.length; user++) {
        await once(() => acked.events.length >= 4 * (user + 1));
        const body = { safesearch_enabled: false };
        if ((await call(users[user]!, 'PUT', '/api/user/preferences', body)) === 200)
          ack(acked.preferences, user);
      }
    })(),
    (async () => {
      for (let p = 0; !killed && p < partners.length; p++) {
        await once(() => acked.events.length >= 8 * (p + 1));
        if ((await call(partners[p]!, 'POST', '/api/partner/payouts/claim')) === 201) ack(acked.claims, p);
      }
    })(),
    (async () => {
      for (let d = 1; !killed && d <= 28; d++) {
        const day = `2024-02-${String(d).padStart(2, '0')}`;
        const upload = await call(
          admin,
          'POST',
          '/api/admin/adsense/upload',
          csvOf(day, channels, `${d}.25`),
          'text/csv',
        );
        if (upload !== 200) continue;
        ack(acked.uploads, day);
        if ((await call(admin, 'POST', '/api/admin/adsense/import', { date: day })) === 200)
          ack(acked.imports, day);
      }
    })(),
  ];
  // Killed in the middle of the stream: every kind of write acknowledged, the paced ones half done.
  await once(
    () =>
      acked.history.length >= 10 &&
      acked.events.length >= 24 &&
      acked.preferences.length >= 3 &&
      acked.claims.length >= 2 &&
      acked.imports.length >= 2,
  );
  server!.child.kill('SIGKILL');
  killed = true;
  for (const check of waiting) check();
  expect((await server!.exited).signal).toBe('SIGKILL');
  await Promise.all(writers);

  await start();
  const found = { history: 0, preferences: 0, events: 0, claims: 0, uploads: 0, imports: 0 };
  for (const [user, caller] of users.entries()) {
    const res = await caller.browser.request(`/api/search/history?sessionID=${caller.sessionID}`);
    const history = JSON.parse(res.body).data.history as string[];
    for (const write of acked.history.filter((w) => w.user === user))
      if (history.includes(write.query)) found.history++;
    const preferences = JSON.parse((await caller.browser.request('/api/user/preferences')).body).data;
    if (acked.preferences.includes(user) && preferences.safesearch_enabled === false) found.preferences++;
  }
  const { db } = database;
  const paths = new Set(
    (await db.selectFrom('site_events').select('path').where('path', 'like', '/panne/%').execute()).map(
      (r) => r.path,
    ),
  );
  found.events = acked.events.filter((p) => paths.has(p)).length;
  const claimed = new Set(
    (await db.selectFrom('payout_requests').select('partner_id').execute()).map((r) => r.partner_id),
  );
  found.claims = acked.claims.filter((p) => claimed.has(partners[p]!.id)).length;
  const uploadedDays = new Set(
    (await db.selectFrom('revenue_report_rows').select('day').distinct().execute()).map((r) => r.day),
  );
  found.uploads = acked.uploads.filter((d) => uploadedDays.has(d)).length;
  for (const day of acked.imports) {
    const shares = await db
      .selectFrom('partner_ledger')
      .select(['partner_id', 'amount_cents'])
      .where('kind', '=', 'share')
      .where('day', '=', day)
      .execute();
    const credited = new Set(shares.filter((s) => Number(s.amount_cents) > 0).map((s) => s.partner_id));
    if (partners.every((p) => credited.has(p.id))) found.imports++;
  }

  const total = (counts: Record<string, number | unknown[]>) =>
    Object.values(counts).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : (v as number)), 0);
  console.info(
    `crash (${TEST_DIALECT}): ${total(acked)} acknowledged writes, ${total(found)} found after restart`,
    found,
  );
  expect(found).toEqual({
    history: acked.history.length,
    preferences: acked.preferences.length,
    events: acked.events.length,
    claims: acked.claims.length,
    uploads: acked.uploads.length,
    imports: acked.imports.length,
  });
  expect(acked.history.length + acked.events.length).toBeGreaterThan(20);

  if (TEST_DIALECT === 'sqlite') {
    const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
  }
  // The restarted server answers and its database is reachable.
  const health = await (await fetch(`${origin}/api/health`)).json();
  expect(health.data.database.reachable).toBe(true);
}, 420_000);

// Three processes of the product on one PostgreSQL schema and one Redis, behind a
// round-robin proxy (never sticky), hold together. Each figure measured is printed for the CI log.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, SECURITY_JAILS } from '../../common/constants';
import { holdChannelSince, LONG_AGO, reportCsv, reportEuros, yesterday } from '../fixtures/money';
import { jsonAnswer, startRecordedServer, type RecordedServer } from '../fixtures/recordedServer';
import { redisAnswers } from '../fixtures/redis';
import { until } from '../fixtures/until';
import { pinnedClient, type PinnedClient } from './client';
import { ADMIN_EMAIL, ROOT, startCluster, uniqueClient, type Cluster } from './cluster';
import { acceptedPastLimit, load } from './load';
import { startRoundRobinProxy } from './proxy';
import { partnerApplication } from '../fixtures/partnerApplication';

/** What "everywhere at once" allows: a change made on one process is applied by the others within it. */
const PROPAGATION_MS = 1000;
/** A limit may be passed by this share at most, the client's requests spread over the processes. */
const LIMIT_OVERSHOOT = 0.1;
const CLAIMS = 200;
const ACCOUNT = 'pub-3141592653589793';
const REPORT_PATH = `/v2/accounts/${ACCOUNT}/reports:generate`;
const NIGHT = '2025-10-09';

const figure = (text: string) => console.log(`[grappe] ${text}`);
const statusTally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});

/** How long after `since` each of `origins` first passes `check`, asked every few milliseconds. */
function delaysUntil(origins: string[], since: number, check: (origin: string) => Promise<boolean>) {
  return Promise.all(
    origins.map(async (origin) => {
      await until(() => check(origin), 10);
      return Date.now() - since;
    }),
  );
}

describe.runIf(await redisAnswers())('three processes behind a round-robin proxy', () => {
  let cluster: Cluster;
  let google: RecordedServer;
  let admin: PinnedClient;
  let origins: string[];

  beforeAll(async () => {
    google = await startRecordedServer({
      '/token': jsonAnswer(
        JSON.stringify({ access_token: 'ya29.essai', expires_in: 3599, token_type: 'Bearer' }),
      ),
      [REPORT_PATH]: jsonAnswer(readFileSync(join(ROOT, 'tests/fixtures/adsense/report-day.json'))),
    });
    cluster = await startCluster({
      // The schedule stays off: the job is raced below by three processes started for it at the same moment.
      ADSENSE_NIGHTLY_IMPORT: 'false',
      ADSENSE_ACCOUNT_ID: ACCOUNT,
      ADSENSE_OAUTH_CLIENT_ID: 'client-essai',
      ADSENSE_OAUTH_CLIENT_SECRET: 'secret-essai',
      ADSENSE_REFRESH_TOKEN: 'refresh-essai',
      ADSENSE_API_URL: google.baseUrl,
      GOOGLE_TOKEN_URL: `${google.baseUrl}/token`,
    });
    origins = cluster.backends.map((b) => b.origin);
    admin = pinnedClient(origins[0]!, cluster.proxy.origin);
    await admin.signIn({ name: 'Ada Admin', email: ADMIN_EMAIL });
  });
  afterAll(async () => {
    await cluster?.close();
    await google?.close();
  });

  /** A call of the admin to one process. */
  const asAdmin = (origin: string, method: string, path: string, json?: unknown) =>
    admin.request(path, { origin, method, json });

  it('(a) signs a browser in through the built-in provider, the proxy switching process at every request', async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking'],
    });
    try {
      const outcomes: string[] = [];
      for (const n of [1, 2, 3]) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const before = [...cluster.proxy.served];
        let users: Array<string | undefined> = [];
        let stopped = '';
        try {
          await page.goto(`${cluster.proxy.origin}/`);
          await page
            .getByRole('link', { name: /Connexion|Se connecter/ })
            .first()
            .click();
          await page.getByLabel('Nom affiché').fill(`Navigatrice ${n}`);
          await page.getByLabel('Adresse e-mail').fill(`navigatrice${n}@grappe.fr`);
          await page.getByRole('button', { name: 'Se connecter' }).click();
          await page.waitForURL((url) => !/^\/(auth|oidc)\//.test(url.pathname), { timeout: 15_000 });
          const cookie = (await context.cookies(cluster.proxy.origin))
            .map((c) => `${c.name}=${c.value}`)
            .join('; ');
          users = await Promise.all(
            origins.map(async (origin) => {
              const res = await fetch(`${origin}/auth/user`, { headers: { cookie } });
              return res.ok ? ((await res.json()).data.user?.email as string | undefined) : undefined;
            }),
          );
        } catch (error) {
          stopped = (error as Error).message.split('\n')[0]!;
        }
        const spread = cluster.proxy.served.map((count, i) => count - (before[i] ?? 0));
        const signedIn =
          users.length === origins.length && users.every((u) => u === `navigatrice${n}@grappe.fr`);
        outcomes.push(`${signedIn ? 'ok' : 'échec'} ${spread.join('/')}`);
        // Every attempt is made and counted before the verdict: the figure says how many of them worked.
        expect
          .soft(
            signedIn,
            `sign-in ${n} ${stopped} on ${page.url()}: ${(await page.textContent('body'))?.slice(0, 200)}`,
          )
          .toBe(true);
        await context.close();
      }
      figure(`browser sign-ins through the proxy: ${outcomes.join(', ')} (requests per process)`);
    } finally {
      await browser.close();
    }
  });

  it('(b) uses one session on every process', async () => {
    const answers = await Promise.all(
      origins.map(async (origin) => (await admin.request('/auth/user', { origin })).body),
    );
    for (const body of answers)
      expect(JSON.parse(body).data).toMatchObject({ user: { email: ADMIN_EMAIL }, roles: { isAdmin: true } });
  });

  it(`(c) sees a ban decided on one process on the others within ${PROPAGATION_MS} ms`, async () => {
    const client = uniqueClient();
    const from = { 'x-forwarded-for': client };
    const health = (origin: string) => fetch(`${origin}/api/health`, { headers: from });
    // Every process has answered this client before: a process that remembers it unbanned must hear of the ban.
    for (const origin of origins) expect((await health(origin)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < SECURITY_JAILS['nginx-admin'].maxRetry; i++)
      statuses.push((await fetch(`${origins[0]}/api/admin/partners`, { headers: from })).status);
    const bannedAt = Date.now();
    expect(statuses).toEqual(statuses.map(() => 401));
    expect((await health(origins[0]!)).status).toBe(403);
    const delays = await delaysUntil(
      origins.slice(1),
      bannedAt,
      async (o) => (await health(o)).status === 403,
    );
    figure(`ban seen by the other processes after ${delays.join(' ms and ')} ms`);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(PROPAGATION_MS);
  });

  it(`(d) passes a limit by ${LIMIT_OVERSHOOT * 100} % at most, one client spread over the processes`, async () => {
    const limit = RATE_LIMITS.auth;
    const run = await load(`${cluster.proxy.origin}/auth/user`, {
      connections: 64,
      amount: limit * 20,
      headers: { 'x-forwarded-for': uniqueClient() },
    });
    const accepted = acceptedPastLimit(run.statuses);
    figure(
      `limit ${limit} (/auth/*): ${accepted} accepted of ${run.total} at ${run.rate} req/s through the proxy ` +
        `(overshoot ${(((accepted - limit) / limit) * 100).toFixed(1)} %), ${JSON.stringify(run.statuses)}`,
    );
    expect(accepted).toBeGreaterThanOrEqual(limit);
    expect(accepted).toBeLessThanOrEqual(Math.floor(limit * (1 + LIMIT_OVERSHOOT)));
  });

  it(`(e) makes one payout of ${CLAIMS} concurrent claims spread over the processes`, async () => {
    const partner = pinnedClient(origins[1]!, cluster.proxy.origin);
    await partner.signIn({ name: 'Course', email: 'course@grappe.fr' });
    const applied = await partner.request('/api/partner/apply', { json: partnerApplication('Course') });
    expect(applied.status, applied.body).toBe(201);
    const id = JSON.parse(applied.body).data.id as number;
    const activated = await asAdmin(origins[2]!, 'PUT', `/api/admin/partners/${id}`, {
      status: 'active',
      activate_without_channel: true,
    });
    expect(activated.status, activated.body).toBe(200);
    // The partner's channel earned 300 € yesterday: the admin uploads the day's report and imports it.
    const day = yesterday();
    const channel = await holdChannelSince(cluster.database, id, LONG_AGO);
    const upload = await admin.request('/api/admin/adsense/upload', {
      origin: origins[1],
      text: reportCsv([[day, channel, reportEuros(30_000)]]),
    });
    expect(upload.status, upload.body).toBe(200);
    const imported = await asAdmin(origins[2]!, 'POST', '/api/admin/adsense/import', { date: day });
    expect(imported.status, imported.body).toBe(200);
    const payment = await partner.request('/api/partner/payment', {
      origin: origins[0],
      method: 'PUT',
      json: { iban: 'FR7630006000011234567890189', holderName: 'Course' },
    });
    expect(payment.status, payment.body).toBe(200);

    const before = [...cluster.proxy.served];
    const statuses = await Promise.all(
      Array.from({ length: CLAIMS }, () =>
        fetch(`${cluster.proxy.origin}/api/partner/payouts/claim`, {
          method: 'POST',
          headers: partner.headers(),
        }).then(async (res) => (await res.arrayBuffer(), res.status)),
      ),
    );
    const spread = cluster.proxy.served.map((count, i) => count - (before[i] ?? 0));
    figure(`${CLAIMS} claims (per process ${spread.join('/')}): ${JSON.stringify(statusTally(statuses))}`);
    expect(statusTally(statuses)).toEqual({ 201: 1, 409: CLAIMS - 1 });
    const requests = await cluster.database.db
      .selectFrom('payout_requests')
      .select('id')
      .where('partner_id', '=', id)
      .execute();
    expect(requests).toHaveLength(1);
  });

  it('(f) imports the night once when three processes run the job at the same moment', async () => {
    const { db } = cluster.database;
    const { id } = await db
      .insertInto('partners')
      .values({
        code: 'JARDIN',
        name: 'Jardin',
        email: 'jardin@grappe.fr',
        status: 'active',
        revenue_share_percent: 70,
        payout_threshold_cents: 7000,
        adsense_custom_channel_id: `ca-${ACCOUNT}:5100000001`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('channel_holdings')
      .values({ channel_id: `ca-${ACCOUNT}:5100000001`, partner_id: id, from_day: LONG_AGO })
      .execute();
    const jobs = [0, 1, 2].map(() => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/cluster/nightlyRun.ts', NIGHT], {
        cwd: ROOT,
        env: cluster.env,
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      return { child, output: () => output, exited };
    });
    await until(() => jobs.every((job) => job.output().includes('prêt') || job.child.exitCode !== null), 20);
    const go = Date.now();
    for (const job of jobs) job.child.stdin.end('go\n');
    const codes = await Promise.all(jobs.map((job) => job.exited));
    expect(codes, jobs.map((job) => job.output()).join('\n')).toEqual([0, 0, 0]);
    const outcomes = jobs.map(
      (job) => JSON.parse(/\{"outcome".*\}/.exec(job.output())![0]).outcome as string,
    );
    figure(`nightly job raced by 3 processes: ${outcomes.join(', ')} in ${Date.now() - go} ms`);
    expect(outcomes.sort()).toEqual(['ok', 'skipped', 'skipped']);
    expect(google.requests.filter((r) => r.path === REPORT_PATH)).toHaveLength(1);
    const runs = await db.selectFrom('job_runs').select(['status']).where('day', '=', NIGHT).execute();
    expect(runs).toEqual([{ status: 'ok' }]);
    const { gross } = await db
      .selectFrom('partner_ledger')
      .select(sql<string>`coalesce(sum(gross_cents), 0)`.as('gross'))
      .where('partner_id', '=', id)
      .where('day', '=', NIGHT)
      .where('kind', 'in', ['share', 'adjustment'])
      .executeTakeFirstOrThrow();
    expect(Number(gross)).toBe(9917);
  });

  it(`(g) honours a partner's pause on every process within ${PROPAGATION_MS} ms`, async () => {
    const created = await asAdmin(origins[0]!, 'POST', '/api/admin/partners', {
      code: 'PAUSE',
      name: 'Pause',
      email: 'pause@grappe.fr',
      status: 'active',
      slots: ['home'],
      activate_without_channel: true,
    });
    expect(created.status, created.body).toBe(201);
    const id = JSON.parse(created.body).data.id as number;
    // A referred visitor's slots: the partner's one slot while it is active, the site's once it is not.
    const slotsOf = async (origin: string) => {
      const res = await fetch(`${origin}/api/ads/slots`, { headers: { cookie: 'pa_ref=PAUSE' } });
      return ((await res.json()).data.slots as Array<{ id: string }>).map((s) => s.id);
    };
    const siteSlots = (await (await fetch(`${origins[0]}/api/ads/slots`)).json()).data.slots.length as number;
    expect(siteSlots).toBeGreaterThan(1);
    for (const origin of origins) expect(await slotsOf(origin)).toEqual(['home']);
    const paused = await asAdmin(origins[0]!, 'PUT', `/api/admin/partners/${id}`, { status: 'paused' });
    const pausedAt = Date.now();
    expect(paused.status, paused.body).toBe(200);
    expect(await slotsOf(origins[0]!)).toHaveLength(siteSlots);
    const delays = await delaysUntil(
      origins.slice(1),
      pausedAt,
      async (o) => (await slotsOf(o)).length === siteSlots,
    );
    figure(`pause honoured by the other processes after ${delays.join(' ms and ')} ms`);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(PROPAGATION_MS);
  });

  it('(h) gives each partner one channel when activations arrive at once on the three processes', async () => {
    for (let i = 0; i < 12; i++) {
      const added = await asAdmin(origins[i % 3]!, 'POST', '/api/admin/adsense/unused-channels', {
        channel_id: `880000000${String(i).padStart(2, '0')}`,
      });
      expect(added.status, added.body).toBe(201);
    }
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4]) {
      const created = await asAdmin(origins[0]!, 'POST', '/api/admin/partners', {
        code: `CANAL${n}`,
        name: `Canal ${n}`,
        email: `canal${n}@grappe.fr`,
      });
      expect(created.status, created.body).toBe(201);
      ids.push(JSON.parse(created.body).data.id as number);
    }
    // Each partner activated on the three processes at once, the four partners together: 12 requests.
    const answers = await Promise.all(
      ids.flatMap((id) =>
        origins.map((origin) => asAdmin(origin, 'PUT', `/api/admin/partners/${id}`, { status: 'active' })),
      ),
    );
    // And partners created active at the same moment, one on each process.
    const creations = await Promise.all(
      origins.map((origin, n) =>
        asAdmin(origin, 'POST', '/api/admin/partners', {
          code: `ACTIF${n}`,
          name: `Actif ${n}`,
          email: `actif${n}@grappe.fr`,
          status: 'active',
        }),
      ),
    );
    for (const created of creations) {
      expect(created.status, created.body).toBe(201);
      ids.push(JSON.parse(created.body).data.id as number);
    }
    figure(
      `12 simultaneous activations (4 partners × 3 processes): ${JSON.stringify(statusTally(answers.map((a) => a.status)))}; ` +
        `3 partners created active at once: ${creations.map((c) => c.status).join('/')}`,
    );
    const { db } = cluster.database;
    const used = await db
      .selectFrom('ad_channels')
      .select(['channel_id', 'used_by_partner_id'])
      .where('used_by_partner_id', 'in', ids)
      .execute();
    const holdings = await db
      .selectFrom('channel_holdings')
      .select(['channel_id', 'partner_id'])
      .where('partner_id', 'in', ids)
      .where('to_day', 'is', null)
      .execute();
    const partners = await db
      .selectFrom('partners')
      .select(['id', 'status', 'adsense_custom_channel_id'])
      .where('id', 'in', ids)
      .execute();
    for (const id of ids) {
      const own = used.filter((c) => c.used_by_partner_id === id);
      expect(own, `partner ${id}`).toHaveLength(1);
      expect(holdings.filter((h) => h.partner_id === id).map((h) => h.channel_id)).toEqual([
        own[0]!.channel_id,
      ]);
      expect(partners.find((p) => p.id === id)).toMatchObject({
        status: 'active',
        adsense_custom_channel_id: own[0]!.channel_id,
      });
    }
    expect(new Set(used.map((c) => c.channel_id)).size).toBe(ids.length);
  });

  it('measures the throughput of 1 and 3 processes on a cached search (printed, not judged)', async () => {
    const path = '/api/search?q=Lyon';
    expect((await fetch(`${cluster.proxy.origin}${path}`)).status).toBe(200);
    const one = await startRoundRobinProxy([origins[0]!]);
    const durationS = Number(process.env.BENCH_DURATION_S ?? 5);
    const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
    try {
      const rates: string[] = [];
      for (const [label, origin] of [
        ['1 process', one.origin],
        ['3 processes', cluster.proxy.origin],
      ] as const) {
        const run = await load(`${origin}${path}`, { connections, durationS });
        rates.push(`${label} ${run.rate} req/s (p99 ${run.p99Ms} ms, ${run.non2xx} non-2xx)`);
        expect(run.total).toBeGreaterThan(0);
      }
      figure(
        `cached GET ${path} through the proxy, ${connections} connections, ${durationS} s: ${rates.join('; ')}`,
      );
    } finally {
      await one.close();
    }
  });
});

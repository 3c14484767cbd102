// The security dashboard reads sums kept as failures arrive (per hour and jail, per address and Paris day): its
// figures are the request log's own sums, across a Paris midnight, after more failures and after the retention.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_JAILS, SECURITY_LOG_RETENTION_MS } from '../../../common/constants';
import { parisDay, parisDayStart } from '../../../common/dates';
import { addDays } from '../../../common/periods';
import { runRetention } from '../../../server/programme/retention/lifecycle';
import { pruneSecurityLogSums } from '../../../server/security/service';
import { signIn, type Caller } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const FAILURE_JAILS = ['auth', 'nginx-admin'];

type Logged = { at: string; ip: string; jail: string };
type Stats = {
  alerts: { failedAttemptsLastHour: number; rateLimitHits: number };
  stats: { failedAuthToday: number; failedAuthWeek: number };
  topSuspiciousIps: { ip: string; count: number }[];
  hourly: { hour: string; failures: number }[];
};

describe('the security dashboard’s kept sums', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_EMAILS: 'admin@sommes.fr', TRUST_PROXY: 'loopback' } });
    admin = await signIn(t.app, 'Ada', 'admin@sommes.fr');
  });
  afterAll(() => t.close());

  const dashboard = async () => {
    const res = await t.app.inject({ url: '/api/admin/security', headers: admin.headers() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Stats;
  };

  /** The log itself, summed here row by row for the windows the dashboard shows, as of `now`. */
  async function rawFigures(now: number) {
    const rows = (
      await t.database.db.selectFrom('security_events').select(['at', 'ip', 'jail']).execute()
    ).map((r) => ({ ...r, at: Date.parse(new Date(r.at).toISOString()) }));
    const count = (jails: string[], since: number) =>
      rows.filter((r) => jails.includes(r.jail) && r.at > since).length;
    const today = parisDay(new Date(now));
    const days = [today, addDays(today, -1)];
    const perAddress = new Map<string, number>();
    for (const r of rows)
      if (days.includes(parisDay(new Date(r.at)))) perAddress.set(r.ip, (perAddress.get(r.ip) ?? 0) + 1);
    const currentHour = Math.floor(now / HOUR) * HOUR;
    return {
      alerts: {
        failedAttemptsLastHour: count(FAILURE_JAILS, now - HOUR),
        rateLimitHits: count(['rate-limit'], now - HOUR),
      },
      stats: {
        failedAuthToday: count(['auth'], parisDayStart(today).getTime()),
        failedAuthWeek: count(['auth'], now - 7 * DAY),
      },
      topSuspiciousIps: [...perAddress]
        .map(([ip, n]) => ({ ip, count: n }))
        .sort((a, b) => b.count - a.count || (a.ip < b.ip ? -1 : 1))
        .slice(0, 10),
      hourly: Array.from({ length: 24 }, (_, i) => {
        const hour = currentHour - (23 - i) * HOUR;
        const failures = rows.filter(
          (r) => FAILURE_JAILS.includes(r.jail) && Math.floor(r.at / HOUR) * HOUR === hour,
        ).length;
        return { hour: new Date(hour).toISOString(), failures };
      }),
    };
  }

  /** The dashboard, asked now, says what the log sums to (asked again if an hour began while it answered). */
  async function expectSumsOfTheLog() {
    let before = Date.now();
    let stats = await dashboard();
    if (Math.floor(Date.now() / HOUR) !== Math.floor(before / HOUR)) {
      before = Date.now();
      stats = await dashboard();
    }
    const raw = await rawFigures(before);
    expect(stats.alerts).toMatchObject(raw.alerts);
    expect(stats.stats).toMatchObject(raw.stats);
    expect(stats.topSuspiciousIps).toEqual(raw.topSuspiciousIps);
    expect(stats.hourly.map((h) => ({ hour: h.hour, failures: h.failures }))).toEqual(raw.hourly);
    return stats;
  }

  /** Failures written to the log as another writer would (one statement for all of them); none within seconds of
   * a window's edge, so that the instant the dashboard is asked cannot move one across it. */
  async function logFailures(events: { ago: number; ip: string; jail: string; times?: number }[]) {
    const now = Date.now();
    const edges = [now - HOUR, now - DAY, now - 7 * DAY];
    const rows: Logged[] = events
      .filter((e) => edges.every((edge) => Math.abs(now - e.ago - edge) > 30_000))
      .flatMap((e) =>
        Array.from({ length: e.times ?? 1 }, () => ({
          at: new Date(now - e.ago).toISOString(),
          ip: e.ip,
          jail: e.jail,
        })),
      );
    await t.database.db
      .insertInto('security_events')
      .values(rows.map((r) => ({ ...r, path: '/auth/google/callback', status: 401 })))
      .execute();
    return rows;
  }

  it('gives the log’s own sums: the last hour, today, the week, the day’s hours and the most failing addresses', async () => {
    // Real failures first: the sign-in's callback refused from one address.
    for (let i = 0; i < SECURITY_JAILS.auth.maxRetry - 1; i++)
      await t.app.inject({
        url: '/auth/google/callback?code=x&state=y',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
    const now = Date.now();
    const midnight = parisDayStart(parisDay(new Date(now))).getTime();
    // Either side of the last Paris midnight (after it only once it has passed a few minutes ago).
    const afterMidnight = Math.min(4 * MINUTE, (now - midnight) / 3);
    const logged = await logFailures([
      { ago: 5 * MINUTE, ip: '203.0.113.10', jail: 'auth', times: 3 },
      { ago: 30 * MINUTE, ip: '203.0.113.11', jail: 'nginx-admin', times: 2 },
      { ago: 50 * MINUTE, ip: '203.0.113.12', jail: 'rate-limit', times: 4 },
      { ago: 70 * MINUTE, ip: '203.0.113.10', jail: 'auth' },
      { ago: 3 * HOUR, ip: '203.0.113.13', jail: 'probe', times: 6 },
      { ago: 23 * HOUR, ip: '203.0.113.11', jail: 'auth' },
      { ago: 25 * HOUR, ip: '203.0.113.14', jail: 'auth', times: 7 },
      { ago: 3 * DAY, ip: '203.0.113.14', jail: 'nginx-admin', times: 2 },
      { ago: 6.9 * DAY, ip: '203.0.113.15', jail: 'auth' },
      { ago: 7.1 * DAY, ip: '203.0.113.15', jail: 'auth', times: 2 },
      { ago: now - midnight + 4 * MINUTE, ip: '203.0.113.16', jail: 'auth', times: 8 },
      { ago: now - midnight - afterMidnight, ip: '203.0.113.16', jail: 'auth', times: 5 },
      { ago: now - midnight + 26 * HOUR, ip: '203.0.113.17', jail: 'auth', times: 9 },
    ]);
    const stats = await expectSumsOfTheLog();
    // The address failing on both sides of midnight counts both; two days ago counts no more.
    const aroundMidnight = logged.filter((r) => r.ip === '203.0.113.16').map((r) => Date.parse(r.at));
    expect(aroundMidnight.some((at) => at < midnight) && aroundMidnight.some((at) => at >= midnight)).toBe(
      true,
    );
    expect(stats.topSuspiciousIps).toContainEqual({ ip: '203.0.113.16', count: aroundMidnight.length });
    expect(stats.topSuspiciousIps.map((s) => s.ip)).not.toContain('203.0.113.17');
    expect(stats.stats.failedAuthWeek).toBeGreaterThan(stats.stats.failedAuthToday);
  });

  it('follows the failures that arrive next, one at a time or many in one statement', async () => {
    await logFailures([
      { ago: MINUTE, ip: '203.0.113.16', jail: 'auth' },
      { ago: 2 * HOUR, ip: '198.51.100.1', jail: 'nginx-admin', times: 30 },
    ]);
    for (let i = 0; i < 3; i++)
      await t.app.inject({ url: '/admin/wp-login.php', headers: { 'x-forwarded-for': '198.51.100.2' } });
    const stats = await expectSumsOfTheLog();
    expect(stats.topSuspiciousIps[0]).toEqual({ ip: '198.51.100.1', count: 30 });
  });

  it('keeps the same figures once the retention pruned the sums the log no longer holds', async () => {
    await logFailures([{ ago: 40 * DAY, ip: '192.0.2.40', jail: 'auth', times: 3 }]);
    const before = await expectSumsOfTheLog();
    const today = parisDay();
    const run = await runRetention(t.database, today, t.config.retention, undefined, [pruneSecurityLogSums]);
    expect(run.outcome).toBe('ok');
    await t.app.jails.prune();
    expect(run.figures!.pruned.security_event_hours).toBeGreaterThan(0);
    expect(run.figures!.pruned.security_address_days).toBeGreaterThan(0);
    const horizon = new Date(parisDayStart(today).getTime() - SECURITY_LOG_RETENTION_MS);
    const { db } = t.database;
    expect(
      await db
        .selectFrom('security_event_hours')
        .select('hour')
        .where('hour', '<', horizon.toISOString())
        .execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('security_address_days')
        .select('day')
        .where('day', '<', parisDay(horizon))
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('security_events').select('id').where('ip', '=', '192.0.2.40').execute(),
    ).toEqual([]);
    const after = await expectSumsOfTheLog();
    expect(after.stats).toEqual(before.stats);
    expect(after.topSuspiciousIps).toEqual(before.topSuspiciousIps);
  });
});

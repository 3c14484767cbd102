// The nightly import runs as a job: every process's schedule queues the night, once per night and tick; one runner
// imports it with its lines done, records the night as before, and a night whose runner died is taken again and
// finished without crediting twice; the monthly run its dead runner left running is taken back by the same job.
import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros } from '../../../common/money';
import type { Job } from '../../../common/jobs';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import {
  createJobRunner,
  jobOwner,
  type JobHandler,
  type JobRunner,
} from '../../../server/platform/jobs/runner';
import { MONTHLY_PAYOUT_JOB, runMonthlyPayouts } from '../../../server/programme/payouts/monthly';
import {
  NIGHT_JOB,
  NIGHTLY_JOB,
  nightJobHandler,
  queueNight,
  type NightResult,
} from '../../../server/programme/revenue/nightly';
import { createRevenueService } from '../../../server/programme/revenue/service';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { reportCsv, seedChannelPartners, type ReportLine } from '../../fixtures/money';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const PARTNERS = 600;
const channelOf = (n: number) => String(8_000_000 + n);
/** Each partner earns 1.50 € to 9.50 € on the night. */
const grossOf = (n: number) => 150 + (n % 9) * 100;

describe('the nightly import as a job', () => {
  let t: TestApp;
  let browser: TestBrowser;
  let token: string;
  const extra: DatabaseHandle[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_EMAILS: 'admin@example.fr', ADSENSE_NIGHTLY_IMPORT: 'false' } });
    browser = createTestBrowser(t.app);
    await signInWith(browser, { name: 'Ada', email: 'admin@example.fr' });
    token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    await seedChannelPartners(t.database, PARTNERS, (n) => `N${n}`, channelOf);
  });
  afterAll(async () => {
    for (const database of extra) await database.db.destroy().catch(() => {});
    await t.close();
  });

  /** The night's report, uploaded as the API would have answered it. */
  async function reportOf(day: string) {
    const lines = Array.from({ length: PARTNERS }, (_, n): ReportLine => [
      day,
      channelOf(n),
      (grossOf(n) / 100).toFixed(2),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/adsense/upload',
      headers: {
        cookie: browser.cookieHeader(),
        'x-csrf-token': token,
        'content-type': 'text/csv',
      },
      payload: reportCsv(lines),
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  const sharesOn = async (day: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('partner_ledger')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('kind', '=', 'share')
          .where('day', '=', day)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const nightRun = (day: string) =>
    t.database.db
      .selectFrom('job_runs')
      .selectAll()
      .where('job', '=', NIGHTLY_JOB)
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
  const jobRow = (id: number) =>
    t.database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const total = Array.from({ length: PARTNERS }, (_, n) => grossOf(n)).reduce((a, b) => a + b);

  function otherRunner(
    name: string,
    wrap: (handler: JobHandler) => JobHandler = (h) => h,
    leaseMs?: number,
  ): { runner: JobRunner; database: DatabaseHandle } {
    const database = openDatabase(t.config.database);
    extra.push(database);
    const runner = createJobRunner({ database, name, ...(leaseMs && { leaseMs }) });
    runner.handle(NIGHT_JOB, wrap(nightJobHandler(database, createRevenueService(database, t.config))));
    return { runner, database };
  }

  it('is queued once per night and tick by every process, and one runner imports it with its lines done', async () => {
    await t.app.jobs.runner.stop();
    const day = '2026-10-14';
    await reportOf(day);
    const tick = new Date('2026-10-14T22:30:00Z');
    // Two processes' schedules at the same tick: one job.
    const [a, b] = [await queueNight(t.app.jobs, day, tick), await queueNight(t.app.jobs, day, tick)];
    expect(b!.id).toBe(a!.id);
    expect(a).toMatchObject({ kind: NIGHT_JOB, status: 'queued' });

    // Each runner tells its progress after the admin read the job: whichever wins, the figures advance.
    const seen: Array<[number, number | null]> = [];
    const watched =
      (handler: JobHandler): JobHandler =>
      (payload, context) =>
        handler(payload, {
          ...context,
          async progress(done, all) {
            await context.progress(done, all);
            const job = (await t.app.jobs.find(a!.id))!;
            seen.push([job.done, job.total]);
          },
        });
    const { runner } = otherRunner('runner-a', watched);
    const other = otherRunner('runner-b', watched);
    const ran = await Promise.all([runner.runDue(), other.runner.runDue()]);
    expect(ran[0]! + ran[1]!).toBe(1);
    const job = (await t.app.jobs.find(a!.id)) as Job;
    expect(job).toMatchObject({ status: 'done', done: PARTNERS, total: PARTNERS, attempts: 1 });
    expect(seen).toEqual([
      [0, PARTNERS],
      [0, PARTNERS],
      [250, PARTNERS],
      [500, PARTNERS],
      [PARTNERS, PARTNERS],
    ]);
    const result = job.result as NightResult;
    expect(result).toMatchObject({
      day,
      outcome: 'ok',
      import: { updated: PARTNERS, shares: PARTNERS, adjustments: 0 },
    });
    // The night as the admin read it before: ok, with its partners and its total.
    expect(await nightRun(day)).toMatchObject({
      status: 'ok',
      detail: `${PARTNERS} partenaire(s), ${formatEuros(result.import!.totalEarnings_cents)} au total`,
    });
    expect(result.import!.totalEarnings_cents).toBe(total);
    expect(await sharesOn(day)).toBe(PARTNERS);

    // The next tick finds the night done: nothing imported again.
    const retry = await queueNight(t.app.jobs, day, new Date('2026-10-14T23:30:00Z'));
    expect(retry.id).not.toBe(a!.id);
    expect(await other.runner.runDue()).toBe(1);
    expect((await t.app.jobs.find(retry.id))!.result).toEqual({ day, outcome: 'skipped', import: null });
    expect(await sharesOn(day)).toBe(PARTNERS);
    t.app.jobs.runner.start();
  });

  it('is taken again when its runner died, and finishes the night without crediting twice', async () => {
    await t.app.jobs.runner.stop();
    const day = '2026-10-20';
    await reportOf(day);
    const job = await queueNight(t.app.jobs, day, new Date('2026-10-20T22:30:00Z'));
    let died!: () => void;
    const dead = new Promise<void>((resolve) => (died = resolve));
    const dying = otherRunner(
      'runner-dies',
      (handler) => (payload, context) =>
        handler(payload, {
          ...context,
          async progress(done, all) {
            if (done > 0) {
              died();
              await new Promise(() => {}); // the process is gone
            }
            await context.progress(done, all);
          },
        }),
      400,
    );
    void dying.runner.runDue();
    await dead;
    await dying.database.db.destroy();
    expect(await nightRun(day)).toMatchObject({ status: 'running', detail: jobOwner(job.id) });
    expect((await jobRow(job.id)).checkpoint).not.toBeNull();
    expect(await sharesOn(day)).toBe(PARTNERS);

    const survivor = otherRunner('runner-survives');
    expect(await survivor.runner.runDue()).toBe(0); // its lease still holds
    await pause(500);
    expect(await survivor.runner.runDue()).toBe(1);
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'done', attempts: 2, runner: 'runner-survives', done: PARTNERS });
    expect(JSON.parse(row.result!)).toMatchObject({
      day,
      outcome: 'ok',
      import: { updated: PARTNERS, shares: PARTNERS },
    });
    expect(await nightRun(day)).toMatchObject({ status: 'ok' });
    expect(await sharesOn(day)).toBe(PARTNERS);
    const last = await t.app.inject({
      method: 'GET',
      url: '/api/admin/adsense/last-import',
      headers: { cookie: browser.cookieHeader() },
    });
    expect(last.json().data).toMatchObject({ day, status: 'ok' });
    t.app.jobs.runner.start();
  });

  it('a monthly run left running is taken back by the job that took it, never by another', async () => {
    const lastDay = '2026-09-30';
    await t.database.db
      .insertInto('job_runs')
      .values({ job: MONTHLY_PAYOUT_JOB, day: lastDay, status: 'running', detail: jobOwner(41) })
      .execute();
    expect(await runMonthlyPayouts(t.database, t.config.ibanKey, lastDay)).toBeNull();
    expect(
      await runMonthlyPayouts(t.database, t.config.ibanKey, lastDay, undefined, { owner: jobOwner(42) }),
    ).toBeNull();
    expect(
      await runMonthlyPayouts(t.database, t.config.ibanKey, lastDay, undefined, { owner: jobOwner(41) }),
    ).toEqual([]);
    const row = await t.database.db
      .selectFrom('job_runs')
      .selectAll()
      .where('job', '=', MONTHLY_PAYOUT_JOB)
      .where('day', '=', lastDay)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'ok', detail: '0 paiement(s) automatique(s)' });
    // Once done, the same job taking it again finds nothing to do.
    expect(
      await runMonthlyPayouts(t.database, t.config.ibanKey, lastDay, undefined, { owner: jobOwner(41) }),
    ).toBeNull();
  });
});

// The revenue import runs as a job: the call answers at once with the job to follow, the job tells its lines done,
// two runners run it once, and a job whose runner died is taken again and resumed without crediting twice.
import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../common/periods';
import { parisDay } from '../../../common/dates';
import { UPLOAD_PREVIEW_LINES } from '../../../common/revenue';
import type { Job } from '../../../common/jobs';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { createJobRunner, type JobRunner } from '../../../server/platform/jobs/runner';
import { IMPORT_JOB, importJobHandler } from '../../../server/programme/revenue/importJob';
import { createRevenueService } from '../../../server/programme/revenue/service';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { reportCsv, seedChannelPartners, type ReportLine } from '../../fixtures/money';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const PARTNERS = 600;
const channelOf = (n: number) => String(7_000_000 + n);

describe('POST /api/admin/adsense/import as a job', () => {
  let t: TestApp;
  let browser: TestBrowser;
  let token: string;
  const extra: DatabaseHandle[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_EMAILS: 'admin@example.fr', ADSENSE_NIGHTLY_IMPORT: 'false' } });
    browser = createTestBrowser(t.app);
    await signInWith(browser, { name: 'Ada', email: 'admin@example.fr' });
    token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    await seedChannelPartners(t.database, PARTNERS, (n) => `P${n}`, channelOf);
  });
  afterAll(async () => {
    for (const database of extra) await database.db.destroy().catch(() => {});
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: string | object, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: {
        cookie: browser.cookieHeader(),
        'x-csrf-token': token,
        ...(typeof payload === 'string' && { 'content-type': 'text/csv' }),
        ...headers,
      },
      ...(payload !== undefined && { payload }),
    });

  /** A report of these days, every partner earning on each (cents differ by partner and day). */
  async function upload(days: string[]) {
    const lines = days.flatMap((day, d) =>
      Array.from({ length: PARTNERS }, (_, n): ReportLine => [day, channelOf(n), `${1 + ((n + d) % 9)}.50`]),
    );
    const res = await call('POST', '/api/admin/adsense/upload', reportCsv(lines));
    expect(res.statusCode, res.body).toBe(200);
  }

  const sharesOn = async (days: string[]) => {
    const row = await t.database.db
      .selectFrom('partner_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'share')
      .where('day', 'in', days)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const auditsOf = async (days: string[]) => {
    const row = await t.database.db
      .selectFrom('admin_audit')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'revenue.import')
      .where('target', '=', `days:${days[0]}..${days.at(-1)}`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const jobRow = (id: number) =>
    t.database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** A runner of its own, on a connection of its own, as another process would have. */
  function otherRunner(name: string, leaseMs?: number): { runner: JobRunner; database: DatabaseHandle } {
    const database = openDatabase(t.config.database);
    extra.push(database);
    const runner = createJobRunner({ database, name, ...(leaseMs && { leaseMs }) });
    runner.handle(IMPORT_JOB, importJobHandler(createRevenueService(database, t.config)));
    return { runner, database };
  }

  it('answers 202 at once with the job and its URL; the job tells its lines done, then the result', async () => {
    const days = [addDays(parisDay(), -3), addDays(parisDay(), -2)];
    await upload(days);
    const started = performance.now();
    const res = await call('POST', '/api/admin/adsense/import', { days }, { prefer: 'respond-async' });
    const answeredMs = performance.now() - started;
    expect(res.statusCode, res.body).toBe(202);
    const { job, url } = res.json().data as { job: Job; url: string };
    expect(url).toBe(`/api/admin/jobs/${job.id}`);
    expect(res.headers.location).toBe(url);
    expect(['queued', 'running']).toContain(job.status);
    expect(answeredMs).toBeLessThan(2_000);

    let current = job;
    while (current.status === 'queued' || current.status === 'running') {
      const poll = await call('GET', url);
      expect(poll.statusCode).toBe(200);
      current = poll.json().data as Job;
      await pause(20);
    }
    expect(current).toMatchObject({ status: 'done', done: 2 * PARTNERS, total: 2 * PARTNERS, error: null });
    expect(current.result).toMatchObject({ updated: PARTNERS, shares: 2 * PARTNERS, adjustments: 0, days });
    expect(await sharesOn(days)).toBe(2 * PARTNERS);
    expect(await auditsOf(days)).toBe(1);
  });

  it('shows the admin its lines done part-way, a slice of partners at a time', async () => {
    await t.app.jobs.runner.stop();
    const days = [addDays(parisDay(), -9)];
    await upload(days);
    const res = await call('POST', '/api/admin/adsense/import', { days }, { prefer: 'respond-async' });
    const { url } = res.json().data as { url: string };
    // Each time the runner tells its progress, the admin reads the job.
    const seen: Job[] = [];
    const { runner, database } = otherRunner('runner-watched');
    const handler = importJobHandler(createRevenueService(database, t.config));
    runner.handle(IMPORT_JOB, (payload, context) =>
      handler(payload, {
        ...context,
        async progress(done, total) {
          await context.progress(done, total);
          seen.push((await call('GET', url)).json().data as Job);
        },
      }),
    );
    expect(await runner.runDue()).toBe(1);
    expect(seen.map((j) => [j.status, j.done, j.total])).toEqual([
      ['running', 0, PARTNERS],
      ['running', 0, PARTNERS],
      ['running', 250, PARTNERS],
      ['running', 500, PARTNERS],
      ['running', PARTNERS, PARTNERS],
    ]);
    expect((await call('GET', url)).json().data).toMatchObject({ status: 'done', done: PARTNERS });
    t.app.jobs.runner.start();
  });

  it('answers the result as the spec does when the import ends within a few seconds', async () => {
    const days = [addDays(parisDay(), -3), addDays(parisDay(), -2)];
    const res = await call('POST', '/api/admin/adsense/import', { days });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ updated: 0, shares: 0, adjustments: 0 });
    expect(await sharesOn(days)).toBe(2 * PARTNERS);
  });

  it('is run once by two runners of two processes', async () => {
    await t.app.jobs.runner.stop();
    const days = [addDays(parisDay(), -5)];
    await upload(days);
    const job = await t.app.jobs.enqueue({ kind: IMPORT_JOB, payload: { days } });
    const a = otherRunner('runner-a');
    const b = otherRunner('runner-b');
    const ran = await Promise.all([a.runner.runDue(), b.runner.runDue()]);
    expect(ran[0]! + ran[1]!).toBe(1);
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
    expect(['runner-a', 'runner-b']).toContain(row.runner);
    expect(await sharesOn(days)).toBe(PARTNERS);
    t.app.jobs.runner.start();
  });

  it('is taken again when its runner died, and resumes without crediting twice', async () => {
    await t.app.jobs.runner.stop();
    const days = [addDays(parisDay(), -7), addDays(parisDay(), -6)];
    await upload(days);
    const job = await t.app.jobs.enqueue({ kind: IMPORT_JOB, payload: { days, adminId: 1 } });
    // A runner that dies once the days are credited (its checkpoint saved): it never finishes, its lease runs out.
    const dying = otherRunner('runner-dies', 400);
    let died!: () => void;
    const dead = new Promise<void>((resolve) => (died = resolve));
    const handler = importJobHandler(createRevenueService(dying.database, t.config));
    dying.runner.handle(IMPORT_JOB, (payload, context) =>
      handler(payload, {
        ...context,
        async progress(done, total) {
          if (done > 0) {
            died();
            await new Promise(() => {}); // the process is gone
          }
          await context.progress(done, total);
        },
      }),
    );
    void dying.runner.runDue();
    await dead;
    await dying.database.db.destroy(); // no more heartbeats
    const stale = await jobRow(job.id);
    expect(stale).toMatchObject({ status: 'running', runner: 'runner-dies', attempts: 1 });
    expect(stale.checkpoint).not.toBeNull();
    expect(await sharesOn(days)).toBe(2 * PARTNERS);

    const survivor = otherRunner('runner-survives');
    expect(await survivor.runner.runDue()).toBe(0); // its lease still holds
    await pause(500);
    expect(await survivor.runner.runDue()).toBe(1);
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'done', attempts: 2, runner: 'runner-survives', done: 2 * PARTNERS });
    expect(JSON.parse(row.result!)).toMatchObject({
      shares: 2 * PARTNERS,
      updated: PARTNERS,
      adjustments: 0,
    });
    expect(await sharesOn(days)).toBe(2 * PARTNERS);
    const adjustments = await t.database.db
      .selectFrom('partner_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'adjustment')
      .where('day', 'in', days)
      .executeTakeFirstOrThrow();
    expect(Number(adjustments.n)).toBe(0);
    expect(await auditsOf(days)).toBe(1);
    t.app.jobs.runner.start();
  });

  it('GET /api/admin/jobs/:id is for admins only, and answers 404 for an unknown job', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/jobs/1' });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await call('GET', '/api/admin/jobs/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Ressource non trouvée');
  });
});

describe('GET /api/admin/adsense/preview/partners', () => {
  let t: TestApp;
  let browser: TestBrowser;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_EMAILS: 'admin@example.fr', ADSENSE_NIGHTLY_IMPORT: 'false' } });
    browser = createTestBrowser(t.app);
    await signInWith(browser, { name: 'Ada', email: 'admin@example.fr' });
  });
  afterAll(async () => t.close());

  it('an upload answers the first lines of each day; the others come a page at a time, by code', async () => {
    const day = addDays(parisDay(), -2);
    await seedChannelPartners(t.database, 45, (n) => `C${String(n).padStart(2, '0')}`, channelOf);
    const token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    const headers = { cookie: browser.cookieHeader(), 'x-csrf-token': token };
    const lines = Array.from({ length: 45 }, (_, n): ReportLine => [day, channelOf(n), '2.00']);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/adsense/upload',
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: reportCsv([...lines, [day, '123456789', '1.00']]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const [first] = upload.json().data.preview;
    expect(first.partners).toHaveLength(UPLOAD_PREVIEW_LINES);
    expect(first).toMatchObject({ partners_total: 45, unmatched_total: 1, unmatched_cents: 100 });

    const codes: string[] = [];
    let after: string | null = first.partners.at(-1).code;
    codes.push(...first.partners.map((p: { code: string }) => p.code));
    while (after) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/admin/adsense/preview/partners?date=${day}&after=${after}&limit=10`,
        headers,
      });
      expect(page.statusCode, page.body).toBe(200);
      const data = page.json().data as { partners: Array<{ code: string }>; next: string | null };
      expect(data.partners.length).toBeLessThanOrEqual(10);
      codes.push(...data.partners.map((p) => p.code));
      after = data.next;
    }
    expect(codes).toEqual(Array.from({ length: 45 }, (_, n) => `C${String(n).padStart(2, '0')}`));
  });
});

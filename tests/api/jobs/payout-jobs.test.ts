// The SEPA batch runs as jobs: gathering a batch, marking it paid (payouts done of N, a slice at a time) and its
// transfer file exported. Each call answers 202 with the job to follow when asked `Prefer: respond-async`, its result
// is what the call answered before, and a job whose runner died is taken again and pays nobody twice.
import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPayout, PayoutBatch } from '../../../common/admin';
import type { Job } from '../../../common/jobs';
import { ADMIN_MESSAGES } from '../../../common/messages';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { createJobRunner, type JobHandler, type JobRunner } from '../../../server/platform/jobs/runner';
import { encryptIban } from '../../../server/programme/partners/ibanCipher';
import {
  BATCH_JOB,
  BATCH_PAID_JOB,
  batchJobHandlers,
  SEPA_EXPORT_JOB,
} from '../../../server/programme/payouts/batchJobs';
import { PAID_SLICE } from '../../../server/programme/payouts/batchService';
import { adminPayoutAnswers } from '../../../server/programme/payouts/service';
import { listPayoutsWithPartner } from '../../../server/programme/payouts/store';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const PAYOUTS = 120;
const IBAN = 'FR7630006000011234567890189';

describe('the SEPA batch as jobs', () => {
  let t: TestApp;
  let browser: TestBrowser;
  let token: string;
  let run = 0;
  const extra: DatabaseHandle[] = [];

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        ADMIN_EMAILS: 'admin@example.fr',
        ADSENSE_NIGHTLY_IMPORT: 'false',
        SEPA_DEBTOR_NAME: 'Portail Recherche SAS',
        SEPA_DEBTOR_IBAN: 'FR7630004000031234567890143',
        SEPA_DEBTOR_BIC: 'BNPAFRPPXXX',
      },
    });
    browser = createTestBrowser(t.app);
    await signInWith(browser, { name: 'Ada', email: 'admin@example.fr' });
    token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
  });
  afterAll(async () => {
    for (const database of extra) await database.db.destroy().catch(() => {});
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: browser.cookieHeader(), 'x-csrf-token': token, ...headers },
      ...(payload !== undefined && { payload }),
    });
  const async = { prefer: 'respond-async' };

  /** `count` partners, each with one approved payout of 80 € + its number in cents, to its IBAN. */
  async function approvedPayouts(count: number): Promise<number[]> {
    run++;
    const { db } = t.database;
    const partners = await db
      .insertInto('partners')
      .values(
        Array.from({ length: count }, (_, n) => ({
          code: `B${run}X${n}`,
          name: `Partenaire ${n}`,
          email: `b${run}-${n}@ex.fr`,
          status: 'active',
          revenue_share_percent: 50,
          payout_threshold_cents: 7000,
        })),
      )
      .returning('id')
      .execute();
    const payouts = await db
      .insertInto('payout_requests')
      .values(
        partners.map((p, n) => ({
          partner_id: p.id,
          period_start: '2026-10-01',
          period_end: '2026-10-31',
          gross_earnings_cents: 2 * (8_000 + n),
          partner_share_percent: 50,
          partner_amount_cents: 8_000 + n,
          status: 'approved',
          due_on: '2026-12-01',
          iban_encrypted: encryptIban(t.config.ibanKey, IBAN),
          holder_name: `Titulaire ${n}`,
          iban_masked: 'FR76 **** 0189',
        })),
      )
      .returning('id')
      .execute();
    return payouts.map((p) => p.id);
  }
  const sumOf = (count: number) => Array.from({ length: count }, (_, n) => 8_000 + n).reduce((a, b) => a + b);

  /** Reads the job at its URL until it ends. */
  async function follow(url: string): Promise<Job> {
    for (;;) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(200);
      const job = res.json().data as Job;
      if (job.status === 'done' || job.status === 'failed') return job;
      await pause(20);
    }
  }

  /** A runner of its own, on a connection of its own, as another process would have. */
  function otherRunner(
    name: string,
    wrap: (handler: JobHandler) => JobHandler = (h) => h,
    leaseMs?: number,
  ): { runner: JobRunner; database: DatabaseHandle } {
    const database = openDatabase(t.config.database);
    extra.push(database);
    const runner = createJobRunner({ database, name, ...(leaseMs && { leaseMs }) });
    for (const [kind, handler] of Object.entries(batchJobHandlers(database, t.config)))
      runner.handle(kind, wrap(handler));
    return { runner, database };
  }

  /** A runner that tells each progress after the admin read the job at its URL. */
  function watchedRunner(url: string, seen: Array<[string, number, number | null]>) {
    return otherRunner(
      'runner-watched',
      (handler) => (payload, context) =>
        handler(payload, {
          ...context,
          async progress(done, total) {
            await context.progress(done, total);
            const job = (await call('GET', url)).json().data as Job;
            seen.push([job.status, job.done, job.total]);
          },
        }),
    );
  }

  /** A runner that dies (never answers again, its lease runs out) once it told `after` payouts done. */
  function dyingRunner(after: number) {
    let died!: () => void;
    const dead = new Promise<void>((resolve) => (died = resolve));
    const dying = otherRunner(
      'runner-dies',
      (handler) => (payload, context) =>
        handler(payload, {
          ...context,
          async progress(done, total) {
            if (done >= after) {
              died();
              await new Promise(() => {}); // the process is gone
            }
            await context.progress(done, total);
          },
        }),
      400,
    );
    return { ...dying, dead };
  }

  const jobRow = (id: number) =>
    t.database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditCount = async (action: string, target: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('admin_audit')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('action', '=', action)
          .where('target', '=', target)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('POST /api/admin/payouts/batches answers 202 and the job with Prefer: respond-async; the job makes the batch', async () => {
    await approvedPayouts(PAYOUTS);
    const res = await call('POST', '/api/admin/payouts/batches', undefined, async);
    expect(res.statusCode, res.body).toBe(202);
    const { job, url } = res.json().data as { job: Job; url: string };
    expect(url).toBe(`/api/admin/jobs/${job.id}`);
    expect(res.headers.location).toBe(url);
    expect(job).toMatchObject({ kind: BATCH_JOB, status: 'queued' });

    const done = await follow(url);
    expect(done).toMatchObject({ status: 'done', done: PAYOUTS, total: PAYOUTS, error: null });
    const batch = done.result as PayoutBatch;
    expect(batch).toMatchObject({ payout_count: PAYOUTS, total_cents: sumOf(PAYOUTS), paid_at: null });
    // The batch the call used to answer, as the list shows it.
    const listed = (await call('GET', '/api/admin/payouts/batches')).json().data as PayoutBatch[];
    expect(listed[0]).toEqual(batch);
    // Nothing left to gather: the job fails with the call's French message and status.
    const again = await call('POST', '/api/admin/payouts/batches', undefined, async);
    const failed = await follow((again.json().data as { url: string }).url);
    expect(failed).toMatchObject({ status: 'failed', error: ADMIN_MESSAGES.noApprovedPayouts });
  });

  it('without the header, the calls answer as before: 201 and the batch, 200 and its payouts, 409 when paid', async () => {
    const ids = await approvedPayouts(3);
    const created = await call('POST', '/api/admin/payouts/batches');
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json().data as PayoutBatch;
    expect(batch).toMatchObject({ payout_count: 3, total_cents: sumOf(3) });
    const refused = await call('POST', '/api/admin/payouts/batches');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(ADMIN_MESSAGES.noApprovedPayouts);

    const paid = await call('POST', `/api/admin/payouts/batches/${batch.id}/paid`, {
      reference: 'VIR-SYNC-1',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const payouts = paid.json().data as AdminPayout[];
    expect(payouts.map((p) => [p.id, p.status]).sort(([a], [b]) => Number(a) - Number(b))).toEqual(
      ids.map((id) => [id, 'paid']),
    );
    const twice = await call('POST', `/api/admin/payouts/batches/${batch.id}/paid`, {
      reference: 'VIR-SYNC-2',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(ADMIN_MESSAGES.batchAlreadyPaid);
    const unknown = await call('POST', '/api/admin/payouts/batches/999999/paid', { reference: 'VIR-SYNC-3' });
    expect(unknown.statusCode).toBe(404);
  });

  it('marking a batch paid tells the payouts done of N, a slice at a time, and answers what the call answered', async () => {
    await approvedPayouts(PAYOUTS);
    const batch = (await call('POST', '/api/admin/payouts/batches')).json().data as PayoutBatch;
    await t.app.jobs.runner.stop();
    const res = await call(
      'POST',
      `/api/admin/payouts/batches/${batch.id}/paid`,
      { reference: 'VIR-2026-11-28' },
      async,
    );
    expect(res.statusCode, res.body).toBe(202);
    const { url } = res.json().data as { url: string };
    expect(res.headers.location).toBe(url);
    const seen: Array<[string, number, number | null]> = [];
    const { runner, database } = watchedRunner(url, seen);
    expect(await runner.runDue()).toBe(1);
    expect(seen).toEqual([
      ['running', 0, PAYOUTS],
      ['running', PAID_SLICE, PAYOUTS],
      ['running', 2 * PAID_SLICE, PAYOUTS],
      ['running', PAYOUTS, PAYOUTS],
    ]);
    const done = await follow(url);
    expect(done.status).toBe('done');
    // What the synchronous call answered: the batch's payouts as the admin reads them, every one paid.
    const expected = await adminPayoutAnswers(
      database,
      await listPayoutsWithPartner(database, { batchId: batch.id }),
    );
    expect(done.result).toEqual(JSON.parse(JSON.stringify(expected)));
    expect((done.result as AdminPayout[]).every((p) => p.status === 'paid')).toBe(true);
    const listed = (await call('GET', '/api/admin/payouts/batches')).json().data as PayoutBatch[];
    expect(listed.find((b) => b.id === batch.id)).toMatchObject({ transfer_reference: 'VIR-2026-11-28' });
    t.app.jobs.runner.start();
  });

  it('a marking whose runner died is taken again and finishes, paying no payout twice', async () => {
    const ids = await approvedPayouts(PAYOUTS);
    const batch = (await call('POST', '/api/admin/payouts/batches')).json().data as PayoutBatch;
    await t.app.jobs.runner.stop();
    const res = await call(
      'POST',
      `/api/admin/payouts/batches/${batch.id}/paid`,
      { reference: 'VIR-CRASH' },
      async,
    );
    const { job } = res.json().data as { job: Job };
    expect(job.kind).toBe(BATCH_PAID_JOB);
    // A second call while it waits follows the same job (one marking of a batch at a time).
    const second = await call(
      'POST',
      `/api/admin/payouts/batches/${batch.id}/paid`,
      { reference: 'VIR-AUTRE' },
      async,
    );
    expect((second.json().data as { job: Job }).job.id).toBe(job.id);

    const dying = dyingRunner(PAID_SLICE);
    void dying.runner.runDue();
    await dying.dead;
    await dying.database.db.destroy(); // no more heartbeats
    const stale = await jobRow(job.id);
    expect(stale).toMatchObject({ status: 'running', runner: 'runner-dies', attempts: 1, done: 0 });
    expect(JSON.parse(stale.checkpoint!)).toMatchObject({ done: PAID_SLICE });
    const paidSoFar = await t.database.db
      .selectFrom('payout_requests')
      .select('id')
      .where('batch_id', '=', batch.id)
      .where('status', '=', 'paid')
      .execute();
    expect(paidSoFar).toHaveLength(PAID_SLICE);

    const survivor = otherRunner('runner-survives');
    expect(await survivor.runner.runDue()).toBe(0); // its lease still holds
    await pause(500);
    expect(await survivor.runner.runDue()).toBe(1);
    expect(await jobRow(job.id)).toMatchObject({
      status: 'done',
      attempts: 2,
      runner: 'runner-survives',
      done: PAYOUTS,
      total: PAYOUTS,
    });
    for (const id of ids) expect(await auditCount('payout.status', `payout:${id}`)).toBe(1);
    const messages = await t.database.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'payout_paid')
      .where(
        'recipient',
        'in',
        ids.map((_, n) => `b${run}-${n}@ex.fr`),
      )
      .executeTakeFirstOrThrow();
    expect(Number(messages.n)).toBe(PAYOUTS);
    const rows = await t.database.db
      .selectFrom('payout_requests')
      .select(['status', 'transfer_reference'])
      .where('batch_id', '=', batch.id)
      .execute();
    expect(rows.every((r) => r.status === 'paid' && r.transfer_reference === 'VIR-CRASH')).toBe(true);
    t.app.jobs.runner.start();
  });

  it('a batch gathered by a runner that died after its transaction is not gathered twice', async () => {
    await approvedPayouts(10);
    await t.app.jobs.runner.stop();
    const res = await call('POST', '/api/admin/payouts/batches', undefined, async);
    const { job } = res.json().data as { job: Job };
    const dying = dyingRunner(10);
    void dying.runner.runDue();
    await dying.dead;
    await dying.database.db.destroy();
    const made = JSON.parse((await jobRow(job.id)).checkpoint!) as PayoutBatch;
    await pause(500);
    expect(await otherRunner('runner-survives-2').runner.runDue()).toBe(1);
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
    expect(JSON.parse(row.result!)).toEqual(made);
    expect(await auditCount('payout.batch', `batch:${made.id}`)).toBe(1);
    const batches = await t.database.db
      .selectFrom('payout_batches')
      .select('id')
      .where('id', '>', made.id)
      .execute();
    expect(batches).toHaveLength(0);
    t.app.jobs.runner.start();
  });

  it('the transfer file is exported by a job: 202, payouts read of N, then the same file as sepa.xml', async () => {
    await approvedPayouts(PAYOUTS);
    const batch = (await call('POST', '/api/admin/payouts/batches')).json().data as PayoutBatch;
    await t.app.jobs.runner.stop();
    const res = await call('POST', `/api/admin/payouts/batches/${batch.id}/sepa-export`, undefined, async);
    expect(res.statusCode, res.body).toBe(202);
    const { job, url } = res.json().data as { job: Job; url: string };
    expect(job.kind).toBe(SEPA_EXPORT_JOB);
    expect(res.headers.location).toBe(url);
    const seen: Array<[string, number, number | null]> = [];
    expect(await watchedRunner(url, seen).runner.runDue()).toBe(1);
    expect(seen).toEqual([
      ['running', 0, PAYOUTS],
      ['running', PAYOUTS, PAYOUTS],
    ]);
    const done = await follow(url);
    const result = done.result as { name: string; url: string; bytes: number; payouts: number };
    expect(result).toMatchObject({ name: `${batch.message_id}.xml`, payouts: PAYOUTS });

    const file = await call('GET', result.url);
    const direct = await call('GET', `/api/admin/payouts/batches/${batch.id}/sepa.xml`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${batch.message_id}.xml"`);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.body).toBe(direct.body);
    expect(Buffer.byteLength(file.body)).toBe(result.bytes);
    // Kept sealed: no IBAN in the stored file.
    const stored = await t.database.db
      .selectFrom('job_files')
      .select('content')
      .where('job_id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(stored.content).not.toContain(IBAN);
    expect((await call('GET', '/api/admin/payouts/exports/999999')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: result.url });
    expect(anonymous.statusCode).toBe(401);

    // An export whose runner died is made again by the next runner, once.
    const again = await call('POST', `/api/admin/payouts/batches/${batch.id}/sepa-export`, undefined, async);
    const next = (again.json().data as { job: Job }).job;
    const dying = dyingRunner(PAYOUTS);
    void dying.runner.runDue();
    await dying.dead;
    await dying.database.db.destroy();
    await pause(500);
    expect(await otherRunner('runner-exports').runner.runDue()).toBe(1);
    expect(await jobRow(next.id)).toMatchObject({ status: 'done', attempts: 2 });
    const remade = (await call('GET', `/api/admin/payouts/exports/${next.id}`)).body;
    expect(remade).toBe(direct.body);
    t.app.jobs.runner.start();
  });

  it('an export is refused in French when no debtor account is configured', async () => {
    const bare = await buildTestApp({
      env: { ADMIN_EMAILS: 'admin@example.fr', ADSENSE_NIGHTLY_IMPORT: 'false' },
    });
    try {
      const b = createTestBrowser(bare.app);
      await signInWith(b, { name: 'Ada', email: 'admin@example.fr' });
      const csrf = JSON.parse((await b.request('/csrf-token')).body).data.csrfToken as string;
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/admin/payouts/batches/1/sepa-export',
        headers: { cookie: b.cookieHeader(), 'x-csrf-token': csrf, ...async },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(ADMIN_MESSAGES.sepaNotConfigured);
    } finally {
      await bare.close();
    }
  });
});

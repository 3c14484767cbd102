import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NIGHTLY_JOB,
  nextNightlyRetry,
  retryNightlyImports,
  runNightlyImport,
} from '../../../server/programme/revenue/nightly';
import { createRevenueService } from '../../../server/programme/revenue/service';
import { createTestBrowser, signInWith } from '../../fixtures/browser';
import { LONG_AGO } from '../../fixtures/money';
import { jsonAnswer, startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const ACCOUNT = 'pub-3141592653589793';
const REPORT_PATH = `/v2/accounts/${ACCOUNT}/reports:generate`;
const CHANNEL = 'ca-pub-3141592653589793:5100000001';
/** The day of our recorded API report, and the hours after its night, Paris time (UTC+2 in October). */
const NIGHT = '2025-10-09';
const at = (parisTime: string) => new Date(`2025-10-10T${parisTime}:00+02:00`);
const REPORT = readFileSync(new URL('../../fixtures/adsense/report-day.json', import.meta.url));
const DOWN = jsonAnswer(
  JSON.stringify({ error: { code: 503, message: 'The service is currently unavailable.' } }),
  503,
);

describe('nightly import retried every hour until it succeeds', () => {
  let t: TestApp;
  let google: RecordedServer;
  beforeAll(async () => {
    google = await startRecordedServer({
      '/token': jsonAnswer(
        JSON.stringify({ access_token: 'ya29.jeton', expires_in: 3599, token_type: 'Bearer' }),
      ),
      [REPORT_PATH]: DOWN,
    });
    t = await buildTestApp({
      env: {
        ADMIN_EMAILS: 'admin@example.fr',
        ADSENSE_NIGHTLY_IMPORT: 'false',
        ADSENSE_ACCOUNT_ID: ACCOUNT,
        ADSENSE_OAUTH_CLIENT_ID: 'client-essai',
        ADSENSE_OAUTH_CLIENT_SECRET: 'secret-essai',
        ADSENSE_REFRESH_TOKEN: 'refresh-essai',
        ADSENSE_API_URL: google.baseUrl,
        GOOGLE_TOKEN_URL: `${google.baseUrl}/token`,
      },
    });
    const { id } = await t.database.db
      .insertInto('partners')
      .values({
        code: 'JARDIN',
        name: 'Jardin',
        email: 'jardin@ex.fr',
        status: 'active',
        revenue_share_percent: 70,
        payout_threshold_cents: 7000,
        adsense_custom_channel_id: CHANNEL,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('channel_holdings')
      .values({ channel_id: CHANNEL, partner_id: id, from_day: LONG_AGO })
      .execute();
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const revenue = () => createRevenueService(t.database, t.config);
  const reportCalls = () => google.requests.filter((r) => r.path === REPORT_PATH).length;
  const credited = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('partner_ledger')
          .select(sql<number>`coalesce(sum(gross_cents), 0)`.as('gross'))
          .where('day', '=', NIGHT)
          .executeTakeFirstOrThrow()
      ).gross,
    );
  const lastImport = async () => {
    const browser = createTestBrowser(t.app);
    await signInWith(browser, { name: 'Ada', email: 'admin@example.fr' });
    const res = await t.app.inject({
      url: '/api/admin/adsense/last-import',
      headers: { cookie: browser.cookieHeader() },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('records the failed night, shows it with its error and next try, then one of two processes imports it at the next hour', async () => {
    expect(await runNightlyImport(t.database, revenue(), NIGHT)).toBe('failed');
    expect(await credited()).toBe(0);
    expect(await lastImport()).toMatchObject({
      day: NIGHT,
      status: 'failed',
      detail: expect.stringContaining('The service is currently unavailable.'),
    });
    // The next try is the next hour at :30, Paris time; past the retried week there is none.
    expect(nextNightlyRetry(NIGHT, at('00:31'))).toBe(at('01:30').toISOString());
    expect(nextNightlyRetry(NIGHT, at('13:05'))).toBe(at('13:30').toISOString());
    expect(nextNightlyRetry(NIGHT, new Date('2025-10-17T00:00:00+02:00'))).toBeNull();

    // 01:30, the API still down: tried again, failed again.
    expect(await retryNightlyImports(t.database, revenue(), at('01:30'))).toEqual({ [NIGHT]: 'failed' });
    // 02:30, the API answers: two processes retry at once, one imports.
    google.answer(REPORT_PATH, jsonAnswer(REPORT));
    const before = reportCalls();
    const outcomes = await Promise.all([
      retryNightlyImports(t.database, revenue(), at('02:30')),
      retryNightlyImports(t.database, revenue(), at('02:30')),
    ]);
    expect(outcomes).toContainEqual({ [NIGHT]: 'ok' });
    expect(outcomes).toContainEqual({});
    expect(reportCalls() - before).toBe(1);
    expect(await credited()).toBe(9917);
    expect(await lastImport()).toMatchObject({ day: NIGHT, status: 'ok', next_retry_at: null });

    // Done: the next hours try nothing.
    expect(await retryNightlyImports(t.database, revenue(), at('03:30'))).toEqual({});
    expect(reportCalls() - before).toBe(1);
  });

  it('imports a night that never ran, and takes over a run left `running` by a process that died', async () => {
    const night = '2025-10-12';
    google.answer(
      REPORT_PATH,
      jsonAnswer(readFileSync(new URL('../../fixtures/adsense/report-day-empty.json', import.meta.url))),
    );
    // Never ran: the retry of the morning after takes it.
    expect(await retryNightlyImports(t.database, revenue(), new Date('2025-10-13T09:30:00+02:00'))).toEqual({
      [night]: 'ok',
    });
    // Running for three hours: its process died, the next hour takes it; a run started a minute ago is left alone.
    await t.database.db
      .updateTable('job_runs')
      .set({ status: 'running', at: new Date('2025-10-13T07:00:00Z').toISOString() })
      .where('job', '=', NIGHTLY_JOB)
      .where('day', '=', night)
      .execute();
    expect(await retryNightlyImports(t.database, revenue(), new Date('2025-10-13T07:01:00Z'))).toEqual({});
    expect(await retryNightlyImports(t.database, revenue(), new Date('2025-10-13T10:30:00Z'))).toEqual({
      [night]: 'ok',
    });
  });

  it('refuses the last nightly run to a visitor', async () => {
    expect((await t.app.inject({ url: '/api/admin/adsense/last-import' })).statusCode).toBe(401);
  });
});

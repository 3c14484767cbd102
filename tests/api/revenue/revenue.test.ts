import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNightlyImport } from '../../../server/revenue/nightly';
import { createRevenueService } from '../../../server/revenue/service';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { jsonAnswer, startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';
import { readTestdata, REAL_WORLD } from '../../fixtures/testdata';

/** Our own AdSense answers (tests/fixtures/adsense/): a report CSV of 3 days, the API's report of one more day. */
const ownReport = (file: string) => readFileSync(new URL(`../../fixtures/adsense/${file}`, import.meta.url));
const ACCOUNT = 'pub-3141592653589793';
const REPORT_PATH = `/v2/accounts/${ACCOUNT}/reports:generate`;
const CHANNEL = (n: number) => `ca-pub-3141592653589793:510000000${n}`;

type Caller = { browser: TestBrowser; token: string };

describe('ad-revenue import', () => {
  let t: TestApp;
  let admin: Caller;
  let google: RecordedServer;
  beforeAll(async () => {
    google = await startRecordedServer({
      '/token': jsonAnswer(
        JSON.stringify({ access_token: 'ya29.jeton-essai', expires_in: 3599, token_type: 'Bearer' }),
      ),
      [REPORT_PATH]: jsonAnswer(ownReport('report-day.json')),
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
    const browser = createTestBrowser(t.app);
    await signInWith(browser, { name: 'Ada', email: 'admin@example.fr' });
    admin = {
      browser,
      token: JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string,
    };
    // Partners 1 and 2 hold the report's first two channels (one in full, one by its number only).
    await addPartners([
      ['JARDIN', CHANNEL(1)],
      ['VOYAGES', '5100000002'],
    ]);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const addPartners = async (partners: Array<[code: string, channel: string]>) => {
    for (const [code, channel] of partners)
      await t.database.db
        .insertInto('partners')
        .values({
          code,
          name: code,
          email: `${code}@ex.fr`,
          status: 'active',
          revenue_share_percent: 70,
          payout_threshold_cents: 7000,
          adsense_custom_channel_id: channel,
        })
        .execute();
  };

  const call = (method: 'GET' | 'POST', url: string, payload?: string | object, contentType?: string) =>
    t.app.inject({
      method,
      url,
      headers: {
        cookie: admin.browser.cookieHeader(),
        'x-csrf-token': admin.token,
        ...(contentType && { 'content-type': contentType }),
      },
      ...(payload !== undefined && { payload }),
    });
  const earningsOf = async (code: string, day: string) =>
    (
      await t.database.db
        .selectFrom('partner_daily_stats as s')
        .innerJoin('partners as p', 'p.id', 's.partner_id')
        .select('s.estimated_earnings_cents')
        .where('p.code', '=', code)
        .where('s.stat_date', '=', day)
        .executeTakeFirst()
    )?.estimated_earnings_cents;

  it('previews a day of the uploaded CSV report: by partner code, and the raw rows', async () => {
    const upload = await call(
      'POST',
      '/api/admin/adsense/upload',
      ownReport('report.csv').toString('utf8'),
      'text/csv',
    );
    expect(upload.json().data).toEqual({ days: ['2025-10-06', '2025-10-07', '2025-10-08'], rows: 12 });
    const preview = (await call('GET', '/api/admin/adsense/preview?date=2025-10-06')).json().data;
    expect(preview.source).toBe('csv');
    expect(preview.byCode).toEqual({
      JARDIN: { channelId: CHANNEL(1), earnings: 93.42, earnings_cents: 9342, name: 'JARDIN' },
      VOYAGES: { channelId: CHANNEL(2), earnings: 61.07, earnings_cents: 6107, name: 'VOYAGES' },
    });
    expect(preview.raw).toHaveLength(4);
    expect(preview.raw).toContainEqual({ channelId: CHANNEL(3), earnings: 12.3, earnings_cents: 1230 });
  });

  it('imports a day into each partner’s stats, and a second import replaces rather than adds', async () => {
    const first = (await call('POST', '/api/admin/adsense/import', { date: '2025-10-06' })).json().data;
    expect(first).toEqual({ updated: 2, totalEarnings: 154.49, totalEarnings_cents: 15449 });
    await call('POST', '/api/admin/adsense/import', { date: '2025-10-06' });
    expect(await earningsOf('JARDIN', '2025-10-06')).toBe(9342);
    expect(await earningsOf('VOYAGES', '2025-10-06')).toBe(6107);
  });

  it('refuses a malformed CSV with a clear error and writes nothing', async () => {
    const before = await t.database.db.selectFrom('revenue_report_rows').selectAll().execute();
    const bad = await call(
      'POST',
      '/api/admin/adsense/upload',
      'DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS\n2025-10-13,c1,1.00\n2025-10-13,c2,abc\n',
      'text/csv',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Rapport CSV invalide : ligne 3 : revenu invalide « abc »');
    expect(await t.database.db.selectFrom('revenue_report_rows').selectAll().execute()).toEqual(before);
  });

  it('asks the AdSense API for a day with no upload: token from the refresh token, the report in EUR', async () => {
    const preview = (await call('GET', '/api/admin/adsense/preview?date=2025-10-07')).json();
    // 2025-10-07 was uploaded too: the CSV wins. A day without upload goes to the API.
    expect(preview.data.source).toBe('csv');
    google.requests.length = 0;
    const fromApi = await call('GET', '/api/admin/adsense/preview?date=2025-10-09');
    expect(fromApi.statusCode, fromApi.body).toBe(200);
    expect(fromApi.json().data.source).toBe('api');
    expect(fromApi.json().data.byCode).toEqual({
      JARDIN: { channelId: CHANNEL(1), earnings: 99.17, earnings_cents: 9917, name: 'JARDIN' },
      VOYAGES: { channelId: CHANNEL(2), earnings: 64.5, earnings_cents: 6450, name: 'VOYAGES' },
    });
    expect(fromApi.json().data.raw).toHaveLength(3);
    const report = google.last();
    expect(report.headers.authorization).toBe('Bearer ya29.jeton-essai');
    expect(report.query.getAll('dimensions')).toEqual(['DATE', 'CUSTOM_CHANNEL_ID']);
    expect(report.query.getAll('metrics')).toEqual(['ESTIMATED_EARNINGS']);
    expect(
      Object.fromEntries(
        ['currencyCode', 'startDate.year', 'startDate.month', 'startDate.day', 'endDate.day'].map((k) => [
          k,
          report.query.get(k),
        ]),
      ),
    ).toEqual({
      currencyCode: 'EUR',
      'startDate.year': '2025',
      'startDate.month': '10',
      'startDate.day': '9',
      'endDate.day': '9',
    });
    expect(google.requests.filter((r) => r.path === '/token')).toHaveLength(1);
  });

  it('previews nothing for a day the API reports without rows (the field is left out when empty)', async () => {
    google.answer(REPORT_PATH, jsonAnswer(ownReport('report-day-empty.json')));
    const res = await call('GET', '/api/admin/adsense/preview?date=2025-10-12');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ source: 'api', byCode: {}, raw: [] });
    google.answer(REPORT_PATH, jsonAnswer(ownReport('report-day.json')));
  });

  it('says "Erreur lors de l’import AdSense" with the API’s own message on an error answer', async () => {
    google.answer(
      REPORT_PATH,
      jsonAnswer(
        JSON.stringify({
          error: { code: 403, message: 'User does not have permission', status: 'PERMISSION_DENIED' },
        }),
        403,
      ),
    );
    const res = await call('POST', '/api/admin/adsense/import', { date: '2025-10-10' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe("Erreur lors de l'import AdSense : User does not have permission");
  });

  it('gets a new token once when the API says the token expired, then reports the failure', async () => {
    google.answer(
      REPORT_PATH,
      jsonAnswer(
        JSON.stringify({
          error: {
            code: 401,
            message: 'Request had invalid authentication credentials.',
            status: 'UNAUTHENTICATED',
          },
        }),
        401,
      ),
    );
    google.requests.length = 0;
    const res = await call('GET', '/api/admin/adsense/preview?date=2025-10-11');
    expect(res.statusCode).toBe(502);
    expect(google.requests.map((r) => r.path)).toEqual([REPORT_PATH, '/token', REPORT_PATH]);
    google.answer(REPORT_PATH, jsonAnswer(ownReport('report-day.json')));
  });

  it('refuses a preview or an import without a date', async () => {
    const preview = await call('GET', '/api/admin/adsense/preview');
    expect(preview.statusCode).toBe(400);
    const imported = await call('POST', '/api/admin/adsense/import', {});
    expect(imported.statusCode).toBe(400);
    expect(imported.json().error.errors[0].message).toBe('Veuillez choisir une date');
  });

  it('runs the nightly import once for a day even when two processes try, and shows its outcome', async () => {
    const revenue = createRevenueService(t.database, t.config);
    const outcomes = await Promise.all([
      runNightlyImport(t.database, revenue, '2025-10-08'),
      runNightlyImport(t.database, revenue, '2025-10-08'),
    ]);
    expect(outcomes.sort()).toEqual(['ok', 'skipped']);
    expect(await earningsOf('JARDIN', '2025-10-08')).toBe(8760);
    const last = (await call('GET', '/api/admin/adsense/last-import')).json().data;
    expect(last).toMatchObject({ day: '2025-10-08', status: 'ok' });
  });

  it.each([
    ['GET', '/api/admin/adsense/preview?date=2025-10-06'],
    ['POST', '/api/admin/adsense/import'],
    ['POST', '/api/admin/adsense/upload'],
    ['GET', '/api/admin/adsense/last-import'],
  ] as const)('V4.1.1 refuses %s %s to a visitor', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? { date: '2025-10-06' } : undefined,
    });
    expect(res.statusCode).toBe(401);
  });

  describe('on the AdSense samples of the reference data (adsense/)', REAL_WORLD, () => {
    const REFERENCE = (n: number) => `ca-pub-0000000000000000:100000000${n}`;
    beforeAll(() =>
      addPartners([
        ['REFERENCE1', REFERENCE(1)],
        ['REFERENCE2', '1000000002'],
      ]),
    );

    it('reads its API report (report.json) for a day without upload', async () => {
      google.answer(REPORT_PATH, jsonAnswer(readTestdata('adsense', 'report.json')));
      const preview = (await call('GET', '/api/admin/adsense/preview?date=2024-03-01')).json().data;
      expect(preview.source).toBe('api');
      expect(preview.byCode).toEqual({
        REFERENCE1: { channelId: REFERENCE(1), earnings: 116.07, earnings_cents: 11607, name: 'REFERENCE1' },
        REFERENCE2: { channelId: REFERENCE(2), earnings: 109.05, earnings_cents: 10905, name: 'REFERENCE2' },
      });
      google.answer(REPORT_PATH, jsonAnswer(ownReport('report-day.json')));
    });

    it('imports its report CSV (report.csv): 12 rows over 3 days, a day previewed by partner', async () => {
      const upload = await call(
        'POST',
        '/api/admin/adsense/upload',
        readTestdata('adsense', 'report.csv'),
        'text/csv',
      );
      expect(upload.json().data).toEqual({ days: ['2024-03-01', '2024-03-02', '2024-03-03'], rows: 12 });
      const preview = (await call('GET', '/api/admin/adsense/preview?date=2024-03-01')).json().data;
      expect(preview.source).toBe('csv');
      expect(preview.byCode).toMatchObject({
        REFERENCE1: { earnings_cents: 11607 },
        REFERENCE2: { earnings_cents: 10905 },
      });
      expect(preview.raw).toHaveLength(4);
    });
  });
});

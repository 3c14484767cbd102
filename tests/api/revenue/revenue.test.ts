import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '../../../common/dates';
import { REVENUE_MESSAGES } from '../../../common/messages';
import { runNightlyImport } from '../../../server/programme/revenue/nightly';
import { createRevenueService } from '../../../server/programme/revenue/service';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { LONG_AGO } from '../../fixtures/money';
import { jsonAnswer, startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';
import { readTestdata, REAL_WORLD } from '../../fixtures/testdata';

/** Our own AdSense answers (tests/fixtures/adsense/): a report CSV of 3 days, the API's report of one more day. */
const ownReport = (file: string) => readFileSync(new URL(`../../fixtures/adsense/${file}`, import.meta.url));
const ACCOUNT = 'pub-3141592653589793';
const reportPath = (account: string) => `/v2/accounts/${account}/reports:generate`;
const REPORT_PATH = reportPath(ACCOUNT);
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
    ({ t, admin } = await appOf(ACCOUNT));
    // Partners 1 and 2 hold the report's first two channels (one in full, one by its number only).
    await addPartners(t, [
      ['JARDIN', CHANNEL(1)],
      ['VOYAGES', '5100000002'],
    ]);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  /** The app of an AdSense account (its publisher id), reaching the recorded Google, and its admin. */
  async function appOf(account: string): Promise<{ t: TestApp; admin: Caller }> {
    const app = await buildTestApp({
      env: {
        ADMIN_EMAILS: 'admin@example.fr',
        ADSENSE_NIGHTLY_IMPORT: 'false',
        ADSENSE_ACCOUNT_ID: account,
        ADSENSE_OAUTH_CLIENT_ID: 'client-essai',
        ADSENSE_OAUTH_CLIENT_SECRET: 'secret-essai',
        ADSENSE_REFRESH_TOKEN: 'refresh-essai',
        ADSENSE_API_URL: google.baseUrl,
        GOOGLE_TOKEN_URL: `${google.baseUrl}/token`,
      },
    });
    const browser = createTestBrowser(app.app);
    await signInWith(browser, { name: 'Ada', email: 'admin@example.fr' });
    const token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    return { t: app, admin: { browser, token } };
  }

  /** Active partners at 70 %, each holding its channel since long before the report's days. */
  const addPartners = async (app: TestApp, partners: Array<[code: string, channel: string]>) => {
    for (const [code, channel] of partners) {
      const { id } = await app.database.db
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
        .returning('id')
        .executeTakeFirstOrThrow();
      await app.database.db
        .insertInto('channel_holdings')
        .values({ channel_id: channel, partner_id: id, from_day: LONG_AGO })
        .execute();
    }
  };

  const callOf =
    (app: () => TestApp, caller: () => Caller) =>
    (method: 'GET' | 'POST', url: string, payload?: string | object, contentType?: string) =>
      app().app.inject({
        method,
        url,
        headers: {
          cookie: caller().browser.cookieHeader(),
          'x-csrf-token': caller().token,
          ...(contentType && { 'content-type': contentType }),
        },
        ...(payload !== undefined && { payload }),
      });
  const call = callOf(
    () => t,
    () => admin,
  );
  /** A partner's day as its ledger now stands: the gross and the share (shares and adjustments summed). */
  const ledgerDay = async (app: TestApp, code: string, day: string) => {
    const row = await app.database.db
      .selectFrom('partner_ledger as l')
      .innerJoin('partners as p', 'p.id', 'l.partner_id')
      .select([
        sql<number>`coalesce(sum(l.gross_cents), 0)`.as('gross'),
        sql<number>`coalesce(sum(l.amount_cents), 0)`.as('share'),
      ])
      .where('p.code', '=', code)
      .where('l.day', '=', day)
      .where('l.kind', 'in', ['share', 'adjustment'])
      .executeTakeFirstOrThrow();
    return { gross: Number(row.gross), share: Number(row.share) };
  };
  const earningsOf = async (code: string, day: string) => (await ledgerDay(t, code, day)).gross;
  const entriesOf = (code: string) =>
    t.database.db
      .selectFrom('partner_ledger as l')
      .innerJoin('partners as p', 'p.id', 'l.partner_id')
      .select(['l.kind', 'l.day', 'l.gross_cents', 'l.amount_cents'])
      .where('p.code', '=', code)
      .orderBy('l.id')
      .execute();

  it('previews a day of the uploaded CSV report: by partner code, and the raw rows', async () => {
    const upload = await call(
      'POST',
      '/api/admin/adsense/upload',
      ownReport('report.csv').toString('utf8'),
      'text/csv',
    );
    const uploaded = upload.json().data;
    expect(uploaded).toMatchObject({ days: ['2025-10-06', '2025-10-07', '2025-10-08'], rows: 12 });
    // Each day as the import would write it: per partner (gross, percent, share, what the ledger gains),
    // and the lines no partner held that day.
    expect(uploaded.preview.map((d: { date: string }) => d.date)).toEqual(uploaded.days);
    expect(uploaded.preview[0]).toEqual({
      date: '2025-10-06',
      source: 'csv',
      gross_cents: 16_679,
      partners: [
        expect.objectContaining({
          code: 'JARDIN',
          channel_id: CHANNEL(1),
          gross_cents: 9342,
          share_percent: 70,
          share_cents: 6539,
          change_cents: 6539,
        }),
        expect.objectContaining({
          code: 'VOYAGES',
          channel_id: '5100000002',
          gross_cents: 6107,
          share_percent: 70,
          share_cents: 4275,
          change_cents: 4275,
        }),
      ],
      unmatched: [
        { channel_id: CHANNEL(3), gross_cents: 1230 },
        { channel_id: CHANNEL(4), gross_cents: 0 },
      ],
      partners_total: 2,
      unmatched_total: 2,
      unmatched_cents: 1230,
    });
    const preview = (await call('GET', '/api/admin/adsense/preview?date=2025-10-06')).json().data;
    expect(preview.source).toBe('csv');
    expect(preview.byCode).toEqual({
      JARDIN: { channelId: CHANNEL(1), earnings: 93.42, earnings_cents: 9342, name: 'JARDIN' },
      // The channel as the partner holds it (VOYAGES by its number only).
      VOYAGES: { channelId: '5100000002', earnings: 61.07, earnings_cents: 6107, name: 'VOYAGES' },
    });
    expect(preview.raw).toHaveLength(4);
    expect(preview.raw).toContainEqual({ channelId: CHANNEL(3), earnings: 12.3, earnings_cents: 1230 });
  });

  it('credits a day to each partner’s ledger; the same report again adds nothing, a changed one an adjustment', async () => {
    const first = (await call('POST', '/api/admin/adsense/import', { date: '2025-10-06' })).json().data;
    expect(first).toEqual({
      updated: 2,
      totalEarnings: 154.49,
      totalEarnings_cents: 15449,
      days: ['2025-10-06'],
      shares: 2,
      adjustments: 0,
      automatic_payouts: 0,
    });
    const again = (await call('POST', '/api/admin/adsense/import', { date: '2025-10-06' })).json().data;
    expect(again).toMatchObject({ updated: 0, shares: 0, adjustments: 0 });
    expect(await ledgerDay(t, 'JARDIN', '2025-10-06')).toEqual({ gross: 9342, share: 6539 });
    expect(await ledgerDay(t, 'VOYAGES', '2025-10-06')).toEqual({ gross: 6107, share: 4275 });

    // AdSense revised JARDIN's day: the difference is added, the first share stays as it was.
    const revised = await call(
      'POST',
      '/api/admin/adsense/upload',
      'DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS\n' +
        `2025-10-06,${CHANNEL(1)},90.00\n2025-10-06,${CHANNEL(2)},61.07\n2025-10-06,${CHANNEL(3)},12.30\n`,
      'text/csv',
    );
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json().data.preview[0].partners[0]).toMatchObject({ code: 'JARDIN', change_cents: -239 });
    const third = (await call('POST', '/api/admin/adsense/import', { date: '2025-10-06' })).json().data;
    expect(third).toMatchObject({ updated: 1, shares: 0, adjustments: 1 });
    expect(
      (await entriesOf('JARDIN')).map((e) => [e.kind, e.day, Number(e.gross_cents), Number(e.amount_cents)]),
    ).toEqual([
      ['share', '2025-10-06', 9342, 6539],
      ['adjustment', '2025-10-06', -342, -239],
    ]);
    expect(await ledgerDay(t, 'JARDIN', '2025-10-06')).toEqual({ gross: 9000, share: 6300 });
    expect(await ledgerDay(t, 'VOYAGES', '2025-10-06')).toEqual({ gross: 6107, share: 4275 });
  });

  it('refuses a report with a line twice, a day not over yet or another publisher’s channel, naming the lines', async () => {
    const before = await t.database.db.selectFrom('revenue_report_rows').selectAll().execute();
    const cases: Array<[csv: string, message: string]> = [
      [
        `2025-10-13,${CHANNEL(1)},1.00\n2025-10-13,${CHANNEL(2)},1.00\n2025-10-13,5100000001,1.00\n`,
        REVENUE_MESSAGES.duplicateLines('2, 4'),
      ],
      [`2025-10-13,${CHANNEL(1)},1.00\n${parisDay()},${CHANNEL(1)},1.00\n`, REVENUE_MESSAGES.futureDays('3')],
      [
        `2025-10-13,${CHANNEL(1)},1.00\n2025-10-13,ca-pub-2718281828459045:5100000002,1.00\n`,
        REVENUE_MESSAGES.otherPublisher('3', ACCOUNT),
      ],
    ];
    for (const [lines, reason] of cases) {
      const res = await call(
        'POST',
        '/api/admin/adsense/upload',
        `DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS\n${lines}`,
        'text/csv',
      );
      expect(res.statusCode, lines).toBe(400);
      expect(res.json().error.message).toBe(REVENUE_MESSAGES.csvInvalid(reason));
    }
    expect(await t.database.db.selectFrom('revenue_report_rows').selectAll().execute()).toEqual(before);
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
      VOYAGES: { channelId: '5100000002', earnings: 64.5, earnings_cents: 6450, name: 'VOYAGES' },
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
    expect(await earningsOf('VOYAGES', '2025-10-08')).toBe(7001);
    const last = (await call('GET', '/api/admin/adsense/last-import')).json().data;
    expect(last).toMatchObject({ day: '2025-10-08', status: 'ok' });
    // Said in euros, as the admin reads money everywhere (never in cents).
    expect(last.detail).toMatch(/^2 partenaire\(s\), 157,61\s€ au total$/);
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
    /** The samples' publisher: an app of that account takes them, ours refuses them. */
    const SAMPLE_ACCOUNT = 'pub-0000000000000000';
    const REFERENCE = (n: number) => `ca-pub-0000000000000000:100000000${n}`;
    let sample: { t: TestApp; admin: Caller };
    const callSample = callOf(
      () => sample.t,
      () => sample.admin,
    );
    beforeAll(async () => {
      sample = await appOf(SAMPLE_ACCOUNT);
      await addPartners(sample.t, [
        ['REFERENCE1', REFERENCE(1)],
        ['REFERENCE2', '1000000002'],
      ]);
    });
    afterAll(() => sample?.t.close());

    it('refuses its report CSV in an app of another AdSense account, naming every line, writing nothing', async () => {
      const refused = await call(
        'POST',
        '/api/admin/adsense/upload',
        readTestdata('adsense', 'report.csv'),
        'text/csv',
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(
        REVENUE_MESSAGES.csvInvalid(
          REVENUE_MESSAGES.otherPublisher('2, 3, 4, 5, 6, 7, 8, 9, 10, 11… (12 lignes)', ACCOUNT),
        ),
      );
      const rows = await t.database.db
        .selectFrom('revenue_report_rows')
        .select('day')
        .where('day', 'like', '2024-%')
        .execute();
      expect(rows).toEqual([]);
    });

    it('reads its API report (report.json) for a day without upload', async () => {
      google.answer(reportPath(SAMPLE_ACCOUNT), jsonAnswer(readTestdata('adsense', 'report.json')));
      const preview = (await callSample('GET', '/api/admin/adsense/preview?date=2024-03-01')).json().data;
      expect(preview.source).toBe('api');
      expect(preview.byCode).toEqual({
        REFERENCE1: { channelId: REFERENCE(1), earnings: 116.07, earnings_cents: 11607, name: 'REFERENCE1' },
        REFERENCE2: { channelId: '1000000002', earnings: 109.05, earnings_cents: 10905, name: 'REFERENCE2' },
      });
    });

    it('imports its report CSV (report.csv): 12 rows over 3 days, a day previewed by partner, then credited', async () => {
      const upload = await callSample(
        'POST',
        '/api/admin/adsense/upload',
        readTestdata('adsense', 'report.csv'),
        'text/csv',
      );
      expect(upload.json().data).toMatchObject({
        days: ['2024-03-01', '2024-03-02', '2024-03-03'],
        rows: 12,
      });
      const preview = (await callSample('GET', '/api/admin/adsense/preview?date=2024-03-01')).json().data;
      expect(preview.source).toBe('csv');
      expect(preview.byCode).toMatchObject({
        REFERENCE1: { earnings_cents: 11607 },
        REFERENCE2: { earnings_cents: 10905 },
      });
      expect(preview.raw).toHaveLength(4);
      const imported = await callSample('POST', '/api/admin/adsense/import', {
        days: upload.json().data.days,
      });
      expect(imported.json().data).toMatchObject({ updated: 2, shares: 6, adjustments: 0 });
      // 116.07 + 105.85 + 176.68 € at 70 %, each day rounded half up: 81.25 + 74.10 + 123.68 €.
      const days = ['2024-03-01', '2024-03-02', '2024-03-03'];
      const shares = await Promise.all(days.map((day) => ledgerDay(sample.t, 'REFERENCE1', day)));
      expect(shares).toEqual([
        { gross: 11607, share: 8125 },
        { gross: 10585, share: 7410 },
        { gross: 17668, share: 12368 },
      ]);
    });
  });
});

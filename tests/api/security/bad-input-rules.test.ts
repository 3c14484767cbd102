// The named cases of bad input: mass assignment, money edge cases and impossible dates (OWASP ASVS 5.0
// V15.3.3, V2.2.1, V2.2.2). Each answer is a French 4xx and nothing changes; the sweep covers the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPOSSIBLE_DATES, problemsOf } from '../../fixtures/badInput';
import { changedTables, dumpDatabase } from '../../fixtures/dbDump';
import { signIn, type Caller } from '../../fixtures/roles';
import { buildSweepApp, type Sweep } from '../../fixtures/sweepApp';

let sweep: Sweep;
beforeAll(async () => {
  sweep = await buildSweepApp();
});
afterAll(() => sweep?.t.close());

const call = (
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  type?: string,
) =>
  sweep.t.app.inject({
    method,
    url,
    headers: { ...caller.headers(), ...(type && { 'content-type': type }) },
    ...(payload !== undefined && { payload: payload as string }),
  });

/** Every answer is a French 4xx and the database is as before. */
async function expectRefusedUnchanged(requests: Array<() => ReturnType<typeof call>>) {
  const before = await dumpDatabase(sweep.t.database, {
    skip: ['search_pages', 'suggest_terms', 'suggest_searches'],
  });
  const wrong: string[] = [];
  for (const [i, request] of requests.entries()) {
    const problems = problemsOf(await request());
    if (problems.length) wrong.push(`#${i}: ${problems.join(', ')}`);
  }
  expect(wrong).toEqual([]);
  const after = await dumpDatabase(sweep.t.database, {
    skip: ['search_pages', 'suggest_terms', 'suggest_searches'],
  });
  expect(changedTables(before, after)).toEqual([]);
}

const PROTECTED = {
  status: 'banned',
  revenue_share_percent: 100,
  payout_threshold: 0,
  payout_threshold_cents: 0,
  partner_id: 1,
  id: 999,
  user_id: 1,
  code: 'PIRATE',
  email: 'pirate@example.com',
  name: 'Pirate',
  adsense_custom_channel_id: 'ca-pub-pirate',
  trial_until: '2099-12-31',
  is_admin: 1,
};

describe('V15.3.3 mass assignment: a partner’s own bodies never set what only an admin or the server sets', () => {
  const partnerRow = (id: string) =>
    sweep.t.database.db
      .selectFrom('partners')
      .selectAll()
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();

  it('PUT /api/partner/me changes the company and phone, and nothing else of the record', async () => {
    const before = await partnerRow(sweep.ids.partner);
    const res = await call(sweep.partner, 'PUT', '/api/partner/me', {
      company_name: 'Nouvelle',
      ...PROTECTED,
    });
    expect(res.statusCode).toBe(200);
    expect({ ...(await partnerRow(sweep.ids.partner)), company_name: before.company_name }).toEqual(before);
  });

  it('PUT /api/partner/payment saves the IBAN and holder of the caller’s own record only', async () => {
    const partners = await sweep.t.database.db.selectFrom('partners').selectAll().orderBy('id').execute();
    const res = await call(sweep.partner, 'PUT', '/api/partner/payment', {
      iban: 'FR7630006000011234567890189',
      holderName: 'Jeanne Martin',
      ...PROTECTED,
      partner_id: Number(sweep.ids.target),
    });
    expect(res.statusCode).toBe(200);
    const owners = await sweep.t.database.db
      .selectFrom('partner_payment_info')
      .select('partner_id')
      .execute();
    expect(owners.map((o) => String(o.partner_id))).toEqual([sweep.ids.partner]);
    expect(await sweep.t.database.db.selectFrom('partners').selectAll().orderBy('id').execute()).toEqual(
      partners,
    );
  });

  it('POST /api/partner/apply makes a pending partner of the caller, whatever the body says', async () => {
    const newcomer = await signIn(sweep.t.app, 'Nouvelle', 'nouvelle@balayage.fr');
    const res = await call(newcomer, 'POST', '/api/partner/apply', { ...PROTECTED, name: 'Nouvelle' });
    expect(res.statusCode).toBe(201);
    const row = await partnerRow(String(res.json().data.id));
    expect(row).toMatchObject({ status: 'pending', revenue_share_percent: 50, payout_threshold_cents: 7000 });
    expect(row).toMatchObject({
      email: 'nouvelle@balayage.fr',
      adsense_custom_channel_id: null,
      trial_until: null,
    });
    expect(row.code).not.toBe('PIRATE');
    expect(row.user_id).not.toBe(1);
  });

  it('POST /api/partner/payouts/claim takes no amount, period or status from its body', async () => {
    const res = await call(sweep.partner, 'POST', '/api/partner/payouts/claim', {
      ...PROTECTED,
      partner_amount_cents: 1_000_000,
      gross_earnings_cents: 1_000_000,
      period_start: '2000-01-01',
    });
    // Nothing in the partner's ledger: refused (below the threshold), whatever the body claims.
    expect(problemsOf(res)).toEqual([]);
    expect(res.json().error.code).toBe('not_eligible');
    const claims = await sweep.t.database.db
      .selectFrom('payout_requests')
      .select('partner_id')
      .where('partner_id', '=', Number(sweep.ids.partner))
      .execute();
    expect(claims).toEqual([]);
  });
});

describe('V2.2.1 money: negative, huge, sub-cent, text and NaN-like amounts are refused in French', () => {
  const AMOUNTS = [
    -1,
    -0.01,
    1e30,
    1_000_000.01,
    1.005,
    '12',
    'NaN',
    'Infinity',
    '1e3',
    '',
    null,
    true,
    [12],
    { $gt: 0 },
  ];

  it('PUT /api/admin/partners/:id refuses each as payout_threshold, revenue_share_percent or trial_months', async () => {
    const url = `/api/admin/partners/${sweep.ids.target}`;
    const fields = ['payout_threshold', 'revenue_share_percent', 'trial_months'];
    // A share over 100 or under 0 is held inside 0..100 by the spec; text, null and NaN-like are not numbers.
    const amountsFor = (field: string) =>
      field === 'revenue_share_percent' ? AMOUNTS.filter((a) => typeof a !== 'number') : AMOUNTS;
    await expectRefusedUnchanged(
      fields.flatMap((field) =>
        amountsFor(field).map((amount) => () => call(sweep.admin, 'PUT', url, { [field]: amount })),
      ),
    );
    await expectRefusedUnchanged([() => call(sweep.admin, 'PUT', url, { trial_months: 1.5 })]);
  });

  it('keeps whole cents: a threshold of 12.34 € is 1234 cents', async () => {
    const url = `/api/admin/partners/${sweep.ids.target}`;
    const res = await call(sweep.admin, 'PUT', url, { payout_threshold: 12.34 });
    expect(res.json().data.payout_threshold_cents).toBe(1234);
    await call(sweep.admin, 'PUT', url, { payout_threshold: 70 });
  });

  it('POST /api/admin/adsense/upload refuses a report whose earnings are negative, huge or not a decimal', async () => {
    const report = (earnings: string) =>
      `DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS\n2026-01-15,canal-libre,${earnings}\n`;
    await expectRefusedUnchanged(
      ['-5.00', '1e30', '99999999999999999999', 'NaN', '"12,50"', '', '1.2.3', '0x10'].map(
        (earnings) => () =>
          call(sweep.admin, 'POST', '/api/admin/adsense/upload', report(earnings), 'text/csv'),
      ),
    );
  });
});

describe('V2.2.1 impossible dates on every date input', () => {
  it('GET /api/partner/stats refuses impossible days and a start after the end with the spec’s messages', async () => {
    const stats = (from: string, to: string) => () =>
      call(sweep.partner, 'GET', `/api/partner/stats?from=${from}&to=${to}`);
    await expectRefusedUnchanged([
      ...IMPOSSIBLE_DATES.flatMap((day) => [stats(day, '2026-01-31'), stats('2026-01-01', day)]),
      stats('2026-02-01', '2026-01-31'),
    ]);
    const late = await stats('2026-02-01', '2026-01-31')();
    expect(late.json().error.errors[0].message).toBe(
      'La date de début doit être antérieure à la date de fin',
    );
  });

  it('GET /api/partner/stats answers a huge range without a 5xx', async () => {
    const res = await call(sweep.partner, 'GET', '/api/partner/stats?from=0001-01-01&to=9999-12-31');
    expect(res.statusCode).toBeLessThan(500);
  });

  it('GET /api/admin/adsense/preview, POST /api/admin/adsense/import and the report CSV refuse impossible days', async () => {
    await expectRefusedUnchanged(
      IMPOSSIBLE_DATES.flatMap((day) => [
        () => call(sweep.admin, 'GET', `/api/admin/adsense/preview?date=${day}`),
        () => call(sweep.admin, 'POST', '/api/admin/adsense/import', { date: day }),
        () =>
          call(
            sweep.admin,
            'POST',
            '/api/admin/adsense/upload',
            `DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS\n${day},canal-libre,1.00\n`,
            'text/csv',
          ),
      ]),
    );
  });

  it('a real day with no uploaded report and no AdSense API is not found, in French, and imports nothing', async () => {
    await expectRefusedUnchanged([
      () => call(sweep.admin, 'GET', '/api/admin/adsense/preview?date=2026-01-15'),
      () => call(sweep.admin, 'POST', '/api/admin/adsense/import', { date: '2026-01-15' }),
    ]);
    const res = await call(sweep.admin, 'POST', '/api/admin/adsense/import', { date: '2026-01-15' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(
      "Erreur lors de l'import AdSense : aucun rapport pour cette date (déposez le CSV du rapport ou configurez l’API AdSense)",
    );
  });

  it('an admin asking for the payment details of a partner that does not exist gets 404, and no audit row', async () => {
    await expectRefusedUnchanged([() => call(sweep.admin, 'GET', '/api/admin/partners/999999/payment')]);
    expect((await call(sweep.admin, 'GET', '/api/admin/partners/999999/payment')).statusCode).toBe(404);
  });
});

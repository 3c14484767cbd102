import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '../../../common/dates';
import { FIRST_PAYMENT_WITHIN_DAYS } from '../../../common/constants';
import { ADMIN_MESSAGES } from '../../../common/messages';
import { addDays, addMonths } from '../../../common/periods';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { creditRevenueDay, holdChannelSince, ledgerEntries, yesterday } from '../../fixtures/money';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';
import { partnerApplication } from '../../fixtures/partnerApplication';

type Caller = { browser: TestBrowser; token: string };

describe('admin calls', () => {
  let t: TestApp;
  let admin: Caller;
  let member: Caller;
  let partnerCaller: Caller;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        ADMIN_EMAILS: 'admin@example.fr',
        SEPA_DEBTOR_NAME: 'Portail Recherche SAS',
        SEPA_DEBTOR_IBAN: 'FR7630006000011234567890189',
        SEPA_DEBTOR_BIC: 'AGRIFRPPXXX',
      },
    });
    admin = await caller('admin@example.fr');
    member = await caller('member@example.fr');
    partnerCaller = await caller('partner@example.fr');
    await call(partnerCaller, 'POST', '/api/partner/apply', partnerApplication('partner'));
  });
  afterAll(() => t.close());

  async function caller(email: string): Promise<Caller> {
    const browser = createTestBrowser(t.app);
    await signInWith(browser, { name: email.split('@')[0]!, email });
    const token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    return { browser, token };
  }
  const headersOf = (c: Caller) => ({ cookie: c.browser.cookieHeader(), 'x-csrf-token': c.token });
  /** The admin crediting a partner's revenue day through the report import. */
  const money = () => ({ app: t.app, database: t.database, admin: { headers: () => headersOf(admin) } });
  const call = (c: Caller | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: c ? { cookie: c.browser.cookieHeader(), 'x-csrf-token': c.token } : {},
      ...(payload && { payload }),
    });

  let codes = 0;
  async function createPartner(extra: object = {}) {
    const res = await call(admin, 'POST', '/api/admin/partners', {
      code: `P${++codes}X`,
      name: `Partenaire ${codes}`,
      email: `p${codes}@ex.fr`,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  const ADMIN_CALLS: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
    ['GET', '/api/admin/me'],
    ['GET', '/api/admin/partners'],
    ['POST', '/api/admin/partners', { code: 'NOPE1', name: 'X', email: 'x@x.fr' }],
    ['PUT', '/api/admin/partners/1', { status: 'active' }],
    ['DELETE', '/api/admin/partners/1'],
    ['GET', '/api/admin/partners/1/payment'],
    ['GET', '/api/admin/adsense/unused-channels'],
    ['POST', '/api/admin/adsense/unused-channels', { channel_id: '999' }],
    ['DELETE', '/api/admin/adsense/unused-channels/1'],
    ['GET', '/api/admin/payouts'],
    ['PUT', '/api/admin/payouts/1/status', { status: 'approved' }],
    ['GET', '/api/admin/partners/1/ledger'],
    ['GET', '/api/admin/payouts/batches'],
    ['POST', '/api/admin/payouts/batches', {}],
    ['GET', '/api/admin/payouts/batches/1/sepa.xml'],
    ['POST', '/api/admin/payouts/batches/1/paid', { reference: 'VIR-0001' }],
    ['GET', '/api/admin/ads/slots'],
    ['GET', '/api/admin/settings'],
    ['PUT', '/api/admin/settings', { adsense_display_channel: 'x' }],
    ['GET', '/api/admin/db-admin'],
    ['GET', '/api/admin/adsense/preview?date=2024-03-01'],
    ['POST', '/api/admin/adsense/import', { date: '2024-03-01' }],
    ['POST', '/api/admin/adsense/upload', { csv: 'DATE' }],
    ['GET', '/api/admin/adsense/last-import'],
  ];

  it.each(ADMIN_CALLS)(
    'V4.1.1 refuses %s %s to a visitor (401), a member and a partner (403)',
    async (method, url, body) => {
      const anonymous = await call(null, method, url, body);
      expect(anonymous.statusCode).toBe(401);
      for (const someone of [member, partnerCaller]) {
        const res = await call(someone, method, url, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe('Accès interdit');
      }
      expect(
        (await call(admin, 'GET', '/api/admin/partners'))
          .json()
          .data.find((p: { code: string }) => p.code === 'NOPE1'),
      ).toBeUndefined();
    },
  );

  it('answers the admin-me call to an admin', async () => {
    expect((await call(admin, 'GET', '/api/admin/me')).json().data).toMatchObject({
      email: 'admin@example.fr',
      isAdmin: true,
    });
  });

  it('creates a partner with defaults: pending, 50 %, 70 €, no slot', async () => {
    const p = await createPartner();
    expect(p).toMatchObject({
      status: 'pending',
      revenue_share_percent: 50,
      payout_threshold: 70,
      payout_threshold_cents: 7000,
      adsense_channel_pattern: { slots: [] },
      adsense_custom_channel_id: null,
      trial_until: null,
      archived_at: null,
    });
    expect(
      (await call(admin, 'GET', '/api/admin/partners')).json().data.map((x: { id: number }) => x.id),
    ).toContain(p.id);
  });

  it('forces the share to an integer within 0..100 and computes trial_until from Paris today', async () => {
    const p = await createPartner({ revenue_share_percent: 150, trial_months: 3 });
    expect(p.revenue_share_percent).toBe(100);
    expect(p.trial_until).toBe(addMonths(parisDay(), 3));
    const edited = await call(admin, 'PUT', `/api/admin/partners/${p.id}`, { revenue_share_percent: 33.6 });
    expect(edited.json().data.revenue_share_percent).toBe(34);
    expect(
      (await call(admin, 'PUT', `/api/admin/partners/${p.id}`, { revenue_share_percent: -4 })).json().data
        .revenue_share_percent,
    ).toBe(0);
  });

  it('refuses a bad trial period and a duplicate code, changing nothing', async () => {
    const p = await createPartner();
    const bad = await call(admin, 'PUT', `/api/admin/partners/${p.id}`, { trial_months: -1 });
    expect(bad.statusCode).toBe(400);
    const dup = await call(admin, 'POST', '/api/admin/partners', {
      code: p.code,
      name: 'Autre',
      email: 'autre@ex.fr',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.errors).toEqual([{ field: 'code', message: 'Ce code est déjà utilisé' }]);
  });

  it('keeps code, name and e-mail read-only when editing', async () => {
    const p = await createPartner();
    const res = await call(admin, 'PUT', `/api/admin/partners/${p.id}`, {
      code: 'CHANGED',
      name: 'Changé',
      email: 'c@c.fr',
      status: 'paused',
    });
    expect(res.json().data).toMatchObject({ code: p.code, name: p.name, email: p.email, status: 'paused' });
  });

  it('refuses to activate a partner while the pool has no free channel, unless the admin confirms it knowingly', async () => {
    const p = await createPartner();
    const refused = await call(admin, 'PUT', `/api/admin/partners/${p.id}`, { status: 'active' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'no_free_channel',
      message: ADMIN_MESSAGES.noFreeChannel,
    });
    const unchanged = (await call(admin, 'GET', '/api/admin/partners')).json().data;
    expect(unchanged.find((x: { id: number }) => x.id === p.id)).toMatchObject({
      status: 'pending',
      adsense_channel_pattern: { slots: [] },
    });
    const confirmed = await call(admin, 'PUT', `/api/admin/partners/${p.id}`, {
      status: 'active',
      activate_without_channel: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Activation gives the ad slots of the product (no whitelist set): its visitors see ads.
    expect(confirmed.json().data).toMatchObject({
      status: 'active',
      adsense_custom_channel_id: null,
      adsense_channel_pattern: { slots: ['home', 'cse_search'] },
    });
  });

  it('activating a partner takes the oldest free channel from the pool', async () => {
    const first = await call(admin, 'POST', '/api/admin/adsense/unused-channels', {
      channel_id: '  1111111 ',
      label: 'Canal A',
    });
    expect(first.json().data).toMatchObject({
      channel_id: '1111111',
      label: 'Canal A',
      used_by_partner_id: null,
    });
    await call(admin, 'POST', '/api/admin/adsense/unused-channels', { channel_id: '2222222' });
    const p = await createPartner();
    const active = await call(admin, 'PUT', `/api/admin/partners/${p.id}`, {
      status: 'active',
      slots: ['home', 'cse_search'],
    });
    expect(active.json().data).toMatchObject({
      status: 'active',
      adsense_custom_channel_id: '1111111',
      adsense_channel_pattern: { slots: ['home', 'cse_search'] },
    });
    const channels = (await call(admin, 'GET', '/api/admin/adsense/unused-channels')).json().data;
    expect(channels.find((c: { channel_id: string }) => c.channel_id === '1111111')).toMatchObject({
      used_by_partner_id: p.id,
    });
    expect(channels.find((c: { channel_id: string }) => c.channel_id === '1111111').used_at).toBeTruthy();
    // Pausing (one field, as the security page does) keeps every other setting.
    const paused = await call(admin, 'PUT', `/api/admin/partners/${p.id}`, { status: 'paused' });
    expect(paused.json().data).toMatchObject({
      status: 'paused',
      adsense_channel_pattern: { slots: ['home', 'cse_search'] },
    });
    await call(admin, 'PUT', `/api/admin/partners/${p.id}`, { status: 'active' });

    const inUse = channels.find((c: { channel_id: string }) => c.channel_id === '1111111');
    const refused = await call(admin, 'DELETE', `/api/admin/adsense/unused-channels/${inUse.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Erreur suppression canal');
  });

  it('refuses a blank channel id with a French field error', async () => {
    const res = await call(admin, 'POST', '/api/admin/adsense/unused-channels', { channel_id: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.errors).toEqual([
      { field: 'channel_id', message: 'Identifiant de canal requis' },
    ]);
  });

  it('shows a partner’s IBAN in clear to an admin and records each view', async () => {
    const before = await t.database.db
      .selectFrom('admin_audit')
      .select('id')
      .where('action', '=', 'partner.payment.view')
      .execute();
    await call(partnerCaller, 'PUT', '/api/partner/payment', {
      iban: 'FR7630006000011234567890189',
      holderName: 'Paul',
    });
    const own = (await call(partnerCaller, 'GET', '/api/partner/me')).json().data;
    const res = await call(admin, 'GET', `/api/admin/partners/${own.id}/payment`);
    expect(res.json().data).toEqual({
      iban: 'FR7630006000011234567890189',
      holderName: 'Paul',
      locked: false,
    });
    const after = await t.database.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', 'partner.payment.view')
      .execute();
    expect(after.length).toBe(before.length + 1);
  });

  it('lists payout requests with every admin field, and moves them only pending → approved → paid, each change audited', async () => {
    const own = (await call(partnerCaller, 'GET', '/api/partner/me')).json().data;
    const activated = await call(admin, 'PUT', `/api/admin/partners/${own.id}`, { status: 'active' });
    expect(activated.json().data.adsense_custom_channel_id).toBe('2222222');
    // 200 € gross at 50 %: a 100 € share, and the 10 € launch bonus its lifetime share reached.
    await creditRevenueDay(money(), own.id, yesterday(), 20_000);
    expect((await call(partnerCaller, 'POST', '/api/partner/payouts/claim')).statusCode).toBe(201);
    const [payout] = (await call(admin, 'GET', '/api/admin/payouts')).json().data;
    expect(payout).toMatchObject({
      partner_id: own.id,
      partner_code: own.code,
      partner_name: own.name,
      gross_earnings: 200,
      gross_earnings_cents: 20_000,
      partner_share_percent: 50,
      partner_amount: 110,
      partner_amount_cents: 11_000,
      status: 'pending',
      source: 'claim',
      due_on: addDays(parisDay(), FIRST_PAYMENT_WITHIN_DAYS),
      overdue: false,
      holder_name: 'Paul',
      iban_masked: 'FR76 •••• •••• •••• •••• •••• 189',
      rejection_reason: null,
      transfer_reference: null,
      batch_id: null,
    });
    for (const key of ['id', 'created_at', 'period_start', 'period_end']) expect(payout).toHaveProperty(key);
    const status = (body: object) => call(admin, 'PUT', `/api/admin/payouts/${payout.id}/status`, body);

    // Paid is reached through approved only, and needs the bank transfer's reference.
    const skipped = await status({ status: 'paid', reference: 'VIR-2026-0001' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().error.message).toBe(ADMIN_MESSAGES.payoutTransition('pending', 'paid'));
    expect((await status({ status: 'approved' })).json().data.status).toBe('approved');
    expect((await status({ status: 'paid' })).statusCode).toBe(400);
    const paid = await status({ status: 'paid', reference: 'VIR-2026-0001' });
    expect(paid.json().data).toMatchObject({ status: 'paid', transfer_reference: 'VIR-2026-0001' });
    expect((await call(partnerCaller, 'GET', '/api/partner/payouts')).json().data.payouts[0].status).toBe(
      'paid',
    );
    // Paid is final: no status moves back, and the money stays paid.
    for (const back of [
      { status: 'pending' },
      { status: 'approved' },
      { status: 'rejected', reason: 'erreur' },
    ])
      expect((await status(back)).statusCode, back.status).toBe(409);
    expect((await ledgerEntries(t.database, own.id)).map((e) => e.kind)).toEqual([
      'share',
      'bonus',
      'payout',
    ]);

    const log = await t.database.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', 'payout.status')
      .orderBy('id')
      .execute();
    expect(log.map((l) => JSON.parse(l.detail!))).toEqual([
      { from: 'pending', status: 'approved' },
      { from: 'approved', status: 'paid', reference: 'VIR-2026-0001' },
    ]);
    expect(
      (await call(admin, 'PUT', `/api/admin/payouts/${payout.id}/status`, { status: 'envoyé' })).statusCode,
    ).toBe(400);
    // The admin's view of the partner's money: per month, gross, percent, share, paid and balance.
    const ledger = (await call(admin, 'GET', `/api/admin/partners/${own.id}/ledger`)).json().data;
    expect(ledger.balance_cents).toBe(0);
    expect(ledger.months.at(-1)).toMatchObject({ balance_cents: 0 });
  });

  it('refuses a rejection without a reason, and gives a rejected payout’s money back', async () => {
    const own = (await call(partnerCaller, 'GET', '/api/partner/me')).json().data;
    await creditRevenueDay(money(), own.id, addDays(parisDay(), -2), 16_000);
    const claim = await call(partnerCaller, 'POST', '/api/partner/payouts/claim');
    expect(claim.statusCode, claim.body).toBe(201);
    const id = claim.json().data.id as number;
    const status = (body: object) => call(admin, 'PUT', `/api/admin/payouts/${id}/status`, body);
    expect((await status({ status: 'rejected' })).statusCode).toBe(400);
    expect((await status({ status: 'rejected', reason: ' ' })).statusCode).toBe(400);
    const rejected = await status({ status: 'rejected', reason: 'Titulaire différent du partenaire' });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Titulaire différent du partenaire',
    });
    expect((await status({ status: 'approved' })).statusCode).toBe(409);
    const { accrual } = (await call(partnerCaller, 'GET', '/api/partner/payouts')).json().data;
    expect(accrual).toMatchObject({ available_cents: 8_000, eligible: true });
    expect(
      (await ledgerEntries(t.database, own.id)).slice(-3).map((e) => [e.kind, Number(e.amount_cents)]),
    ).toEqual([
      ['share', 8_000],
      ['payout', -8_000],
      ['reversal', 8_000],
    ]);
  });

  it('keeps a legacy approved payout, which has no IBAN snapshot, out of SEPA batches: it is paid by hand', async () => {
    const p = await createPartner();
    const { id } = await t.database.db
      .insertInto('payout_requests')
      .values({
        partner_id: p.id,
        period_start: '2026-01-01',
        period_end: '2026-01-31',
        gross_earnings_cents: 10_000,
        partner_share_percent: 50,
        partner_amount_cents: 5_000,
        status: 'approved',
        source: 'legacy',
        due_on: '2026-02-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const batch = await call(admin, 'POST', '/api/admin/payouts/batches', {});
    expect(batch.statusCode, batch.body).toBe(409);
    expect(batch.json().error.message).toBe(ADMIN_MESSAGES.noApprovedPayouts);
    const paid = await call(admin, 'PUT', `/api/admin/payouts/${id}/status`, {
      status: 'paid',
      reference: 'VIR-MANUEL-1',
    });
    expect(paid.json().data).toMatchObject({
      status: 'paid',
      transfer_reference: 'VIR-MANUEL-1',
      batch_id: null,
    });
  });

  it('deletes a partner without money history and gives its channel back to the pool', async () => {
    await call(admin, 'POST', '/api/admin/adsense/unused-channels', { channel_id: '3333333' });
    const p = await createPartner({ status: 'active' });
    expect(p.adsense_custom_channel_id).toBe('3333333');
    const deleted = await call(admin, 'DELETE', `/api/admin/partners/${p.id}`);
    expect(deleted.json().data).toEqual({
      id: p.id,
      archived: false,
      message: ADMIN_MESSAGES.partnerDeleted(p.name),
    });
    const channel = (await call(admin, 'GET', '/api/admin/adsense/unused-channels'))
      .json()
      .data.find((c: { channel_id: string }) => c.channel_id === p.adsense_custom_channel_id);
    expect(channel.used_by_partner_id).toBeNull();
    expect((await call(admin, 'DELETE', `/api/admin/partners/${p.id}`)).statusCode).toBe(404);
  });

  it('archives, rather than deletes, a partner that held its channel on past days: a report of them is still its', async () => {
    const p = await createPartner({ status: 'active' });
    await holdChannelSince(t.database, p.id, yesterday());
    const removed = await call(admin, 'DELETE', `/api/admin/partners/${p.id}`);
    expect(removed.json().data).toMatchObject({ id: p.id, archived: true });
    expect(
      await t.database.db
        .selectFrom('channel_holdings')
        .select(['channel_id', 'from_day', 'to_day'])
        .where('partner_id', '=', p.id)
        .execute(),
    ).toEqual([{ channel_id: p.adsense_custom_channel_id, from_day: yesterday(), to_day: parisDay() }]);
  });

  it('archives a partner with money history: ledger, payouts and payment info stay, its channel goes back', async () => {
    const own = (await call(partnerCaller, 'GET', '/api/partner/me')).json().data;
    const before = {
      ledger: await ledgerEntries(t.database, own.id),
      payouts: (await call(admin, 'GET', '/api/admin/payouts'))
        .json()
        .data.filter((p: { partner_id: number }) => p.partner_id === own.id),
    };
    expect(before.payouts.length).toBeGreaterThan(0);
    const archived = await call(admin, 'DELETE', `/api/admin/partners/${own.id}`);
    expect(archived.json().data).toEqual({
      id: own.id,
      archived: true,
      message: ADMIN_MESSAGES.partnerArchived(own.name),
    });
    const row = (await call(admin, 'GET', '/api/admin/partners'))
      .json()
      .data.find((p: { id: number }) => p.id === own.id);
    expect(row).toMatchObject({ status: 'archived', adsense_custom_channel_id: null });
    expect(row.archived_at).toBeTruthy();
    expect(await ledgerEntries(t.database, own.id)).toEqual(before.ledger);
    expect(
      (await call(admin, 'GET', '/api/admin/payouts'))
        .json()
        .data.filter((p: { partner_id: number }) => p.partner_id === own.id),
    ).toEqual(before.payouts);
    expect((await call(admin, 'GET', `/api/admin/partners/${own.id}/payment`)).json().data.iban).toBe(
      'FR7630006000011234567890189',
    );
    const channels = (await call(admin, 'GET', '/api/admin/adsense/unused-channels')).json().data;
    expect(
      channels.find((c: { channel_id: string }) => c.channel_id === '2222222').used_by_partner_id,
    ).toBeNull();
    const holdings = await t.database.db
      .selectFrom('channel_holdings')
      .select(['channel_id', 'to_day'])
      .where('partner_id', '=', own.id)
      .execute();
    expect(holdings).toEqual([{ channel_id: '2222222', to_day: parisDay() }]);
    // An archived partner is not edited any more; what they still have is paid by a last claim.
    expect((await call(admin, 'PUT', `/api/admin/partners/${own.id}`, { status: 'active' })).statusCode).toBe(
      409,
    );
    expect((await call(partnerCaller, 'POST', '/api/partner/payouts/claim')).statusCode).toBe(201);
  });

  it('narrows the slots with the whitelist setting (cse_search stays) and gives partners the display channel', async () => {
    const saved = await call(admin, 'PUT', '/api/admin/settings', {
      ad_slots_whitelist: ['cse_search'],
      adsense_display_channel: '  7777777 ',
    });
    expect(saved.json().data).toEqual({
      ad_slots_whitelist: ['cse_search'],
      adsense_display_channel: '7777777',
    });
    expect(
      (await call(admin, 'GET', '/api/admin/ads/slots')).json().data.slots.map((s: { id: string }) => s.id),
    ).toEqual(['cse_search']);
    expect(
      (await call(partnerCaller, 'GET', '/api/partner/adsense-channel')).json().data.adminDisplayChannelId,
    ).toBe('7777777');
    await call(admin, 'PUT', '/api/admin/settings', {
      ad_slots_whitelist: null,
      adsense_display_channel: null,
    });
    expect((await call(admin, 'GET', '/api/admin/settings')).json().data).toEqual({
      ad_slots_whitelist: null,
      adsense_display_channel: null,
    });
  });

  it('opens the database tool only for admins, and says when none is configured', async () => {
    expect((await call(admin, 'GET', '/api/admin/db-admin')).json().data).toEqual({ configured: false });
    expect((await call(admin, 'GET', '/db-admin')).statusCode).toBe(404);
    expect((await call(member, 'GET', '/db-admin')).statusCode).toBe(403);
  });

  it('always lists cse_search among the slots; a referred visitor gets only the active partner’s', async () => {
    const slots = (await call(admin, 'GET', '/api/admin/ads/slots'))
      .json()
      .data.slots.map((s: { id: string }) => s.id);
    expect(slots).toContain('cse_search');
    const p = await createPartner({ status: 'active', slots: ['cse_search'] });
    const referred = await t.app.inject({ url: '/api/ads/slots', headers: { cookie: `pa_ref=${p.code}` } });
    expect(referred.json().data.slots.map((s: { id: string }) => s.id)).toEqual(['cse_search']);
    const plain = await t.app.inject({ url: '/api/ads/slots' });
    expect(plain.json().data.slots.map((s: { id: string }) => s.id)).toEqual(['home', 'cse_search']);
  });
});

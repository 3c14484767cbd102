import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '../../../common/dates';
import { addMonths } from '../../../common/periods';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

type Caller = { browser: TestBrowser; token: string };

describe('admin calls', () => {
  let t: TestApp;
  let admin: Caller;
  let member: Caller;
  let partnerCaller: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_EMAILS: 'admin@example.fr' } });
    admin = await caller('admin@example.fr');
    member = await caller('member@example.fr');
    partnerCaller = await caller('partner@example.fr');
    await call(partnerCaller, 'POST', '/api/partner/apply', {});
  });
  afterAll(() => t.close());

  async function caller(email: string): Promise<Caller> {
    const browser = createTestBrowser(t.app);
    await signInWith(browser, { name: email.split('@')[0]!, email });
    const token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    return { browser, token };
  }
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
    ['PUT', '/api/admin/payouts/1/status', { status: 'paid' }],
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
      trial_until: null,
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
    expect(res.json().data).toEqual({ iban: 'FR7630006000011234567890189', holderName: 'Paul' });
    const after = await t.database.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', 'partner.payment.view')
      .execute();
    expect(after.length).toBe(before.length + 1);
  });

  it('lists payout requests with every admin field, and records each status change', async () => {
    const own = (await call(partnerCaller, 'GET', '/api/partner/me')).json().data;
    await call(admin, 'PUT', `/api/admin/partners/${own.id}`, { status: 'active' });
    await t.database.db
      .insertInto('partner_daily_stats')
      .values({
        partner_id: own.id,
        stat_date: `${parisDay().slice(0, 7)}-01`,
        estimated_earnings_cents: 20_000,
      })
      .execute();
    expect((await call(partnerCaller, 'POST', '/api/partner/payouts/claim')).statusCode).toBe(201);
    const [payout] = (await call(admin, 'GET', '/api/admin/payouts')).json().data;
    expect(payout).toMatchObject({
      partner_id: own.id,
      partner_code: own.code,
      gross_earnings: 200,
      partner_share_percent: 50,
      partner_amount: 100,
      status: 'pending',
    });
    for (const key of ['id', 'created_at', 'period_start', 'period_end', 'partner_name'])
      expect(payout).toHaveProperty(key);
    const paid = await call(admin, 'PUT', `/api/admin/payouts/${payout.id}/status`, { status: 'paid' });
    expect(paid.json().data.status).toBe('paid');
    expect((await call(partnerCaller, 'GET', '/api/partner/payouts')).json().data.payouts[0].status).toBe(
      'paid',
    );
    const log = await t.database.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', 'payout.status')
      .execute();
    expect(JSON.parse(log.at(-1)!.detail!)).toEqual({ from: 'pending', to: 'paid' });
    expect(
      (await call(admin, 'PUT', `/api/admin/payouts/${payout.id}/status`, { status: 'envoyé' })).statusCode,
    ).toBe(400);
  });

  it('deletes a partner and gives its channel back to the pool', async () => {
    await call(admin, 'POST', '/api/admin/adsense/unused-channels', { channel_id: '3333333' });
    const p = await createPartner({ status: 'active' });
    expect(p.adsense_custom_channel_id).not.toBeNull();
    expect((await call(admin, 'DELETE', `/api/admin/partners/${p.id}`)).statusCode).toBe(200);
    const channel = (await call(admin, 'GET', '/api/admin/adsense/unused-channels'))
      .json()
      .data.find((c: { channel_id: string }) => c.channel_id === p.adsense_custom_channel_id);
    expect(channel.used_by_partner_id).toBeNull();
    expect((await call(admin, 'DELETE', `/api/admin/partners/${p.id}`)).statusCode).toBe(404);
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

// The money routes' contracts: what the ledger, stats and payouts answers hold, the statuses and French
// messages of claims and payout moves, payment info masked and locked. The rules behind them (rounding,
// re-imports, the launch bonus, eligibility, the monthly payout, the ledger's database guards) are tested at
// service level in tests/unit/money/, in seconds.
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_MESSAGES } from '../../../common/messages';
import type { TestApp } from '../../fixtures/testApp';
import {
  accrualOf,
  call,
  claim,
  importReport,
  ledgerOf,
  ledgerSum,
  newPartner,
  setStatus,
  type Business,
  useBusiness,
} from './business';

const ctx = useBusiness();
let t: TestApp;
let b: Business;
beforeAll(() => ({ t, b } = ctx));

describe('a report credits each partner a share of each day, with the gross, the percent and the rule', () => {
  it('credits 50 % of 116.07 € as 58.04 € (half up) and shows gross and share per day', async () => {
    const p = await newPartner(b);
    const result = await importReport(b, [['2026-11-03', p.channel, '116.07']]);
    expect(result).toMatchObject({ shares: 1, adjustments: 0 });
    const ledger = await ledgerOf(b, p);
    expect(ledger.entries).toHaveLength(1);
    expect(ledger.entries[0]).toMatchObject({
      kind: 'share',
      day: '2026-11-03',
      gross_cents: 11607,
      share_percent: 50,
      amount_cents: 5804,
      balance_cents: 5804,
    });
    const stats = (
      await call(b.app, p.caller, 'GET', '/api/partner/stats?from=2026-11-01&to=2026-11-05')
    ).json().data;
    expect(stats).toEqual([
      expect.objectContaining({
        stat_date: '2026-11-03',
        adsense_estimated_earnings_cents: 11607,
        partner_share_cents: 5804,
      }),
    ]);
  });

  it('amounts are 64-bit on both databases: a day of 30,000,000.01 € is credited exactly', async () => {
    const p = await newPartner(b, { thresholdEuros: 0 });
    await importReport(b, [['2026-11-07', p.channel, '30000000.01']]);
    const ledger = await ledgerOf(b, p);
    expect(ledger.entries.find((e) => e.kind === 'share')).toMatchObject({
      gross_cents: 3_000_000_001,
      amount_cents: 1_500_000_001,
    });
  });
});

describe('the balance carries over and a claim takes all of it', () => {
  it('after a claim, the rest of the month accrues toward the next payout (no month is locked)', async () => {
    const p = await newPartner(b);
    await importReport(b, [['2026-11-08', p.channel, '163.92']]);
    const claimed = await claim(b, p);
    expect(claimed.status, claimed.body).toBe(201);
    // 81.96 € reached the marketing page's 80 €: the 10 € launch bonus is part of the balance.
    expect(claimed.json().data).toMatchObject({
      partner_amount_cents: 9196,
      gross_earnings_cents: 16392,
      status: 'pending',
      source: 'claim',
      iban_masked: 'FR76 •••• •••• •••• •••• •••• 189',
      holder_name: 'Zoé Dupré',
    });
    expect((await claim(b, p)).status).toBe(409);
    await importReport(b, [['2026-11-09', p.channel, '22.20']]);
    const { accrual } = await accrualOf(b, p);
    expect(accrual).toMatchObject({ available_cents: 1110, blocked_by: 'open_payout', eligible: false });
    expect(accrual.lifetime_cents).toBe(8196 + 1110 + 1000); // shares and the launch bonus (80 € reached)
  });

  it('a month under the threshold is not lost: it adds up with the next', async () => {
    const p = await newPartner(b);
    await importReport(b, [['2026-09-10', p.channel, '100.00']]); // 50 € < 80 €
    expect((await claim(b, p)).json().error.message).toBe(PARTNER_MESSAGES.paymentPossibleAtThreshold);
    await importReport(b, [['2026-11-10', p.channel, '80.00']]); // + 40 €, and the bonus
    const claimed = await claim(b, p);
    expect(claimed.status, claimed.body).toBe(201);
    expect(claimed.json().data.partner_amount_cents).toBe(5_000 + 4_000 + 1_000);
    expect(claimed.json().data.period_start).toBe('2026-09-10');
  });

  it('paused, pending or banned partners keep accruing but cannot claim', async () => {
    const p = await newPartner(b);
    await importReport(b, [['2026-11-11', p.channel, '300.00']]);
    for (const status of ['paused', 'banned', 'pending']) {
      expect((await call(b.app, b.admin, 'PUT', `/api/admin/partners/${p.id}`, { status })).status).toBe(200);
      const refused = await claim(b, p);
      expect(refused.status).toBe(403);
      expect(refused.json().error.message).toBe(PARTNER_MESSAGES.claimNotActive);
      expect((await accrualOf(b, p)).accrual.blocked_by).toBe('status');
    }
    expect(await ledgerSum(t.database, p.id)).toBe(15_000 + 1_000);
    expect(
      await t.database.db.selectFrom('payout_requests').select('id').where('partner_id', '=', p.id).execute(),
    ).toEqual([]);
  });

  it('without payment info the claim is refused with the spec’s warning', async () => {
    const p = await newPartner(b, { iban: null });
    await importReport(b, [['2026-11-12', p.channel, '200.00']]);
    // The button stays enabled (the threshold is reached): the click shows the spec's warning.
    expect((await accrualOf(b, p)).accrual).toMatchObject({ eligible: true, blocked_by: 'payment_info' });
    const refused = await claim(b, p);
    expect(refused.status).toBe(400);
    expect(refused.json().error.message).toBe(PARTNER_MESSAGES.paymentInfoRequired);
  });
});

describe('payout statuses: pending → approved → paid, pending or approved → rejected', () => {
  it('rejection needs a reason shown to the partner, and gives the money back; a new claim works', async () => {
    const p = await newPartner(b);
    await importReport(b, [['2026-11-13', p.channel, '200.00']]);
    const payout = (await claim(b, p)).json().data;
    expect((await setStatus(b, payout.id, { status: 'rejected' })).status).toBe(400);
    const rejected = await setStatus(b, payout.id, { status: 'rejected', reason: 'IBAN fermé' });
    expect(rejected.status, rejected.body).toBe(200);
    const { payouts, accrual } = await accrualOf(b, p);
    expect(payouts[0]).toMatchObject({ status: 'rejected', rejection_reason: 'IBAN fermé' });
    expect(accrual).toMatchObject({ available_cents: 11_000, eligible: true, blocked_by: null });
    const again = await claim(b, p);
    expect(again.status, again.body).toBe(201);
    // The rejected payout's days are this one's: same period, same gross.
    expect(again.json().data).toMatchObject({
      partner_amount_cents: 11_000,
      gross_earnings_cents: 20_000,
      period_start: '2026-11-13',
      period_end: '2026-11-13',
    });
    expect((await ledgerOf(b, p)).entries.map((e) => e.kind)).toEqual([
      'payout',
      'reversal',
      'payout',
      'bonus',
      'share',
    ]);
  });

  it('paid is final and needs the bank transfer reference; no status moves backwards', async () => {
    const p = await newPartner(b);
    await importReport(b, [['2026-11-14', p.channel, '200.00']]);
    const payout = (await claim(b, p)).json().data;
    expect((await setStatus(b, payout.id, { status: 'paid', reference: 'VIR-1' })).status).toBe(409);
    expect((await setStatus(b, payout.id, { status: 'approved' })).status).toBe(200);
    expect((await claim(b, p)).json().error.message).toBe(PARTNER_MESSAGES.claimInProgress('approved'));
    expect((await setStatus(b, payout.id, { status: 'paid' })).status).toBe(400);
    const paid = await setStatus(b, payout.id, { status: 'paid', reference: 'VIR-2026-11-001' });
    expect(paid.status, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', transfer_reference: 'VIR-2026-11-001' });
    for (const body of [
      { status: 'pending' },
      { status: 'approved' },
      { status: 'rejected', reason: 'erreur' },
    ])
      expect((await setStatus(b, payout.id, body)).status).toBe(409);
    const audit = await t.database.db
      .selectFrom('admin_audit')
      .select(['action', 'detail'])
      .where('target', '=', `payout:${payout.id}`)
      .execute();
    expect(audit.map((a) => JSON.parse(a.detail!).status)).toEqual(['approved', 'paid']);
  });

  it('the admin list shows due dates (claim + 30 days), overdue first', async () => {
    const p = await newPartner(b);
    await importReport(b, [['2026-11-17', p.channel, '200.00']]);
    const payout = (await claim(b, p)).json().data;
    await t.database.db
      .updateTable('payout_requests')
      .set({ due_on: '2026-01-01' })
      .where('id', '=', payout.id)
      .execute();
    const list = (await call(b.app, b.admin, 'GET', '/api/admin/payouts')).json().data;
    expect(list[0]).toMatchObject({ id: payout.id, overdue: true, due_on: '2026-01-01' });
    expect(list.every((row: { due_on: string }) => /^\d{4}-\d{2}-\d{2}$/.test(row.due_on))).toBe(true);
  });
});

describe('payment info: masked for the partner, kept with the payout, locked while a payout is open', () => {
  it('the partner sees the IBAN masked; the admin’s view is in clear and recorded; changes are audited with the last 4', async () => {
    const p = await newPartner(b);
    const mine = (await call(b.app, p.caller, 'GET', '/api/partner/payment')).json().data;
    expect(mine).toEqual({
      iban: 'FR76 •••• •••• •••• •••• •••• 189',
      holderName: 'Zoé Dupré',
      locked: false,
      // The first IBAN is usable at once; no open payout pays another one.
      usable_from: null,
      open_payout_iban: null,
    });
    const admin = (await call(b.app, b.admin, 'GET', `/api/admin/partners/${p.id}/payment`)).json().data;
    expect(admin.iban).toBe('FR7630006000011234567890189');
    const audit = await t.database.db
      .selectFrom('admin_audit')
      .select(['action', 'detail'])
      .where('target', '=', `partner:${p.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['partner.payment.save', 'partner.payment.view']),
    );
    expect(audit.find((a) => a.action === 'partner.payment.save')!.detail).toContain('0189');
  });

  it('cannot be deleted while a payout is open; the payout is paid to the account it was claimed to', async () => {
    const p = await newPartner(b);
    await importReport(b, [['2026-11-18', p.channel, '200.00']]);
    const payout = (await claim(b, p)).json().data;
    const refused = await call(b.app, p.caller, 'DELETE', '/api/partner/payment');
    expect(refused.status).toBe(409);
    expect(refused.json().error.message).toBe(PARTNER_MESSAGES.paymentInfoLocked);
    expect(
      (
        await call(b.app, p.caller, 'PUT', '/api/partner/payment', {
          iban: 'DE89370400440532013000',
          holderName: 'Autre',
        })
      ).status,
    ).toBe(200);
    const row = await t.database.db
      .selectFrom('payout_requests')
      .selectAll()
      .where('id', '=', payout.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ holder_name: 'Zoé Dupré', iban_masked: 'FR76 •••• •••• •••• •••• •••• 189' });
    await setStatus(b, payout.id, { status: 'rejected', reason: 'test' });
    expect((await call(b.app, p.caller, 'DELETE', '/api/partner/payment')).status).toBe(200);
  });
});

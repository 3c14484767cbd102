// What a payout row says: the gross, the percent, the share and the launch bonus apart, adding up to the amount;
// a paid payout says when it was paid and the transfer's reference.
import { describe, expect, it } from 'vitest';
import {
  accrualOf,
  call,
  claim,
  importReport,
  newPartner,
  setStatus,
  useBusiness,
  type Business,
} from './business';

const ctx = useBusiness();
const payoutsOf = async (b: Business, p: Awaited<ReturnType<typeof newPartner>>) =>
  (await call(b.app, p.caller, 'GET', '/api/partner/payouts')).json().data.payouts as Array<
    Record<string, unknown>
  >;

describe('GET /api/partner/payouts: the rows that add up', () => {
  it('221,50 € at 37 % is a share of 81,96 € and the 10 € bonus apart: 91,96 € in all', async () => {
    const { b } = ctx;
    const p = await newPartner(b, { percent: 37, thresholdEuros: 50 });
    await importReport(b, [['2026-09-14', p.channel, '221.50']]);
    const claimed = await claim(b, p);
    expect(claimed.status, claimed.body).toBe(201);
    expect(claimed.json().data).toMatchObject({
      gross_earnings_cents: 22150,
      partner_share_percent: 37,
      share_cents: 8196,
      bonus_cents: 1000,
      partner_amount_cents: 9196,
      paid_at: null,
      transfer_reference: null,
    });
    const [row] = await payoutsOf(b, p);
    expect(row).toMatchObject({ share_cents: 8196, bonus_cents: 1000, partner_amount_cents: 9196 });
  });

  it('a payout after the bonus has none; a rejected payout’s bonus goes with the money to the next one', async () => {
    const { b } = ctx;
    const p = await newPartner(b, { percent: 50, thresholdEuros: 20 });
    await importReport(b, [['2026-09-15', p.channel, '200.00']]);
    const first = (await claim(b, p)).json().data;
    expect(first).toMatchObject({ share_cents: 10000, bonus_cents: 1000, partner_amount_cents: 11000 });
    expect((await setStatus(b, first.id, { status: 'rejected', reason: 'IBAN fermé' })).status).toBe(200);
    await importReport(b, [['2026-09-16', p.channel, '40.00']]);
    const second = (await claim(b, p)).json().data;
    expect(second).toMatchObject({ share_cents: 12000, bonus_cents: 1000, partner_amount_cents: 13000 });
    expect((await setStatus(b, second.id, { status: 'approved' })).status).toBe(200);
    expect((await setStatus(b, second.id, { status: 'paid', reference: 'VIR-2026-09-77' })).status).toBe(200);
    await importReport(b, [['2026-09-17', p.channel, '50.00']]);
    const third = (await claim(b, p)).json().data;
    expect(third).toMatchObject({ share_cents: 2500, bonus_cents: 0, partner_amount_cents: 2500 });
    for (const row of await payoutsOf(b, p))
      expect(Number(row.share_cents) + Number(row.bonus_cents)).toBe(row.partner_amount_cents);
    expect((await accrualOf(b, p)).accrual.available_cents).toBe(0);
  });

  it('a paid payout says when it was paid and the reference, to the partner and to the admin', async () => {
    const { b } = ctx;
    const p = await newPartner(b, { percent: 50, thresholdEuros: 20 });
    await importReport(b, [['2026-09-18', p.channel, '60.00']]);
    const { id } = (await claim(b, p)).json().data;
    await setStatus(b, id, { status: 'approved' });
    const before = Date.now();
    const paid = await setStatus(b, id, { status: 'paid', reference: 'VIR-2026-09-78' });
    expect(paid.json().data).toMatchObject({ transfer_reference: 'VIR-2026-09-78', share_cents: 3000 });
    const [row] = await payoutsOf(b, p);
    expect(row).toMatchObject({ status: 'paid', transfer_reference: 'VIR-2026-09-78' });
    expect(Date.parse(String(row!.paid_at))).toBeGreaterThanOrEqual(before - 1000);
    const admin = (await call(b.app, b.admin, 'GET', `/api/admin/payouts?partner_id=${p.id}`)).json().data;
    expect(admin[0]).toMatchObject({ id, share_cents: 3000, bonus_cents: 0, paid_at: row!.paid_at });
  });
});

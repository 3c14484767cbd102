// A payout moves pending → approved → paid, or from pending or approved to rejected; nothing else. A rejected
// payout gives its money back by a reversal entry; paid is final, and a later correction of a paid day
// leaves the payout as it was and the balance to make it up.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PayoutStatus } from '../../../common/partner';
import { ADMIN_MESSAGES } from '../../../common/messages';
import { changeTo, moneyDb, refusalOf, type MoneyDb, type MoneyPartner } from '../../fixtures/moneyDb';
import { PAYOUT_MOVES, PAYOUT_STATUSES } from './spec';

let m: MoneyDb;
beforeEach(async () => {
  m = await moneyDb();
});
afterEach(() => m.close());

/** A partner with a claimed payout of 110 € (100 € of share and the launch bonus). */
async function claimed(): Promise<{ p: MoneyPartner; id: number }> {
  const p = await m.partner({ percent: 50 });
  await m.importReport([[p, '2026-11-13', 20_000]]);
  return { p, id: (await m.claim(p)).id };
}

/** Brings a fresh payout to `status` by the allowed moves. */
async function payoutIn(status: PayoutStatus) {
  const payout = await claimed();
  const path: Record<PayoutStatus, PayoutStatus[]> = {
    pending: [],
    approved: ['approved'],
    paid: ['approved', 'paid'],
    rejected: ['rejected'],
  };
  for (const step of path[status]) await m.setPayout(payout.id, changeTo(step));
  return payout;
}

describe('the moves', () => {
  const moves = PAYOUT_STATUSES.flatMap((from) => PAYOUT_STATUSES.map((to) => [from, to] as const));

  it.each(moves.filter(([from, to]) => PAYOUT_MOVES[from].includes(to)))(
    '%s → %s is allowed and recorded in the audit trail',
    async (from, to) => {
      const { id } = await payoutIn(from);
      expect((await m.setPayout(id, changeTo(to))).status).toBe(to);
      const audit = await m.database.db
        .selectFrom('admin_audit')
        .select(['admin_user_id', 'detail'])
        .where('target', '=', `payout:${id}`)
        .execute();
      expect(audit.at(-1)).toMatchObject({ admin_user_id: m.adminId });
      expect(JSON.parse(audit.at(-1)!.detail!)).toMatchObject({ from, status: to });
    },
  );

  it.each(moves.filter(([from, to]) => !PAYOUT_MOVES[from].includes(to)))(
    '%s → %s is refused with 409 and the French message, the payout unchanged',
    async (from, to) => {
      const { p, id } = await payoutIn(from);
      const before = { payouts: await m.payouts(p), entries: await m.entries(p) };
      expect(await refusalOf(m.setPayout(id, changeTo(to)))).toEqual({
        status: 409,
        code: 'payout_transition',
        message: ADMIN_MESSAGES.payoutTransition(from, to),
      });
      expect({ payouts: await m.payouts(p), entries: await m.entries(p) }).toEqual(before);
    },
  );

  it('a payout that does not exist: 404', async () => {
    expect((await refusalOf(m.setPayout(999, changeTo('approved')))).status).toBe(404);
  });
});

describe('the money', () => {
  it('a rejected payout gives the money back, with its reason kept; a new claim takes the same days', async () => {
    const { p, id } = await claimed();
    expect(await m.sum(p)).toBe(0);
    await m.setPayout(id, changeTo('rejected'));
    expect(await m.sum(p)).toBe(11_000);
    expect((await m.entries(p)).at(-1)).toMatchObject({
      kind: 'reversal',
      amount_cents: 11_000,
      payout_id: id,
    });
    expect((await m.payouts(p))[0]).toMatchObject({ status: 'rejected', rejection_reason: 'IBAN fermé' });
    expect(await m.claim(p)).toMatchObject({
      partner_amount_cents: 11_000,
      gross_earnings_cents: 20_000,
      period_start: '2026-11-13',
      period_end: '2026-11-13',
    });
  });

  it('an approved payout rejected gives the money back too', async () => {
    const { p, id } = await payoutIn('approved');
    await m.setPayout(id, changeTo('rejected'));
    expect(await m.sum(p)).toBe(11_000);
  });

  it('approving and paying move no money; paid keeps the transfer reference', async () => {
    const { p, id } = await claimed();
    await m.setPayout(id, changeTo('approved'));
    const paid = await m.setPayout(id, changeTo('paid'));
    expect(paid).toMatchObject({ status: 'paid', transfer_reference: 'VIR-2026-11-001' });
    expect((await m.entries(p)).map((e) => e.kind)).toEqual(['share', 'bonus', 'payout']);
    expect(await m.sum(p)).toBe(0);
  });

  it('a paid day revised downward leaves the paid payout as it was and a negative balance later earnings make up', async () => {
    const { p, id } = await payoutIn('paid');
    await m.importReport([[p, '2026-11-13', 15_000]]);
    expect((await m.payouts(p))[0]).toMatchObject({ id, status: 'paid', partner_amount_cents: 11_000 });
    expect(await m.sum(p)).toBe(-2_500);
    expect((await m.standing(p)).blocked_by).toBe('below_threshold');
    await m.importReport([[p, '2026-11-16', 20_000]]);
    expect(await m.sum(p)).toBe(7_500);
    expect((await m.standing(p)).blocked_by).toBe('below_threshold'); // 75 € < 80 €
  });
});

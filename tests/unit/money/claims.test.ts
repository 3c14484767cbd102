// Who may be paid, and how much: the standing the payouts page shows (the balance, this month, the progress,
// and "why not") and the claim follow one rule. Only an active partner with an IBAN, a threshold above 0
// reached by the balance and no payout already open may claim; the payout takes the whole balance, never more.
// A refused claim writes nothing and says why in French, with the status the API answers. A month's last day
// imported claims for every partner who could.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { removePartner } from '../../../server/programme/partners/adminService';
import { changeTo, moneyDb, refusalOf, type MoneyDb, type MoneyPartner } from '../../fixtures/moneyDb';

let m: MoneyDb;
beforeEach(async () => {
  m = await moneyDb();
});
afterEach(() => m.close());

/** The claim's refusal (status, code, message), having checked that it wrote nothing. */
async function refusal(p: MoneyPartner) {
  const before = { entries: await m.entries(p), payouts: await m.payouts(p) };
  const refused = await refusalOf(m.claim(p));
  expect({ entries: await m.entries(p), payouts: await m.payouts(p) }).toEqual(before);
  return refused;
}

describe('the threshold', () => {
  it('a partner below the threshold cannot claim: the button is disabled, the claim answers 400', async () => {
    const p = await m.partner({ percent: 100, thresholdEuros: 70 });
    await m.importReport([[p, '2026-11-02', 6_999]]);
    expect(await m.standing(p)).toMatchObject({ blocked_by: 'below_threshold', eligible: false });
    expect(await refusal(p)).toEqual({
      status: 400,
      code: 'not_eligible',
      message: PARTNER_MESSAGES.paymentPossibleAtThreshold,
    });
  });

  it('a partner exactly at the threshold may claim', async () => {
    const p = await m.partner({ percent: 100, thresholdEuros: 70 });
    await m.importReport([[p, '2026-11-02', 7_000]]);
    expect(await m.standing(p)).toMatchObject({ blocked_by: null, eligible: true, percent: 100 });
    expect((await m.claim(p)).partner_amount_cents).toBe(7_000);
  });

  it('a threshold of 0 means no payout at all, however much money there is', async () => {
    const p = await m.partner({ percent: 50, thresholdEuros: 0 });
    await m.importReport([[p, '2026-11-02', 100_000]]);
    expect(await m.standing(p)).toMatchObject({
      blocked_by: 'no_threshold',
      eligible: false,
      percent: 0,
      available_cents: 51_000,
    });
    expect(await refusal(p)).toEqual({
      status: 400,
      code: 'no_threshold',
      message: PARTNER_MESSAGES.claimNoThreshold,
    });
  });

  it('a threshold of 0 refuses even a balance of 0 (the threshold is checked, not the balance)', async () => {
    const p = await m.partner({ thresholdEuros: 0 });
    expect((await refusal(p)).code).toBe('no_threshold');
  });

  it('a threshold of one cent is a threshold: one cent may be claimed', async () => {
    const p = await m.partner({ percent: 100, thresholdEuros: 0.01 });
    await m.importReport([[p, '2026-11-02', 1]]);
    expect((await m.claim(p)).partner_amount_cents).toBe(1);
  });

  it('the progress is floor(balance / threshold × 100), capped at 100', async () => {
    const p = await m.partner({ percent: 100, thresholdEuros: 300 });
    await m.importReport([[p, '2026-11-02', 5_999]]); // 59.99 € of 300 €: 19.99… %
    expect((await m.standing(p)).percent).toBe(19);
    await m.importReport([[p, '2026-11-03', 40_000]]);
    expect((await m.standing(p)).percent).toBe(100);
  });
});

describe('the balance and the month', () => {
  it('the balance is every entry summed and carries over: a month under the threshold adds up with the next', async () => {
    const p = await m.partner({ percent: 50, thresholdEuros: 80 });
    await m.importReport([[p, '2026-09-10', 10_000]]); // 50 € < 80 €
    expect((await m.standing(p)).blocked_by).toBe('below_threshold');
    await m.importReport([[p, '2026-10-10', 6_000]]); // + 30 €: 80 €, and the 10 € launch bonus
    const standing = await m.standing(p);
    expect(standing).toMatchObject({ available_cents: 9_000, blocked_by: null });
    expect(standing.available_cents).toBe(await m.sum(p));
    expect((await m.ledger(p)).balance_cents).toBe(9_000);
  });

  it('the month is the shares of this month’s revenue days only (Paris days), not the balance', async () => {
    const p = await m.partner({ percent: 50, thresholdEuros: 500 });
    await m.importReport([
      [p, '2026-10-31', 2_000],
      [p, '2026-11-01', 3_000],
    ]);
    await m.importReport([[p, '2026-11-14', 1_001]]);
    const standing = await m.standing(p, '2026-11-15');
    expect(standing).toMatchObject({ partner_amount_cents: 1_500 + 501, partner_amount: 20.01 });
    expect(standing.available_cents).toBe(1_000 + 1_500 + 501);
  });

  it('lifetime earnings are shares, adjustments and the bonus, payouts not taken off', async () => {
    const p = await m.partner({ percent: 50 });
    await m.importReport([[p, '2026-10-10', 20_000]]);
    await m.claim(p);
    expect(await m.standing(p)).toMatchObject({ available_cents: 0, lifetime_cents: 10_000 + 1_000 });
  });
});

describe('the payout', () => {
  it('takes the whole balance, never more, and leaves 0', async () => {
    const p = await m.partner({ percent: 50 });
    await m.importReport([[p, '2026-10-30', 16_392]]);
    await m.importReport([[p, '2026-11-02', 1_001]]);
    const balance = await m.sum(p);
    const payout = await m.claim(p);
    expect(payout.partner_amount_cents).toBe(balance);
    expect(balance).toBe(8_196 + 501 + 1_000); // the two shares and the launch bonus
    expect(await m.sum(p)).toBe(0);
    expect((await m.entries(p)).at(-1)).toMatchObject({
      kind: 'payout',
      amount_cents: -balance,
      payout_id: payout.id,
    });
  });

  it('keeps the period since the last payout, the gross of its days, the share, the IBAN and holder', async () => {
    const p = await m.partner({ percent: 40 });
    await m.importReport([[p, '2026-09-10', 10_000]]);
    await m.importReport([[p, '2026-11-10', 20_000]]);
    expect(await m.claim(p, '2026-11-20')).toMatchObject({
      period_start: '2026-09-10',
      period_end: '2026-11-10',
      gross_earnings_cents: 30_000,
      partner_share_percent: 40,
      status: 'pending',
      source: 'claim',
      due_on: '2026-12-20', // the first payment within 30 days
      iban_masked: 'FR76 •••• •••• •••• •••• •••• 189',
      holder_name: 'Zoé Dupré',
    });
  });
});

describe('who may claim', () => {
  it.each(['paused', 'banned', 'pending'])(
    'a %s partner keeps accruing but cannot claim: 403',
    async (status) => {
      const p = await m.partner({ percent: 50 });
      await m.setPartner(p.id, { status });
      await m.importReport([[p, '2026-11-02', 30_000]]);
      expect(await m.standing(p)).toMatchObject({ blocked_by: 'status', eligible: false });
      expect(await refusal(p)).toEqual({
        status: 403,
        code: 'partner_not_active',
        message: PARTNER_MESSAGES.claimNotActive,
      });
      expect(await m.sum(p)).toBe(16_000);
    },
  );

  it('an archived partner claims what is left, below the threshold too; then nothing is left to claim', async () => {
    const p = await m.partner({ percent: 50, thresholdEuros: 80 });
    await m.importReport([[p, '2026-11-02', 3_000]]);
    expect((await removePartner(m.database, m.adminId, p.id)).archived).toBe(true);
    expect(await m.standing(p)).toMatchObject({ blocked_by: null, available_cents: 1_500 });
    expect(Number((await m.claim(p)).partner_amount_cents)).toBe(1_500);
    expect(await m.sum(p)).toBe(0);
    await m.setPayout((await m.payouts(p))[0]!.id, changeTo('approved'));
    await m.setPayout((await m.payouts(p))[0]!.id, changeTo('paid'));
    expect(await refusal(p)).toMatchObject({ status: 400, code: 'no_balance' });
  });

  it('without payment info the button stays enabled and the claim shows the spec’s warning', async () => {
    const p = await m.partner({ percent: 50, iban: null });
    await m.importReport([[p, '2026-11-02', 30_000]]);
    expect(await m.standing(p)).toMatchObject({ blocked_by: 'payment_info', eligible: true });
    expect(await refusal(p)).toEqual({
      status: 400,
      code: 'payment_info_required',
      message: PARTNER_MESSAGES.paymentInfoRequired,
    });
  });

  it('the status comes first: paused, with an open payout and no threshold, it is the status', async () => {
    const p = await m.partner({ percent: 50 });
    await m.importReport([[p, '2026-11-02', 20_000]]);
    await m.claim(p);
    await m.setPartner(p.id, { status: 'paused', payout_threshold: 0 });
    expect((await m.standing(p)).blocked_by).toBe('status');
    await m.setPartner(p.id, { status: 'active' });
    expect((await m.standing(p)).blocked_by).toBe('open_payout');
  });
});

describe('one payout open at a time', () => {
  it('a claim while one is pending or approved is refused with 409 naming its status; the month accrues', async () => {
    const p = await m.partner({ percent: 50 });
    await m.importReport([[p, '2026-11-02', 30_000]]);
    const payout = await m.claim(p);
    await m.importReport([[p, '2026-11-03', 2_220]]);
    expect(await m.standing(p)).toMatchObject({
      blocked_by: 'open_payout',
      eligible: false,
      available_cents: 1_110,
    });
    expect(await refusal(p)).toEqual({
      status: 409,
      code: 'already_claimed',
      message: PARTNER_MESSAGES.claimInProgress('pending'),
    });
    await m.setPayout(payout.id, changeTo('approved'));
    expect((await refusal(p)).message).toBe(PARTNER_MESSAGES.claimInProgress('approved'));
  });

  it('two claims at the same moment make one payout', async () => {
    const p = await m.partner({ percent: 50 });
    await m.importReport([[p, '2026-11-02', 30_000]]);
    const outcomes = await Promise.allSettled([m.claim(p), m.claim(p)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await m.entries(p)).filter((e) => e.kind === 'payout')).toHaveLength(1);
    expect(await m.sum(p)).toBe(0);
  });

  it('once paid, the next claim comes when the threshold is reached again, for the days since', async () => {
    const p = await m.partner({ percent: 100, thresholdEuros: 80 });
    await m.importReport([[p, '2026-11-02', 9_000]]);
    const first = await m.claim(p);
    await m.setPayout(first.id, changeTo('approved'));
    await m.setPayout(first.id, changeTo('paid'));
    await m.importReport([[p, '2026-11-03', 7_999]]);
    expect((await refusal(p)).code).toBe('not_eligible');
    await m.importReport([[p, '2026-11-04', 1]]);
    expect(await m.claim(p)).toMatchObject({ partner_amount_cents: 8_000, period_start: '2026-11-03' });
  });
});

describe('the automatic monthly payout', () => {
  it('importing a month’s last day pays each partner who could claim, and only them, once', async () => {
    const eligible = await m.partner({ percent: 50 });
    const below = await m.partner({ percent: 50 });
    const noIban = await m.partner({ percent: 50, iban: null });
    const result = await m.importReport([
      [eligible, '2026-10-30', 20_000],
      [eligible, '2026-10-31', 1_000],
      [below, '2026-10-31', 1_000],
      [noIban, '2026-10-31', 20_000],
    ]);
    expect(result.automatic_payouts).toBe(1);
    expect(await m.payouts(eligible)).toEqual([
      expect.objectContaining({ source: 'auto', status: 'pending', partner_amount_cents: 10_500 + 1_000 }),
    ]);
    expect(await m.payouts(below)).toEqual([]);
    expect(await m.payouts(noIban)).toEqual([]);
    const again = await m.importReport([
      [eligible, '2026-10-30', 20_000],
      [eligible, '2026-10-31', 3_000],
    ]);
    expect(again.automatic_payouts).toBe(0);
    expect(await m.payouts(eligible)).toHaveLength(1);
    expect(await m.sum(eligible)).toBe(1_000); // the correction waits for the next claim
  });

  it('a day that is not a month’s last pays nobody', async () => {
    const p = await m.partner({ percent: 50 });
    expect((await m.importReport([[p, '2026-10-30', 20_000]])).automatic_payouts).toBe(0);
    expect(await m.payouts(p)).toEqual([]);
  });
});

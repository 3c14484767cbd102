// Property: for any share, any threshold and any sequence of imports, re-imports, claims and payout moves
// (allowed or not), the balance is the sum of the entries and what a model of the rules predicts, a claim is
// accepted exactly when the model says so and takes the whole balance, a refused move changes nothing, and
// what is paid out never exceeds what was credited. The model computes shares with the test's own rule.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PayoutStatus } from '../../../common/partner';
import { changeTo, moneyDb, refusalOf, type MoneyDb, type MoneyPartner } from '../../fixtures/moneyDb';
import { isOpen, LAUNCH_BONUS, PAYOUT_MOVES, PAYOUT_STATUSES, shareOf } from './spec';

const PROPERTY_RUNS = 200;

// One database for the runs, a partner of its own for each: a day's report holds only the run's partner, so
// earlier partners' lines of that day go back to 0, and they are never looked at again. No day is a month's
// last: the automatic payout would reach every partner of the database.
let m: MoneyDb;
beforeAll(async () => {
  m = await moneyDb();
});
afterAll(() => m.close());

type Step =
  | { op: 'import'; day: number; cents: number }
  | { op: 'claim' }
  | { op: 'move'; payout: number; to: PayoutStatus };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('import' as const),
      day: fc.integer({ min: 1, max: 6 }),
      cents: fc.integer({ min: 0, max: 30_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ op: 'claim' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('move' as const),
      payout: fc.nat(3),
      to: fc.constantFrom(...PAYOUT_STATUSES),
    }),
  },
);

const terms = fc.record({
  percent: fc.integer({ min: 0, max: 100 }),
  // A threshold of 0 (no payout at all) as often as a few others.
  thresholdCents: fc.oneof(
    fc.constant(0),
    fc.constantFrom(1, 5_000, 8_000),
    fc.integer({ min: 1, max: 20_000 }),
  ),
});

/** The rules as the model keeps them: each day's gross as last imported, the bonus once, the payouts. */
function modelOf(percent: number, thresholdCents: number) {
  const gross = new Map<string, number>();
  let bonus = 0;
  const payouts: { id: number; cents: number; status: PayoutStatus }[] = [];
  const credited = () => [...gross.values()].reduce((sum, g) => sum + shareOf(g, percent), 0) + bonus;
  const held = () => payouts.filter((x) => x.status !== 'rejected').reduce((sum, x) => sum + x.cents, 0);
  return {
    payouts,
    credited,
    held,
    balance: () => credited() - held(),
    imported(day: string, cents: number) {
      gross.set(day, cents);
      const lifetimeShare = credited() - bonus;
      if (bonus === 0 && lifetimeShare >= LAUNCH_BONUS.atCents) bonus = LAUNCH_BONUS.cents;
    },
    /** Why a claim is refused now (the code the service answers), or null when it is accepted. */
    claimRefusal(): string | null {
      if (payouts.some((x) => isOpen(x.status))) return 'already_claimed';
      if (thresholdCents <= 0) return 'no_threshold';
      return credited() - held() < thresholdCents ? 'not_eligible' : null;
    },
  };
}

async function play(p: MoneyPartner, model: ReturnType<typeof modelOf>, s: Step) {
  if (s.op === 'import') {
    const day = `2026-11-0${s.day}`;
    await m.importReport([[p, day, s.cents]]);
    model.imported(day, s.cents);
  } else if (s.op === 'claim') {
    const available = model.balance();
    const expected = model.claimRefusal();
    if (expected) {
      expect((await refusalOf(m.claim(p))).code).toBe(expected);
      return;
    }
    const payout = await m.claim(p);
    expect(payout.partner_amount_cents).toBe(available); // the whole balance, never more
    model.payouts.push({ id: payout.id, cents: available, status: 'pending' });
    expect(model.held()).toBeLessThanOrEqual(model.credited()); // paid out ≤ credited, at every claim
  } else {
    const target = model.payouts[s.payout];
    if (!target) return;
    const change = changeTo(s.to, `VIR-${target.id}`);
    if (PAYOUT_MOVES[target.status].includes(s.to)) {
      expect((await m.setPayout(target.id, change)).status).toBe(s.to);
      target.status = s.to;
    } else expect((await refusalOf(m.setPayout(target.id, change))).status).toBe(409);
  }
}

it(`${PROPERTY_RUNS} random sequences keep the ledger exact`, async () => {
  await fc.assert(
    fc.asyncProperty(terms, fc.array(step, { minLength: 1, maxLength: 14 }), async (t, steps) => {
      const p = await m.partner({ percent: t.percent, thresholdEuros: t.thresholdCents / 100 });
      const model = modelOf(t.percent, t.thresholdCents);
      for (const s of steps) {
        await play(p, model, s);
        const balance = (await m.ledger(p)).balance_cents;
        expect(balance).toBe(await m.sum(p));
        expect(balance).toBe(model.balance());
      }
      const payouts = (await m.payouts(p)).map((x) => [x.id, x.status, x.partner_amount_cents]);
      expect(payouts.sort()).toEqual(model.payouts.map((x) => [x.id, x.status, x.cents]).sort());
    }),
    { numRuns: PROPERTY_RUNS },
  );
});

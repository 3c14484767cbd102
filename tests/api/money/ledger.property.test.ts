// Issue 15, property-based: for any sequence of imports, re-imports, claims, approvals, payments and
// rejections, the balance is the sum of the entries and what a model of the rules predicts, a payout never
// takes more than the balance at its claim, and what is paid out never exceeds what was credited by then.
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { partnerShareCents } from '../../../common/money';
import type { TestApp } from '../../fixtures/testApp';
import {
  accrualOf,
  call,
  claim,
  ledgerOf,
  ledgerSum,
  newPartner,
  reportCsv,
  setStatus,
  type Business,
  useBusiness,
} from './business';

export const PROPERTY_RUNS = 100;
const PERCENT = 40;
const THRESHOLD_CENTS = 5_000;
const BONUS_AT = 8_000;
const BONUS = 1_000;

const ctx = useBusiness();
let t: TestApp;
let b: Business;
beforeAll(() => ({ t, b } = ctx));

type Step =
  | { op: 'import'; day: number; cents: number }
  | { op: 'claim' }
  | { op: 'approve' }
  | { op: 'pay' }
  | { op: 'reject' };

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
  { weight: 1, arbitrary: fc.constant({ op: 'approve' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'pay' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'reject' as const }) },
);

it(`${PROPERTY_RUNS} random sequences keep the ledger exact`, { timeout: 600_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
      const p = await newPartner(b, { percent: PERCENT, thresholdEuros: THRESHOLD_CENTS / 100 });
      // The model: each day's gross as last imported, the bonus once, payouts that hold money.
      const gross = new Map<number, number>();
      let bonus = 0;
      const payouts: { id: number; cents: number; status: string }[] = [];
      const credited = () =>
        [...gross.values()].reduce((s, g) => s + partnerShareCents(g, PERCENT), 0) + bonus;
      const held = () => payouts.filter((x) => x.status !== 'rejected').reduce((s, x) => s + x.cents, 0);

      for (const s of steps) {
        if (s.op === 'import') {
          const day = `2026-11-0${s.day}`;
          const csv = reportCsv([
            [day, p.channel, `${Math.trunc(s.cents / 100)}.${String(s.cents % 100).padStart(2, '0')}`],
          ]);
          expect((await call(b.app, b.admin, 'POST', '/api/admin/adsense/upload', csv)).status).toBe(200);
          expect(
            (await call(b.app, b.admin, 'POST', '/api/admin/adsense/import', { date: day })).status,
          ).toBe(200);
          gross.set(s.day, s.cents);
          if (bonus === 0 && credited() >= BONUS_AT) bonus = BONUS;
        } else if (s.op === 'claim') {
          const before = (await accrualOf(b, p)).accrual.available_cents;
          const res = await claim(b, p);
          const open = payouts.some((x) => x.status === 'pending' || x.status === 'approved');
          if (!open && before >= THRESHOLD_CENTS) {
            expect(res.status, res.body).toBe(201);
            const cents = res.json().data.partner_amount_cents as number;
            expect(cents).toBe(before); // the whole balance, never more
            payouts.push({ id: res.json().data.id, cents, status: 'pending' });
            expect(held()).toBeLessThanOrEqual(credited()); // paid out ≤ credited, at every claim
          } else expect(res.status).toBeGreaterThanOrEqual(400);
        } else {
          const wanted = s.op === 'approve' ? 'pending' : s.op === 'pay' ? 'approved' : undefined;
          const target = payouts.find((x) =>
            wanted ? x.status === wanted : x.status === 'pending' || x.status === 'approved',
          );
          if (!target) continue;
          const body =
            s.op === 'approve'
              ? { status: 'approved' }
              : s.op === 'pay'
                ? { status: 'paid', reference: `VIR-${target.id}` }
                : { status: 'rejected', reason: 'contrôle' };
          const res = await setStatus(b, target.id, body);
          expect(res.status, res.body).toBe(200);
          target.status = body.status;
        }
        const balance = (await ledgerOf(b, p)).balance_cents;
        expect(balance).toBe(await ledgerSum(t.database, p.id));
        expect(balance).toBe(credited() - held());
      }
      const paid = payouts.filter((x) => x.status === 'paid');
      const rows = await t.database.db
        .selectFrom('payout_requests')
        .selectAll()
        .where('partner_id', '=', p.id)
        .execute();
      expect(
        rows
          .filter((r) => r.status === 'paid')
          .map((r) => Number(r.partner_amount_cents))
          .sort(),
      ).toEqual(paid.map((x) => x.cents).sort());
    }),
    { numRuns: PROPERTY_RUNS },
  );
});

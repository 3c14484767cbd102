// An archived partner's remaining balance is paid, whatever their threshold: by a last claim (they still sign in
// to the portal), by the monthly run, or by the admin. Nothing is paid twice, and nothing when nothing is left.
import { beforeAll, describe, expect, it } from 'vitest';
import { IBAN_SAFETY_MESSAGES as M } from '../../../common/ibanSafetyMessages';
import { runMonthlyPayouts } from '../../../server/programme/payouts/monthly';
import {
  accrualOf,
  call,
  claim,
  importReport,
  ledgerSum,
  newPartner,
  type Business,
  type TestPartner,
  useBusiness,
} from './business';

const ctx = useBusiness();
let b: Business;
// Every partner is made before any is archived: an archived partner's channel goes back to the pool, where the
// next activation would take it instead of the channel the test adds.
const made: TestPartner[] = [];
let active: TestPartner;
let paused: TestPartner;
beforeAll(async () => {
  ({ b } = ctx);
  for (let i = 0; i < 3; i++) made.push(await newPartner(b));
  active = await newPartner(b);
  paused = await newPartner(b);
  await importReport(b, [
    ...made.map((p): [string, string, string] => ['2026-11-05', p.channel, '50.00']),
    ['2026-11-05', active.channel, '50.00'],
    ['2026-11-05', paused.channel, '200.00'],
  ]);
});

/** A partner with 25 € of share (50 % of 50 €) under an 80 € threshold, archived by the admin. */
async function archivedWithBalance(): Promise<TestPartner> {
  const p = made.shift()!;
  const removed = await call(b.app, b.admin, 'DELETE', `/api/admin/partners/${p.id}`);
  expect(removed.status, removed.body).toBe(200);
  expect(removed.json().data.archived).toBe(true);
  return p;
}

describe('an archived partner', () => {
  it('still signs in to the portal and claims their last balance below the threshold; then nothing is left', async () => {
    const p = await archivedWithBalance();
    const standing = await accrualOf(b, p);
    expect(standing.accrual).toMatchObject({ available_cents: 2500, blocked_by: null, eligible: true });
    const claimed = await claim(b, p);
    expect(claimed.status, claimed.body).toBe(201);
    expect(claimed.json().data).toMatchObject({
      partner_amount_cents: 2500,
      status: 'pending',
      source: 'claim',
    });
    expect(await ledgerSum(b.database, p.id)).toBe(0);

    // Rejected, the money comes back and may be claimed again; paid, nothing is left to claim.
    const id = claimed.json().data.id as number;
    await call(b.app, b.admin, 'PUT', `/api/admin/payouts/${id}/status`, { status: 'approved' });
    await call(b.app, b.admin, 'PUT', `/api/admin/payouts/${id}/status`, {
      status: 'paid',
      reference: 'VIR-ARCH',
    });
    expect((await accrualOf(b, p)).accrual.blocked_by).toBe('no_balance');
    const refused = await claim(b, p);
    expect(refused.status).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'no_balance', message: M.nothingToPay });
  });

  it('is paid by the monthly run', async () => {
    const p = await archivedWithBalance();
    const made = await runMonthlyPayouts(b.database, b.app.config.ibanKey, '2032-01-31');
    const payouts = (await accrualOf(b, p)).payouts;
    expect(payouts).toHaveLength(1);
    expect(made).toContain(payouts[0]!.id);
    expect(payouts[0]).toMatchObject({ source: 'auto', partner_amount_cents: 2500 });
  });

  it('is paid by the admin, once; a partner who may not be paid gets the reason', async () => {
    const p = await archivedWithBalance();
    expect((await call(b.app, p.caller, 'POST', `/api/admin/partners/${p.id}/payout`)).status).toBe(403);
    const paid = await call(b.app, b.admin, 'POST', `/api/admin/partners/${p.id}/payout`);
    expect(paid.status, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({
      partner_id: p.id,
      source: 'admin',
      status: 'pending',
      partner_amount_cents: 2500,
    });
    const audit = await b.database.db
      .selectFrom('admin_audit')
      .select('action')
      .where('target', '=', `payout:${paid.json().data.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toContain('payout.balance');
    expect((await call(b.app, b.admin, 'POST', `/api/admin/partners/${p.id}/payout`)).status).toBe(409);

    // An active partner below their threshold is not paid by the admin either.
    const below = await call(b.app, b.admin, 'POST', `/api/admin/partners/${active.id}/payout`);
    expect(below.status).toBe(400);
    expect(below.json().error.code).toBe('not_eligible');
  });

  it('a paused partner is still refused (only archived ones are paid what is left)', async () => {
    const res = await call(b.app, b.admin, 'PUT', `/api/admin/partners/${paused.id}`, { status: 'paused' });
    expect(res.status, res.body).toBe(200);
    const refused = await claim(b, paused);
    expect(refused.status).toBe(403);
    expect(refused.json().error.code).toBe('partner_not_active');
  });
});

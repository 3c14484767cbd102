// A payout keeps on its row the share and the launch bonus it pays, read from the ledger when it is claimed: the
// admin's page and the partner's list give what the ledger says, and never read the ledger to say it.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { payoutMakeupsOf } from '../../../server/programme/ledger/service';
import { accrualOf, call, claim, importReport, newPartner, setStatus, useBusiness } from './business';

const ctx = useBusiness();

type Row = {
  id: number;
  partner_id: number;
  partner_amount_cents: number;
  share_cents: number;
  bonus_cents: number;
};

describe('GET /api/admin/payouts: share and bonus as the ledger made them up', () => {
  it('gives each payout the shares and bonus the ledger credited since the last payout that stood', async () => {
    const { b } = ctx;
    const first = await newPartner(b, { percent: 50, thresholdEuros: 20 });
    const second = await newPartner(b, { percent: 37, thresholdEuros: 20 });
    // The first: a payout rejected (its bonus goes to the next), the next paid, a third after the bonus.
    await importReport(b, [
      ['2026-09-15', first.channel, '200.00'],
      ['2026-09-15', second.channel, '221.50'],
    ]);
    const rejected = (await claim(b, first)).json().data;
    expect((await setStatus(b, rejected.id, { status: 'rejected', reason: 'IBAN fermé' })).status).toBe(200);
    await importReport(b, [['2026-09-16', first.channel, '40.00']]);
    const paid = (await claim(b, first)).json().data;
    await setStatus(b, paid.id, { status: 'approved' });
    await setStatus(b, paid.id, { status: 'paid', reference: 'VIR-2026-09-90' });
    await importReport(b, [['2026-09-17', first.channel, '50.00']]);
    expect((await claim(b, first)).status).toBe(201);
    expect((await claim(b, second)).status).toBe(201);

    const page = async (partnerId: number) => {
      const res = await call(b.app, b.admin, 'GET', `/api/admin/payouts?partner_id=${partnerId}`);
      expect(res.status, res.body).toBe(200);
      return res.json().data as Row[];
    };
    const rows = [...(await page(first.id)), ...(await page(second.id))];
    expect(rows).toHaveLength(4);
    // What the ledger's entries, walked one by one, say each payout was made of.
    const makeups = await payoutMakeupsOf(b.database, [first.id, second.id]);
    for (const row of rows) {
      const makeup = makeups.get(row.id)!;
      expect({ share: row.share_cents, bonus: row.bonus_cents }).toEqual({
        share: makeup.shareCents,
        bonus: makeup.bonusCents,
      });
      expect(row.share_cents + row.bonus_cents).toBe(row.partner_amount_cents);
    }
    expect(rows.map((r) => r.bonus_cents).sort()).toEqual([0, 1000, 1000, 1000]);

    // The partner's own list says the same.
    const own = (await accrualOf(b, first)).payouts as unknown as Row[];
    for (const payout of own)
      expect(payout).toMatchObject({
        share_cents: rows.find((r) => r.id === payout.id)!.share_cents,
        bonus_cents: rows.find((r) => r.id === payout.id)!.bonus_cents,
      });

    // The same page with the ledger out of reach: it reads no entry.
    const { db } = b.database;
    await sql`alter table partner_ledger rename to partner_ledger_away`.execute(db);
    try {
      expect([...(await page(first.id)), ...(await page(second.id))]).toEqual(rows);
    } finally {
      await sql`alter table partner_ledger_away rename to partner_ledger`.execute(db);
    }
  });
});

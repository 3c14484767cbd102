// A paid payout and a paid SEPA batch are history: the database itself refuses to change or delete them, on
// SQLite and PostgreSQL alike, while the moves that pay them (approved → paid with the reference, the batch's paid
// time) and a key rotation's re-sealing of the same IBAN still work.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, claim, importReport, newPartner, setStatus, type Business, useBusiness } from './business';

const ctx = useBusiness();
let b: Business;
beforeAll(() => ({ b } = ctx));

/** A payout claimed, approved and (unless told) paid through the API; answers its id. */
async function payout(paid = true): Promise<number> {
  const p = await newPartner(b);
  await importReport(b, [['2026-11-05', p.channel, '200.00']]);
  const id = (await claim(b, p)).json().data.id as number;
  expect((await setStatus(b, id, { status: 'approved' })).status).toBe(200);
  if (paid) {
    const res = await setStatus(b, id, { status: 'paid', reference: 'VIR-2026-11-28' });
    expect(res.status, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'paid', transfer_reference: 'VIR-2026-11-28' });
  }
  return id;
}

const row = (id: number) =>
  b.database.db.selectFrom('payout_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('payout_requests', () => {
  it('refuses a direct UPDATE of a paid payout (amount, status, reference) and leaves it as it was', async () => {
    const id = await payout();
    const before = await row(id);
    for (const change of [
      { partner_amount_cents: 1 },
      { status: 'approved' },
      { transfer_reference: 'AUTRE' },
      { iban_masked: 'FR76 •••• 000' },
    ])
      await expect(
        b.database.db.updateTable('payout_requests').set(change).where('id', '=', id).execute(),
      ).rejects.toThrow(/paid payout is never changed/);
    expect(await row(id)).toEqual(before);
  });

  it('refuses a direct DELETE of a paid payout', async () => {
    const id = await payout();
    await expect(b.database.db.deleteFrom('payout_requests').where('id', '=', id).execute()).rejects.toThrow(
      /paid payout is never deleted/,
    );
    expect((await row(id)).status).toBe('paid');
  });

  it('lets an unpaid payout change, and a key rotation seal a paid one’s IBAN again (that column alone)', async () => {
    const open = await payout(false);
    await b.database.db
      .updateTable('payout_requests')
      .set({ due_on: '2030-01-01' })
      .where('id', '=', open)
      .execute();
    expect((await row(open)).due_on).toBe('2030-01-01');

    const id = await payout();
    const sealed = (await row(id)).iban_encrypted!;
    await b.database.db
      .updateTable('payout_requests')
      .set({ iban_encrypted: `${sealed}x` })
      .where('id', '=', id)
      .execute();
    expect((await row(id)).iban_encrypted).toBe(`${sealed}x`);
    await expect(
      b.database.db
        .updateTable('payout_requests')
        .set({ iban_encrypted: sealed, partner_amount_cents: 1 })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow(/never changed/);
  });
});

describe('payout_batches', () => {
  it('a batch is marked paid through the API, then refuses a direct UPDATE or DELETE', async () => {
    const id = await payout(false);
    const batch = (await call(b.app, b.admin, 'POST', '/api/admin/payouts/batches')).json().data;
    // Unpaid, the batch may still change (its paid time is filled at the payment).
    await b.database.db
      .updateTable('payout_batches')
      .set({ payout_count: batch.payout_count })
      .where('id', '=', batch.id)
      .execute();
    const paid = await call(b.app, b.admin, 'POST', `/api/admin/payouts/batches/${batch.id}/paid`, {
      reference: 'VIR-LOT-1',
    });
    expect(paid.status, paid.body).toBe(200);
    expect((await row(id)).status).toBe('paid');

    await expect(
      b.database.db
        .updateTable('payout_batches')
        .set({ transfer_reference: 'AUTRE' })
        .where('id', '=', batch.id)
        .execute(),
    ).rejects.toThrow(/paid batch is never changed/);
    await expect(
      b.database.db.updateTable('payout_batches').set({ paid_at: null }).where('id', '=', batch.id).execute(),
    ).rejects.toThrow(/paid batch is never changed/);
    await expect(
      b.database.db.deleteFrom('payout_batches').where('id', '=', batch.id).execute(),
    ).rejects.toThrow(/paid batch is never changed nor deleted/);
    const kept = await b.database.db
      .selectFrom('payout_batches')
      .selectAll()
      .where('id', '=', batch.id)
      .executeTakeFirstOrThrow();
    expect(kept.transfer_reference).toBe('VIR-LOT-1');
  });
});

// Kysely queries of SEPA batches and the payouts they carry.
import type { Insertable, Selectable } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { PayoutBatchTable } from '../db/schema';

export type PayoutBatchRow = Selectable<PayoutBatchTable>;

export async function insertBatch(
  { db }: DatabaseHandle,
  batch: Insertable<PayoutBatchTable>,
): Promise<PayoutBatchRow> {
  return db.insertInto('payout_batches').values(batch).returningAll().executeTakeFirstOrThrow();
}

export async function findBatch({ db }: DatabaseHandle, id: number): Promise<PayoutBatchRow | undefined> {
  return db.selectFrom('payout_batches').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listBatches({ db }: DatabaseHandle): Promise<PayoutBatchRow[]> {
  return db.selectFrom('payout_batches').selectAll().orderBy('id', 'desc').execute();
}

/** Approved payouts not yet in a batch, oldest first. */
export async function unbatchedApprovedIds({ db }: DatabaseHandle): Promise<number[]> {
  const rows = await db
    .selectFrom('payout_requests')
    .select('id')
    .where('status', '=', 'approved')
    .where('batch_id', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function putInBatch(
  { db }: DatabaseHandle,
  batchId: number,
  payoutIds: number[],
): Promise<void> {
  await db.updateTable('payout_requests').set({ batch_id: batchId }).where('id', 'in', payoutIds).execute();
}

export async function markBatchPaid({ db }: DatabaseHandle, id: number, reference: string): Promise<void> {
  await db
    .updateTable('payout_batches')
    .set({ transfer_reference: reference, paid_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

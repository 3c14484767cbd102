// SEPA batches: the approved payouts gathered into one transfer file, then marked paid with the bank's reference,
// each payout moving approved → paid with its audit row; both run as jobs (./batchJobs.ts) the admin follows.
import { payoutBatchSchema, type AdminPayout, type PayoutBatch } from '../../../common/admin';
import { ADMIN_MESSAGES, HTTP_MESSAGES } from '../../../common/messages';
import type { BatchesPageQuery } from '../../../common/pagination';
import { addDays } from '../../../common/periods';
import { dateOfDay, parisDay } from '../../../common/dates';
import { recordAudit } from '../../platform/audit/store';
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import type { Page } from '../../platform/db/paginate';
import { AppError } from '../../platform/http/errors';
import { decryptIban } from '../partners/ibanCipher';
import { heldPayoutIds } from '../payment-safety/service';
import {
  findBatch,
  findPayout,
  insertBatch,
  pageBatches,
  listPayoutsWithPartner,
  markBatchPaid,
  putInBatch,
  unbatchedApprovedIds,
  type PayoutBatchRow,
} from './store';
import { adminPayoutAnswers, applyStatusChange } from './service';
import { sepaTransferXml, type SepaDebtor, type SepaPayment } from './sepa';

// The fields the admin reads alone: a job keeps the batch as its result and its checkpoint.
const toBatch = (row: PayoutBatchRow): PayoutBatch =>
  payoutBatchSchema.parse({ ...row, total_cents: Number(row.total_cents) });

/** A page of the batches, newest first. */
export async function payoutBatches(
  database: DatabaseHandle,
  query: BatchesPageQuery,
): Promise<Page<PayoutBatch>> {
  const page = await pageBatches(database, query);
  return { ...page, items: page.items.map(toBatch) };
}

async function batchOrThrow(database: DatabaseHandle, id: number): Promise<PayoutBatchRow> {
  const batch = await findBatch(database, id);
  if (!batch) throw new AppError(404, HTTP_MESSAGES[404], 'batch_not_found');
  return batch;
}

/** What a step of a batch's job is given by the runner: how far it is, and where a run taken again resumes. */
export type BatchRun<State> = {
  progress(done: number, total: number): Promise<void>;
  saved: State | null;
  save(tx: DatabaseHandle, state: State): Promise<void>;
};

/**
 * Gathers every approved payout not yet in a batch, but those no transfer may pay now (their partner's payouts
 * frozen, or claimed to a new IBAN still waiting): they stay approved for a later batch. One transaction, which
 * saves the batch as the job's checkpoint: a run taken again answers that batch, never gathers a second one.
 */
export async function createBatch(
  database: DatabaseHandle,
  adminId: number,
  now = new Date(),
  run?: BatchRun<PayoutBatch>,
): Promise<PayoutBatch> {
  if (run?.saved) return run.saved;
  await run?.progress(0, (await unbatchedApprovedIds(database)).length);
  const made = await inTransaction(database, async (tx) => {
    const candidates = await unbatchedApprovedIds(tx);
    const payouts = await listPayoutsWithPartner(tx, { status: 'approved' });
    const held = await heldPayoutIds(
      tx,
      payouts.filter((p) => candidates.includes(p.id)),
      now,
    );
    const ids = candidates.filter((id) => !held.has(id));
    if (ids.length === 0) throw new AppError(409, ADMIN_MESSAGES.noApprovedPayouts, 'no_approved_payouts');
    const total = payouts
      .filter((p) => ids.includes(p.id))
      .reduce((sum, p) => sum + Number(p.partner_amount_cents), 0);
    const batch = await insertBatch(tx, {
      created_by: adminId,
      message_id: `PAYOUTS-${parisDay().replace(/-/g, '')}-${Date.now().toString(36).toUpperCase()}`,
      total_cents: total,
      payout_count: ids.length,
    });
    await putInBatch(tx, batch.id, ids);
    await recordAudit(tx, {
      adminId,
      action: 'payout.batch',
      target: `batch:${batch.id}`,
      detail: { ids, total },
    });
    const answer = toBatch(batch);
    await run?.save(tx, answer);
    return answer;
  });
  await run?.progress(made.payout_count, made.payout_count);
  return made;
}

/** IBANs read between two progress reports of an export. */
const EXPORT_SLICE = 500;

/** The batch's pain.001 file, from the payouts' IBAN snapshots; a job's export tells the payouts read. */
export async function batchSepaXml(
  database: DatabaseHandle,
  ibanKey: Buffer,
  debtor: SepaDebtor | null,
  id: number,
  progress?: (done: number, total: number) => Promise<void>,
): Promise<{ name: string; xml: string }> {
  if (!debtor) throw new AppError(409, ADMIN_MESSAGES.sepaNotConfigured, 'sepa_not_configured');
  const batch = await batchOrThrow(database, id);
  const payouts = (await listPayoutsWithPartner(database, { batchId: id }))
    .filter((p) => p.status !== 'rejected')
    .sort((a, b) => a.id - b.id);
  const payments: SepaPayment[] = [];
  await progress?.(0, payouts.length);
  for (const p of payouts) {
    payments.push({
      payoutId: p.id,
      holderName: p.holder_name ?? p.partner_name,
      iban: decryptIban(ibanKey, p.iban_encrypted!),
      amountCents: Number(p.partner_amount_cents),
      partnerCode: p.partner_code,
    });
    if (payments.length % EXPORT_SLICE === 0) await progress?.(payments.length, payouts.length);
  }
  const xml = sepaTransferXml(
    debtor,
    {
      messageId: batch.message_id,
      createdAt: new Date(batch.created_at),
      executionDate: dateOfDay(addDays(batch.created_at.slice(0, 10), 1)),
    },
    payments,
  );
  await progress?.(payouts.length, payouts.length);
  return { name: `${batch.message_id}.xml`, xml };
}

/** Payouts marked paid per transaction: each slice commits with the job's checkpoint. */
export const PAID_SLICE = 50;

/** Where marking a batch paid stands: the payouts it pays (decided at its start), and how many are done. */
export type PaidState = { ids: number[]; done: number };

/** The batch as one that may still be marked paid, else its 404 or 409. */
export async function unpaidBatchOrThrow(database: DatabaseHandle, id: number): Promise<PayoutBatchRow> {
  const batch = await batchOrThrow(database, id);
  if (batch.paid_at) throw new AppError(409, ADMIN_MESSAGES.batchAlreadyPaid, 'batch_paid');
  return batch;
}

/**
 * The bank executed the transfer: every payout of the batch still approved becomes paid with the reference, a slice
 * at a time (the checkpoint saved in each slice's transaction), then the batch. A run taken again goes on from its
 * checkpoint, and a payout already paid is never paid again (only an approved one moves).
 */
export async function markBatchAsPaid(
  database: DatabaseHandle,
  adminId: number,
  id: number,
  reference: string,
  /** Reads each IBAN's last 4 characters for the partners' messages. */
  ibanKey?: Buffer,
  run?: BatchRun<PaidState>,
): Promise<AdminPayout[]> {
  let state = run?.saved ?? null;
  if (!state) {
    await unpaidBatchOrThrow(database, id);
    const ids = (await listPayoutsWithPartner(database, { batchId: id }))
      .filter((p) => p.status === 'approved')
      .map((p) => p.id)
      .sort((a, b) => a - b);
    state = { ids, done: 0 };
  }
  const { ids } = state;
  await run?.progress(state.done, ids.length);
  for (let done = state.done; done < ids.length;) {
    const slice = ids.slice(done, done + PAID_SLICE);
    done += slice.length;
    await inTransaction(database, async (tx) => {
      for (const payoutId of slice)
        if ((await findPayout(tx, payoutId))?.status === 'approved')
          await applyStatusChange(tx, adminId, payoutId, { status: 'paid', reference }, parisDay(), ibanKey);
      await run?.save(tx, { ids, done });
    });
    await run?.progress(done, ids.length);
  }
  return inTransaction(database, async (tx) => {
    if (!(await markBatchPaid(tx, id, reference)))
      throw new AppError(409, ADMIN_MESSAGES.batchAlreadyPaid, 'batch_paid');
    return adminPayoutAnswers(tx, await listPayoutsWithPartner(tx, { batchId: id }));
  });
}

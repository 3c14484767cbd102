// SEPA batches: the approved payouts gathered into one transfer file, then marked paid together with the
// bank's reference, each payout moving approved → paid with its audit row, all in one transaction.
import type { AdminPayout, PayoutBatch } from '../../../common/admin';
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
  insertBatch,
  pageBatches,
  listPayoutsWithPartner,
  markBatchPaid,
  putInBatch,
  unbatchedApprovedIds,
  type PayoutBatchRow,
} from './store';
import { adminPayoutAnswers, applyStatusChange } from './service';
import { sepaTransferXml, type SepaDebtor } from './sepa';

const toBatch = (row: PayoutBatchRow): PayoutBatch => ({ ...row, total_cents: Number(row.total_cents) });

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

/**
 * Gathers every approved payout not yet in a batch, but those no transfer may pay now (their partner's payouts
 * frozen, or claimed to a new IBAN still waiting): they stay approved for a later batch.
 */
export async function createBatch(
  database: DatabaseHandle,
  adminId: number,
  now = new Date(),
): Promise<PayoutBatch> {
  return inTransaction(database, async (tx) => {
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
    return toBatch(batch);
  });
}

/** The batch's pain.001 file, from the payouts' IBAN snapshots. */
export async function batchSepaXml(
  database: DatabaseHandle,
  ibanKey: Buffer,
  debtor: SepaDebtor | null,
  id: number,
): Promise<{ name: string; xml: string }> {
  if (!debtor) throw new AppError(409, ADMIN_MESSAGES.sepaNotConfigured, 'sepa_not_configured');
  const batch = await batchOrThrow(database, id);
  const payouts = await listPayoutsWithPartner(database, { batchId: id });
  const xml = sepaTransferXml(
    debtor,
    {
      messageId: batch.message_id,
      createdAt: new Date(batch.created_at),
      executionDate: dateOfDay(addDays(batch.created_at.slice(0, 10), 1)),
    },
    payouts
      .filter((p) => p.status !== 'rejected')
      .sort((a, b) => a.id - b.id)
      .map((p) => ({
        payoutId: p.id,
        holderName: p.holder_name ?? p.partner_name,
        iban: decryptIban(ibanKey, p.iban_encrypted!),
        amountCents: Number(p.partner_amount_cents),
        partnerCode: p.partner_code,
      })),
  );
  return { name: `${batch.message_id}.xml`, xml };
}

/** The bank executed the transfer: every payout of the batch still approved becomes paid with the reference. */
export async function markBatchAsPaid(
  database: DatabaseHandle,
  adminId: number,
  id: number,
  reference: string,
  /** Reads each IBAN's last 4 characters for the partners' messages. */
  ibanKey?: Buffer,
): Promise<AdminPayout[]> {
  return inTransaction(database, async (tx) => {
    const batch = await batchOrThrow(tx, id);
    if (batch.paid_at) throw new AppError(409, ADMIN_MESSAGES.batchAlreadyPaid, 'batch_paid');
    for (const payout of await listPayoutsWithPartner(tx, { batchId: id }))
      if (payout.status === 'approved')
        await applyStatusChange(tx, adminId, payout.id, { status: 'paid', reference }, parisDay(), ibanKey);
    await markBatchPaid(tx, id, reference);
    return adminPayoutAnswers(tx, await listPayoutsWithPartner(tx, { batchId: id }));
  });
}

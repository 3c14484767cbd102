// Kysely queries of payout requests: a partner's own, the admin's list with partner names, status changes.
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { PAYOUT_SORTS, type BatchesPageQuery, type PayoutsPageQuery } from '../../../common/pagination';
import { OPEN_PAYOUT_STATUSES } from '../../../common/partner';
import type { DatabaseHandle } from '../../platform/db/database';
import { keysetPage, sortOf, type Page, type SortKey } from '../../platform/db/paginate';
import type { PayoutBatchTable, PayoutRequestTable } from '../../platform/db/schema';

export type PayoutRow = Selectable<PayoutRequestTable>;
export type PayoutWithPartner = PayoutRow & { partner_name: string; partner_code: string };

export async function listPayoutsOf({ db }: DatabaseHandle, partnerId: number): Promise<PayoutRow[]> {
  return db
    .selectFrom('payout_requests')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Payout requests with their partner's name and code: all of them, or those of `where`. */
export async function listPayoutsWithPartner(
  { db }: DatabaseHandle,
  where: { id?: number; batchId?: number; status?: string } = {},
): Promise<PayoutWithPartner[]> {
  let query = db
    .selectFrom('payout_requests as r')
    .innerJoin('partners as p', 'p.id', 'r.partner_id')
    .selectAll('r')
    .select(['p.name as partner_name', 'p.code as partner_code']);
  if (where.id !== undefined) query = query.where('r.id', '=', where.id);
  if (where.batchId !== undefined) query = query.where('r.batch_id', '=', where.batchId);
  if (where.status !== undefined) query = query.where('r.status', '=', where.status);
  return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
}

// Literal statuses: the order's index (migration 0024) holds these very expressions.
const OPEN = sql`r.status in (${sql.join(OPEN_PAYOUT_STATUSES.map((s) => sql.lit(s)))})`;
// The spec's order: open payouts by due day (then the oldest asked), then the rest newest first – three
// ascending keys, so that one keyset walks both parts. Ids follow creation (created_at has microseconds).
const PAYOUT_SORT_KEYS: Record<keyof typeof PAYOUT_SORTS, SortKey[]> = {
  due: [
    { expr: sql`case when ${OPEN} then 0 else 1 end`, order: 'asc' },
    { expr: sql`case when ${OPEN} then r.due_on else '' end`, order: 'asc' },
    { expr: sql`case when ${OPEN} then r.id else -r.id end`, order: 'asc' },
  ],
  created: [{ expr: sql.ref('r.id'), order: 'desc' }],
  amount: [
    { expr: sql.ref('r.partner_amount_cents'), order: 'desc' },
    { expr: sql.ref('r.id'), order: 'desc' },
  ],
};

/** A page of the admin's list, with partner names: by status, by partner. */
export async function pagePayoutsWithPartner(
  { db }: DatabaseHandle,
  query: PayoutsPageQuery,
): Promise<Page<PayoutWithPartner>> {
  let rows = db
    .selectFrom('payout_requests as r')
    .innerJoin('partners as p', 'p.id', 'r.partner_id')
    .selectAll('r')
    .select(['p.name as partner_name', 'p.code as partner_code']);
  if (query.status) rows = rows.where('r.status', '=', query.status);
  if (query.partner_id) rows = rows.where('r.partner_id', '=', query.partner_id);
  const sort = sortOf(PAYOUT_SORT_KEYS, PAYOUT_SORTS, query.sort, query.order);
  return keysetPage(db, rows, { ...sort, limit: query.limit, cursor: query.cursor });
}

export async function insertPayout(
  { db }: DatabaseHandle,
  payout: Insertable<PayoutRequestTable>,
): Promise<PayoutRow> {
  return db.insertInto('payout_requests').values(payout).returningAll().executeTakeFirstOrThrow();
}

export async function findPayout({ db }: DatabaseHandle, id: number): Promise<PayoutRow | undefined> {
  return db.selectFrom('payout_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves a payout from `from` only: a concurrent change makes this a no-op (false). */
export async function movePayout(
  { db }: DatabaseHandle,
  id: number,
  from: string,
  changes: Updateable<PayoutRequestTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('payout_requests')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// SEPA batches and the payouts they carry.

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

/** A page of the SEPA batches, newest first (ids follow creation). */
export async function pageBatches(
  { db }: DatabaseHandle,
  query: BatchesPageQuery,
): Promise<Page<PayoutBatchRow>> {
  const sort = sortOf(
    { created: [{ expr: sql.ref('id'), order: 'desc' }] },
    { created: 'desc' },
    query.sort,
    query.order,
  );
  return keysetPage(db, db.selectFrom('payout_batches').selectAll(), {
    ...sort,
    limit: query.limit,
    cursor: query.cursor,
  });
}

/**
 * Approved payouts not yet in a batch, oldest first; only those with the account they are paid to (a legacy
 * payout, from before the IBAN snapshots, has none: it is paid by hand with its reference).
 */
export async function unbatchedApprovedIds({ db }: DatabaseHandle): Promise<number[]> {
  const rows = await db
    .selectFrom('payout_requests')
    .select('id')
    .where('status', '=', 'approved')
    .where('batch_id', 'is', null)
    .where('iban_encrypted', 'is not', null)
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

/** Marks the batch paid; false when it already was (one mark wins). */
export async function markBatchPaid({ db }: DatabaseHandle, id: number, reference: string): Promise<boolean> {
  const marked = await db
    .updateTable('payout_batches')
    .set({ transfer_reference: reference, paid_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) > 0;
}

/** The IBAN snapshots of these payouts, by payout id (legacy payouts have none). */
export async function sealedIbansOfPayouts(
  { db }: DatabaseHandle,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('payout_requests')
    .select(['id', 'iban_encrypted'])
    .where('id', 'in', ids)
    .where('iban_encrypted', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.id, r.iban_encrypted!]));
}

/** Every payout's IBAN snapshot, for a key rotation (legacy payouts have none). */
export async function allSealedPayoutIbans({ db }: DatabaseHandle) {
  const rows = await db
    .selectFrom('payout_requests')
    .select(['id', 'iban_encrypted'])
    .where('iban_encrypted', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, iban_encrypted: r.iban_encrypted! }));
}

/** The payout's IBAN snapshot sealed again (same IBAN, another key); its status and times stay. */
export async function resealPayoutIban(
  { db }: DatabaseHandle,
  payoutId: number,
  ibanEncrypted: string,
): Promise<void> {
  await db
    .updateTable('payout_requests')
    .set({ iban_encrypted: ibanEncrypted })
    .where('id', '=', payoutId)
    .execute();
}

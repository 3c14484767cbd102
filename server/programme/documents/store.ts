// Kysely queries of the partner's papers: legal details, the document counter, issued documents, and the paid
// payouts they are drawn from (read here only: a document never moves money, and the payouts may issue a
// document in their own transaction without a cycle between the two domains).
import { sql, type Insertable, type Selectable } from 'kysely';
import type { DatabaseHandle } from '../../platform/db/database';
import type {
  PartnerLegalDetailsTable,
  PayoutDocumentTable,
  PayoutRequestTable,
} from '../../platform/db/schema';

export type LegalDetailsRow = Selectable<PartnerLegalDetailsTable>;
export type PayoutDocumentRow = Selectable<PayoutDocumentTable>;
export type PaidPayoutRow = Selectable<PayoutRequestTable>;

const PAYOUT_DOCUMENTS = 'payout_documents';

export async function findLegalDetails(
  { db }: DatabaseHandle,
  partnerId: number,
): Promise<LegalDetailsRow | undefined> {
  return db
    .selectFrom('partner_legal_details')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
}

export async function upsertLegalDetails(
  { db }: DatabaseHandle,
  details: Insertable<PartnerLegalDetailsTable>,
): Promise<LegalDetailsRow> {
  const { partner_id: _, ...changes } = details;
  return db
    .insertInto('partner_legal_details')
    .values(details)
    .onConflict((oc) =>
      oc.column('partner_id').doUpdateSet({ ...changes, updated_at: new Date().toISOString() }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteLegalDetails({ db }: DatabaseHandle, partnerId: number): Promise<void> {
  await db.deleteFrom('partner_legal_details').where('partner_id', '=', partnerId).execute();
}

export async function findDocument(
  { db }: DatabaseHandle,
  payoutId: number,
): Promise<PayoutDocumentRow | undefined> {
  return db.selectFrom('payout_documents').selectAll().where('payout_id', '=', payoutId).executeTakeFirst();
}

/** The next number of the sequence; the counter's row stays taken until the caller's transaction ends. */
export async function takeNextNumber({ db }: DatabaseHandle): Promise<number> {
  const row = await db
    .updateTable('document_counters')
    .set({ last_number: sql`last_number + 1` })
    .where('name', '=', PAYOUT_DOCUMENTS)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export async function insertDocument(
  { db }: DatabaseHandle,
  document: Insertable<PayoutDocumentTable>,
): Promise<PayoutDocumentRow> {
  return db.insertInto('payout_documents').values(document).returningAll().executeTakeFirstOrThrow();
}

/** Whose a payout is and where it stands, whatever its status. */
export async function findAnyPayout({ db }: DatabaseHandle, id: number) {
  return db
    .selectFrom('payout_requests')
    .select(['id', 'partner_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The payout if it is paid (a document exists only for a paid payout). */
export async function findPaidPayout({ db }: DatabaseHandle, id: number): Promise<PaidPayoutRow | undefined> {
  return db
    .selectFrom('payout_requests')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .executeTakeFirst();
}

/** The partner's payouts paid between two instants (the paid moment is the paid row's last change). */
export async function paidPayoutsBetween(
  { db }: DatabaseHandle,
  partnerId: number,
  from: Date,
  until: Date,
): Promise<(PaidPayoutRow & { document_number: number | null })[]> {
  return db
    .selectFrom('payout_requests as r')
    .leftJoin('payout_documents as d', 'd.payout_id', 'r.id')
    .selectAll('r')
    .select('d.number as document_number')
    .where('r.partner_id', '=', partnerId)
    .where('r.status', '=', 'paid')
    .where('r.updated_at', '>=', from.toISOString())
    .where('r.updated_at', '<', until.toISOString())
    .orderBy('r.updated_at')
    .orderBy('r.id')
    .execute();
}

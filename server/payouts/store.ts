// Kysely queries of payout requests: a partner's own, the admin's list with partner names, status changes.
import type { Insertable, Selectable } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { PayoutRequestTable } from '../db/schema';

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

/** Every payout request with its partner's name and code, newest first; or only the one of `id`. */
export async function listPayoutsWithPartner(
  { db }: DatabaseHandle,
  id?: number,
): Promise<PayoutWithPartner[]> {
  let query = db
    .selectFrom('payout_requests as r')
    .innerJoin('partners as p', 'p.id', 'r.partner_id')
    .selectAll('r')
    .select(['p.name as partner_name', 'p.code as partner_code']);
  if (id !== undefined) query = query.where('r.id', '=', id);
  return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
}

export async function hasPayoutFor({ db }: DatabaseHandle, partnerId: number, periodStart: string) {
  const row = await db
    .selectFrom('payout_requests')
    .select('id')
    .where('partner_id', '=', partnerId)
    .where('period_start', '=', periodStart)
    .executeTakeFirst();
  return row !== undefined;
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

export async function setPayoutStatus({ db }: DatabaseHandle, id: number, status: string): Promise<void> {
  await db
    .updateTable('payout_requests')
    .set({ status, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

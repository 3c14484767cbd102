// Kysely queries of the partner domain: partner records, their daily stats and their payment info.
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { OPEN_PAYOUT_STATUSES } from '../../../common/partner';
import { PARTNER_SORTS, type PartnersPageQuery } from '../../../common/pagination';
import type { DatabaseHandle } from '../../platform/db/database';
import { containsText, keysetPage, sortOf, type Page, type SortKey } from '../../platform/db/paginate';
import type { PartnerTable, PayoutRequestTable } from '../../platform/db/schema';

export type PartnerRow = Selectable<PartnerTable>;
export type NewPartner = Insertable<PartnerTable>;
export type PartnerChanges = Updateable<PartnerTable>;

export async function findPartner({ db }: DatabaseHandle, id: number): Promise<PartnerRow | undefined> {
  return db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPartnerOfUser(
  { db }: DatabaseHandle,
  userId: number,
): Promise<PartnerRow | undefined> {
  return db.selectFrom('partners').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function findPartnerByCode(
  { db }: DatabaseHandle,
  code: string,
): Promise<PartnerRow | undefined> {
  return db.selectFrom('partners').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Newest first, as the admin list shows them. */
export async function listPartners({ db }: DatabaseHandle): Promise<PartnerRow[]> {
  return db.selectFrom('partners').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

// Ids are given in creation order: "newest" is the highest id (created_at has microseconds a cursor would lose).
const PARTNER_SORT_KEYS: Record<keyof typeof PARTNER_SORTS, SortKey[]> = {
  created: [{ expr: sql.ref('id'), order: 'desc' }],
  code: [
    { expr: sql.ref('code'), order: 'asc' },
    { expr: sql.ref('id'), order: 'asc' },
  ],
  name: [
    { expr: sql.ref('name'), order: 'asc' },
    { expr: sql.ref('id'), order: 'asc' },
  ],
};

/** A page of the admin's list: by status, or a text in code, name or e-mail. */
export async function pagePartners(
  { db }: DatabaseHandle,
  query: PartnersPageQuery,
): Promise<Page<PartnerRow>> {
  let rows = db.selectFrom('partners').selectAll();
  if (query.status) rows = rows.where('status', '=', query.status);
  if (query.q) rows = rows.where(containsText([sql.ref('code'), sql.ref('name'), sql.ref('email')], query.q));
  const sort = sortOf(PARTNER_SORT_KEYS, PARTNER_SORTS, query.sort, query.order);
  return keysetPage(db, rows, { ...sort, limit: query.limit, cursor: query.cursor });
}

export async function insertPartner({ db }: DatabaseHandle, partner: NewPartner): Promise<PartnerRow> {
  return db.insertInto('partners').values(partner).returningAll().executeTakeFirstOrThrow();
}

/** Applies the changes given (none is fine) and answers the partner as it now is. */
export async function updatePartner(
  { db }: DatabaseHandle,
  id: number,
  changes: PartnerChanges,
): Promise<PartnerRow> {
  if (Object.keys(changes).length > 0)
    await db.updateTable('partners').set(changes).where('id', '=', id).execute();
  return db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function deletePartner({ db }: DatabaseHandle, id: number): Promise<void> {
  await db.deleteFrom('partners').where('id', '=', id).execute();
}

export async function dailyStats({ db }: DatabaseHandle, partnerId: number, from: string, to: string) {
  return db
    .selectFrom('partner_daily_stats')
    .select(['stat_date', 'page_views', 'searches', 'ad_filled_impressions'])
    .where('partner_id', '=', partnerId)
    .where('stat_date', '>=', from)
    .where('stat_date', '<=', to)
    .orderBy('stat_date')
    .execute();
}

export type VisitCounts = { page_views?: number; searches?: number; ad_filled_impressions?: number };

/** Adds counts to a partner's day, creating the day's row on its first event. */
export async function addToDailyStat(
  { db }: DatabaseHandle,
  partnerId: number,
  day: string,
  counts: VisitCounts,
): Promise<void> {
  const row = {
    partner_id: partnerId,
    stat_date: day,
    page_views: counts.page_views ?? 0,
    searches: counts.searches ?? 0,
    ad_filled_impressions: counts.ad_filled_impressions ?? 0,
  };
  await db
    .insertInto('partner_daily_stats')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['partner_id', 'stat_date']).doUpdateSet((eb) => ({
        page_views: sql`${eb.ref('partner_daily_stats.page_views')} + ${row.page_views}`,
        searches: sql`${eb.ref('partner_daily_stats.searches')} + ${row.searches}`,
        ad_filled_impressions: sql`${eb.ref('partner_daily_stats.ad_filled_impressions')} + ${row.ad_filled_impressions}`,
      })),
    )
    .execute();
}

export async function findPaymentInfo({ db }: DatabaseHandle, partnerId: number) {
  return db
    .selectFrom('partner_payment_info')
    .select(['iban_encrypted', 'holder_name'])
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
}

export async function savePaymentInfo(
  { db }: DatabaseHandle,
  partnerId: number,
  ibanEncrypted: string,
  holderName: string,
): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto('partner_payment_info')
    .values({ partner_id: partnerId, iban_encrypted: ibanEncrypted, holder_name: holderName, updated_at })
    .onConflict((oc) =>
      oc
        .column('partner_id')
        .doUpdateSet({ iban_encrypted: ibanEncrypted, holder_name: holderName, updated_at }),
    )
    .execute();
}

export async function deletePaymentInfo({ db }: DatabaseHandle, partnerId: number): Promise<void> {
  await db.deleteFrom('partner_payment_info').where('partner_id', '=', partnerId).execute();
}

/** Partners the monthly run pays, oldest first: active ones, and archived ones for what they still have. */
export async function payablePartnerIds({ db }: DatabaseHandle): Promise<number[]> {
  const rows = await db
    .selectFrom('partners')
    .select('id')
    .where('status', 'in', ['active', 'archived'])
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Gives the user the partner an admin created for their e-mail, if it has no user yet and they have none;
 * the code of the partner linked, or null.
 */
export async function linkPartnerByEmail(
  { db }: DatabaseHandle,
  userId: number,
  email: string,
): Promise<string | null> {
  const own = await db.selectFrom('partners').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (own) return null;
  const waiting = await db
    .selectFrom('partners')
    .select(['id', 'code'])
    .where('user_id', 'is', null)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('id')
    .executeTakeFirst();
  if (!waiting) return null;
  const linked = await db
    .updateTable('partners')
    .set({ user_id: userId })
    .where('id', '=', waiting.id)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return linked.numUpdatedRows > 0n ? waiting.code : null;
}

export async function findPartnerByEmail(
  { db }: DatabaseHandle,
  email: string,
): Promise<PartnerRow | undefined> {
  return db
    .selectFrom('partners')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

// What the partner's own record needs of its money (the ledger and payouts domains build on partners, never
// the other way round): the days' shares, whether any history exists, the open payout.

/** Per revenue day: the gross and the partner's share as they now stand. */
export async function dailySharesOf({ db }: DatabaseHandle, partnerId: number, from: string, to: string) {
  const rows = await db
    .selectFrom('partner_ledger')
    .select([
      'day',
      sql<number>`coalesce(sum(amount_cents), 0)`.as('share'),
      sql<number>`coalesce(sum(gross_cents), 0)`.as('gross'),
    ])
    .where('partner_id', '=', partnerId)
    .where('kind', 'in', ['share', 'adjustment'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .execute();
  return new Map(rows.map((r) => [r.day, { shareCents: Number(r.share), grossCents: Number(r.gross) }]));
}

/** The partners who have any entry: their history is kept (archived, never deleted). */
export async function hasMoneyHistory({ db }: DatabaseHandle, partnerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('partner_ledger')
    .select('id')
    .where('partner_id', '=', partnerId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The partner's payout still pending or approved, if any (one at most, but for legacy rows). */
export async function openPayoutOf(
  { db }: DatabaseHandle,
  partnerId: number,
): Promise<Selectable<PayoutRequestTable> | undefined> {
  return db
    .selectFrom('payout_requests')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .where('status', 'in', [...OPEN_PAYOUT_STATUSES])
    .executeTakeFirst();
}

/** Every sealed IBAN of the payment infos, for a key rotation. */
export async function allSealedPaymentIbans({ db }: DatabaseHandle) {
  return db
    .selectFrom('partner_payment_info')
    .select(['partner_id as id', 'iban_encrypted'])
    .orderBy('partner_id')
    .execute();
}

/** The payment info's IBAN sealed again (same IBAN, another key): `updated_at` stays, nothing changed for the partner. */
export async function resealPaymentIban(
  { db }: DatabaseHandle,
  partnerId: number,
  ibanEncrypted: string,
): Promise<void> {
  await db
    .updateTable('partner_payment_info')
    .set({ iban_encrypted: ibanEncrypted })
    .where('partner_id', '=', partnerId)
    .execute();
}

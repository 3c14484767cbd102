// Kysely queries of the partner domain: partners, daily stats, payout requests, payment info.
import { sql, type Insertable, type Selectable } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { PartnerTable, PayoutRequestTable } from '../db/schema';

export type PartnerRow = Selectable<PartnerTable>;
export type PayoutRow = Selectable<PayoutRequestTable>;

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

export async function insertPartner(
  { db }: DatabaseHandle,
  partner: Insertable<PartnerTable>,
): Promise<PartnerRow> {
  return db.insertInto('partners').values(partner).returningAll().executeTakeFirstOrThrow();
}

export async function updatePartnerContact(
  { db }: DatabaseHandle,
  id: number,
  contact: { company_name?: string | null; contact_phone?: string | null },
): Promise<PartnerRow> {
  if (Object.keys(contact).length > 0)
    await db.updateTable('partners').set(contact).where('id', '=', id).execute();
  return db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function dailyStats({ db }: DatabaseHandle, partnerId: number, from: string, to: string) {
  return db
    .selectFrom('partner_daily_stats')
    .select(['stat_date', 'page_views', 'searches', 'ad_filled_impressions', 'estimated_earnings_cents'])
    .where('partner_id', '=', partnerId)
    .where('stat_date', '>=', from)
    .where('stat_date', '<=', to)
    .orderBy('stat_date')
    .execute();
}

/** Gross estimated earnings of a period, in cents, summed by the database in integers. */
export async function grossEarningsCents(
  { db }: DatabaseHandle,
  partnerId: number,
  from: string,
  to: string,
): Promise<number> {
  const row = await db
    .selectFrom('partner_daily_stats')
    .select(sql<number>`coalesce(sum(estimated_earnings_cents), 0)`.as('total'))
    .where('partner_id', '=', partnerId)
    .where('stat_date', '>=', from)
    .where('stat_date', '<=', to)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Adds counts to a partner's day, creating the day's row on its first event. */
export async function addToDailyStat(
  { db }: DatabaseHandle,
  partnerId: number,
  day: string,
  counts: { page_views?: number; searches?: number; ad_filled_impressions?: number },
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

export async function listPayouts({ db }: DatabaseHandle, partnerId: number): Promise<PayoutRow[]> {
  return db
    .selectFrom('payout_requests')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
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

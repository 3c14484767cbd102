// Kysely queries of a partner's visits per sub-ID and Paris day (partner_sub_id_stats).
import { sql } from 'kysely';
import { SUB_IDS_PER_DAY } from '../../../../common/subIdSyntax';
import type { DatabaseHandle } from '../../../platform/db/database';
import type { VisitCounts } from '../store';

/** The place of the day's « autres » row; named sub-IDs take places 1 to 5. */
const OTHERS_PLACE = 0;
const OTHERS_SUB_ID = '';

type Counts = Required<VisitCounts>;

/** Adds to the day's row of this sub-ID if it has one; whether it had. */
async function addToNamed(
  { db }: DatabaseHandle,
  partnerId: number,
  day: string,
  subId: string,
  counts: Counts,
): Promise<boolean> {
  const updated = await db
    .updateTable('partner_sub_id_stats')
    .set((eb) => ({
      page_views: eb('page_views', '+', counts.page_views),
      searches: eb('searches', '+', counts.searches),
      ad_filled_impressions: eb('ad_filled_impressions', '+', counts.ad_filled_impressions),
    }))
    .where('partner_id', '=', partnerId)
    .where('stat_date', '=', day)
    .where('sub_id', '=', subId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * Names the sub-ID at the day's next place while one is free. A writer in another process that took the place or
 * the name first makes this insert do nothing (the table's keys), so a day never names a sixth.
 */
async function nameSubId(
  { db }: DatabaseHandle,
  partnerId: number,
  day: string,
  subId: string,
  counts: Counts,
): Promise<boolean> {
  const inserted = await sql`insert into partner_sub_id_stats
      (partner_id, stat_date, sub_id, place, page_views, searches, ad_filled_impressions)
    select cast(${partnerId} as integer), ${day}, ${subId}, cast(count(*) + 1 as integer),
      cast(${counts.page_views} as integer), cast(${counts.searches} as integer),
      cast(${counts.ad_filled_impressions} as integer)
    from partner_sub_id_stats
    where partner_id = ${partnerId} and stat_date = ${day} and place > ${OTHERS_PLACE}
    having count(*) < ${SUB_IDS_PER_DAY}
    on conflict do nothing`.execute(db);
  return Number(inserted.numAffectedRows ?? 0) > 0;
}

async function addToOthers({ db }: DatabaseHandle, partnerId: number, day: string, counts: Counts) {
  await db
    .insertInto('partner_sub_id_stats')
    .values({ partner_id: partnerId, stat_date: day, sub_id: OTHERS_SUB_ID, place: OTHERS_PLACE, ...counts })
    .onConflict((oc) =>
      oc.columns(['partner_id', 'stat_date', 'sub_id']).doUpdateSet((eb) => ({
        page_views: eb('partner_sub_id_stats.page_views', '+', eb.ref('excluded.page_views')),
        searches: eb('partner_sub_id_stats.searches', '+', eb.ref('excluded.searches')),
        ad_filled_impressions: eb(
          'partner_sub_id_stats.ad_filled_impressions',
          '+',
          eb.ref('excluded.ad_filled_impressions'),
        ),
      })),
    )
    .execute();
}

async function namedCount({ db }: DatabaseHandle, partnerId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('partner_sub_id_stats')
    .select((eb) => eb.fn.countAll<number>().as('named'))
    .where('partner_id', '=', partnerId)
    .where('stat_date', '=', day)
    .where('place', '>', OTHERS_PLACE)
    .executeTakeFirstOrThrow();
  return Number(row.named);
}

/** Adds counts to the sub-ID's day: under its name among the day's first five, else to « autres ». */
export async function addToSubIdDay(
  database: DatabaseHandle,
  partnerId: number,
  day: string,
  subId: string,
  counts: Counts,
): Promise<void> {
  for (;;) {
    if (await addToNamed(database, partnerId, day, subId, counts)) return;
    if (await nameSubId(database, partnerId, day, subId, counts)) return;
    // Another process took the place (or the name) first: the next free place, until the five are taken.
    if ((await namedCount(database, partnerId, day)) >= SUB_IDS_PER_DAY) break;
  }
  // Named meanwhile by another process, else one more of « autres ».
  if (await addToNamed(database, partnerId, day, subId, counts)) return;
  await addToOthers(database, partnerId, day, counts);
}

export type SubIdDayRow = {
  stat_date: string;
  /** null for the day's « autres ». */
  sub_id: string | null;
  page_views: number;
  searches: number;
  ad_filled_impressions: number;
};

/** The partner's rows from `from` to `to`, by day then place. */
export async function subIdDays(
  { db }: DatabaseHandle,
  partnerId: number,
  from: string,
  to: string,
): Promise<SubIdDayRow[]> {
  const rows = await db
    .selectFrom('partner_sub_id_stats')
    .select(['stat_date', 'sub_id', 'place', 'page_views', 'searches', 'ad_filled_impressions'])
    .where('partner_id', '=', partnerId)
    .where('stat_date', '>=', from)
    .where('stat_date', '<=', to)
    .orderBy('stat_date')
    .orderBy('place')
    .execute();
  return rows.map((r) => ({
    stat_date: r.stat_date,
    sub_id: r.place === OTHERS_PLACE ? null : r.sub_id,
    page_views: Number(r.page_views),
    searches: Number(r.searches),
    ad_filled_impressions: Number(r.ad_filled_impressions),
  }));
}

// Kysely queries of the events' life: a past day's raw rows counted into site_event_days, then old rows pruned.
import { sql } from 'kysely';
import { addDays } from '../../../../common/periods';
import type { DatabaseHandle } from '../../../platform/db/database';

/** The counts of a day as the dashboards group them: '' stands for no slot or no partner code. */
export type EventDayCount = {
  day: string;
  type: string;
  slot: string;
  force_admin: number;
  referral_code: string;
  count: number;
};

/**
 * Counts the raw rows of every day before `today` not yet rolled up. Each day in one transaction with its marker,
 * whose key refuses a second writer: running twice, or in two processes, counts a day once. The days rolled up.
 */
export async function rollUpEventDays({ db }: DatabaseHandle, today: string): Promise<string[]> {
  const oldest = await db
    .selectFrom('site_events')
    .select((eb) => eb.fn.min('day').as('day'))
    .executeTakeFirst();
  if (!oldest?.day || oldest.day >= today) return [];
  const done = new Set(
    (await db.selectFrom('site_event_rollups').select('day').where('day', '>=', oldest.day).execute()).map(
      (r) => r.day,
    ),
  );
  const rolled: string[] = [];
  for (let day = oldest.day; day < today; day = addDays(day, 1)) {
    if (done.has(day)) continue;
    const counted = await db.transaction().execute(async (trx) => {
      const marked = await trx
        .insertInto('site_event_rollups')
        .values({ day, events: 0 })
        .onConflict((oc) => oc.column('day').doNothing())
        .executeTakeFirst();
      if (Number(marked.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await sql`insert into site_event_days (day, type, slot, force_admin, referral_code, count)
        select day, type, coalesce(slot, ''), force_admin, coalesce(referral_code, ''), count(*)
        from site_events where day = ${day}
        group by day, type, coalesce(slot, ''), force_admin, coalesce(referral_code, '')`.execute(trx);
      await trx
        .updateTable('site_event_rollups')
        .set({
          events: sql`(select coalesce(sum(count), 0) from site_event_days where day = ${day})`,
        })
        .where('day', '=', day)
        .execute();
      return true;
    });
    if (counted) rolled.push(day);
  }
  return rolled;
}

/**
 * Deletes raw rows of rolled-up days before `beforeDay`, `batchSize` rows per statement so that no statement holds
 * the table long; how many rows and statements.
 */
export async function pruneSiteEvents(
  { db }: DatabaseHandle,
  beforeDay: string,
  batchSize: number,
): Promise<{ rows: number; statements: number }> {
  let rows = 0;
  let statements = 0;
  for (;;) {
    const deleted = await db
      .deleteFrom('site_events')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('site_events')
          .select('id')
          .where('day', '<', beforeDay)
          .where('day', 'in', eb.selectFrom('site_event_rollups').select('day'))
          .limit(batchSize),
      )
      .executeTakeFirst();
    statements++;
    const count = Number(deleted.numDeletedRows);
    rows += count;
    if (count < batchSize) return { rows, statements };
  }
}

/**
 * Counts of each day from `from` to `to`: rolled-up days from site_event_days, the others from the raw rows, so a
 * figure is the same before and after its rows are pruned.
 */
export async function siteEventCounts(
  { db }: DatabaseHandle,
  from: string,
  to: string,
): Promise<EventDayCount[]> {
  const rolledUp = db
    .selectFrom('site_event_days')
    .select(['day', 'type', 'slot', 'force_admin', 'referral_code', sql<number>`count`.as('count')])
    .where('day', '>=', from)
    .where('day', '<=', to);
  const raw = db
    .selectFrom('site_events')
    .select((eb) => [
      'day',
      'type',
      sql<string>`coalesce(slot, '')`.as('slot'),
      'force_admin',
      sql<string>`coalesce(referral_code, '')`.as('referral_code'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('day', 'not in', (eb) => eb.selectFrom('site_event_rollups').select('day'))
    .groupBy(['day', 'type', sql`coalesce(slot, '')`, 'force_admin', sql`coalesce(referral_code, '')`]);
  const rows = await rolledUp.unionAll(raw).execute();
  return rows
    .map((r) => ({ ...r, force_admin: Number(r.force_admin), count: Number(r.count) }))
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        a.type.localeCompare(b.type) ||
        a.slot.localeCompare(b.slot) ||
        a.force_admin - b.force_admin ||
        a.referral_code.localeCompare(b.referral_code),
    );
}

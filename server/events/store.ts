// Writes a batch of site events and adds them to the per-day counts, in one transaction.
import { sql, type Insertable } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { SiteEventTable } from '../db/schema';

export type NewSiteEvent = Omit<Insertable<SiteEventTable>, 'id'>;

const ROWS_PER_INSERT = 500;

export async function insertSiteEvents({ db }: DatabaseHandle, events: NewSiteEvent[]): Promise<void> {
  const counts = new Map<string, { day: string; type: string; count: number }>();
  for (const e of events) {
    const key = `${e.day}|${e.type}`;
    const entry = counts.get(key) ?? { day: e.day, type: e.type, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < events.length; start += ROWS_PER_INSERT) {
      await trx
        .insertInto('site_events')
        .values(events.slice(start, start + ROWS_PER_INSERT))
        .execute();
    }
    await trx
      .insertInto('daily_event_counts')
      .values([...counts.values()])
      .onConflict((oc) =>
        oc.columns(['day', 'type']).doUpdateSet({ count: sql`daily_event_counts.count + excluded.count` }),
      )
      .execute();
  });
}

export async function dailyEventCounts({ db }: DatabaseHandle, day: string) {
  const rows = await db
    .selectFrom('daily_event_counts')
    .select(['type', 'count'])
    .where('day', '=', day)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.type, Number(r.count)]));
}

// Writes a batch of site events and adds them to the per-day counts, in one transaction.
import { sql, type Insertable, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../../platform/db/database';
import type { Dialect } from '../../platform/db/dialect';
import type { Database, SiteEventTable } from '../../platform/db/schema';

export type NewSiteEvent = Omit<Insertable<SiteEventTable>, 'id'>;

const ROWS_PER_INSERT = 500;

/**
 * The rows as one JSON parameter, spread into rows by the database (json_each / json_to_recordset): the statement
 * text is the same for every batch, so building and preparing it costs nothing next to 500 rows × 6 values of
 * bound parameters, which took two thirds of the time of POST /events when it was measured.
 */
async function insertRows(db: Transaction<Database>, dialect: Dialect, rows: NewSiteEvent[]): Promise<void> {
  const json = JSON.stringify(
    rows.map((r) => [r.type, r.path, r.slot ?? null, r.force_admin ?? 0, r.referral_code ?? null, r.day]),
  );
  if (dialect === 'postgres')
    await sql`insert into site_events (type, path, slot, force_admin, referral_code, day)
      select e->>0, e->>1, e->>2, (e->>3)::integer, e->>4, e->>5 from json_array_elements(${json}::json) as e`.execute(
      db,
    );
  else
    await sql`insert into site_events (type, path, slot, force_admin, referral_code, day)
      select e.value->>0, e.value->>1, e.value->>2, e.value->>3, e.value->>4, e.value->>5
      from json_each(${json}) as e order by e.key`.execute(db);
}

export async function insertSiteEvents(
  { db, dialect }: DatabaseHandle,
  events: NewSiteEvent[],
): Promise<void> {
  const counts = new Map<string, { day: string; type: string; count: number }>();
  for (const e of events) {
    const key = `${e.day}|${e.type}`;
    const entry = counts.get(key) ?? { day: e.day, type: e.type, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < events.length; start += ROWS_PER_INSERT)
      await insertRows(trx, dialect, events.slice(start, start + ROWS_PER_INSERT));
    await trx
      .insertInto('daily_event_counts')
      // In the keys' order: two processes adding to the same days lock their rows in one order, never in a cycle.
      .values([...counts.values()].sort((a, b) => a.day.localeCompare(b.day) || a.type.localeCompare(b.type)))
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

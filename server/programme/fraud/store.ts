// Kysely queries of partner fraud signals: bursts flagged per partner, Paris day and source.
import { sql } from 'kysely';
import { FRAUD_SORTS, type FraudSignalsPageQuery } from '../../../common/pagination';
import type { DatabaseHandle } from '../../platform/db/database';
import { keysetPage, sortOf, type Page, type SortKey } from '../../platform/db/paginate';

/**
 * Takes the windows these flagged bursts add to (partner, window's last day), in key order, before their signals
 * are written: the trigger adding to them then waits for no one, so two writers never lock them in a cycle.
 */
export async function holdFraudWindows(
  { db }: DatabaseHandle,
  windows: { partnerId: number; day: string; at: string }[],
): Promise<void> {
  if (windows.length === 0) return;
  await db
    .insertInto('partner_fraud_windows')
    .values(windows.map((w) => ({ partner_id: w.partnerId, day: w.day, flagged_events: 0, last_at: w.at })))
    .onConflict((oc) =>
      oc
        .columns(['partner_id', 'day'])
        .doUpdateSet((eb) => ({ flagged_events: eb.ref('partner_fraud_windows.flagged_events') })),
    )
    .execute();
}

/** Adds `events` flagged events to the partner's day for that source. */
export async function addFlaggedEvents(
  { db }: DatabaseHandle,
  signal: { partnerId: number; day: string; scope: string; source: string; events: number; at: string },
): Promise<void> {
  const { partnerId, day, scope, source, events, at } = signal;
  await db
    .insertInto('partner_fraud_signals')
    .values({ partner_id: partnerId, day, scope, source, flagged_events: events, first_at: at, last_at: at })
    .onConflict((oc) =>
      oc.columns(['partner_id', 'day', 'scope', 'source']).doUpdateSet((eb) => ({
        flagged_events: sql`${eb.ref('partner_fraud_signals.flagged_events')} + ${events}`,
        last_at: at,
      })),
    )
    .execute();
}

export type FraudWindowRow = { partner_id: number; flagged_events: number; last_at: string | Date };

// Most flagged first; the partner id breaks ties.
const FRAUD_KEYS: Record<keyof typeof FRAUD_SORTS, SortKey[]> = {
  flagged: [
    { expr: sql.ref('w.flagged_events'), order: 'desc' },
    { expr: sql.ref('w.partner_id'), order: 'asc' },
  ],
};

/**
 * A page of the partners with signals in the window ending on a Paris day, read from the window's kept sums (one
 * index range, never the window's signals).
 */
export async function pageFraudWindows(
  { db }: DatabaseHandle,
  day: string,
  query: FraudSignalsPageQuery,
): Promise<Page<FraudWindowRow>> {
  const rows = db
    .selectFrom('partner_fraud_windows as w')
    .select(['w.partner_id', 'w.flagged_events', 'w.last_at'])
    .where('w.day', '=', day);
  const sort = sortOf(FRAUD_KEYS, FRAUD_SORTS, query.sort, query.order);
  return keysetPage(db, rows, { ...sort, limit: query.limit, cursor: query.cursor });
}

export type FraudPartnerFacts = { id: number; code: string; name: string; status: string };

/** The code, name and status of these partners (a page's). */
export async function fraudPartnersOf({ db }: DatabaseHandle, ids: number[]): Promise<FraudPartnerFacts[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('partners').select(['id', 'code', 'name', 'status']).where('id', 'in', ids).execute();
}

export type FraudSourceRow = { partner_id: number; scope: string; source: string; events: number };

/** The `top` main sources of each of these partners since a Paris day (a window ranks them in the database). */
export async function topFraudSources(
  { db }: DatabaseHandle,
  partnerIds: number[],
  since: string,
  top: number,
): Promise<FraudSourceRow[]> {
  if (partnerIds.length === 0) return [];
  const ranked = await sql<FraudSourceRow & { events: number | string }>`
    select partner_id, scope, source, events from (
      select partner_id, scope, source, sum(flagged_events) as events,
        row_number() over (partition by partner_id order by sum(flagged_events) desc, scope, source) as source_rank
      from partner_fraud_signals
      where day >= ${since} and partner_id in (${sql.join(partnerIds)})
      group by partner_id, scope, source
    ) as ranked
    where source_rank <= ${top}
    order by partner_id, events desc, scope, source`.execute(db);
  return ranked.rows.map((r) => ({ ...r, events: Number(r.events) }));
}

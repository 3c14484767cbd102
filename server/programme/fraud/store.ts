// Kysely queries of partner fraud signals: bursts flagged per partner, Paris day and source.
import { sql } from 'kysely';
import { FRAUD_SORTS, type FraudSignalsPageQuery } from '../../../common/pagination';
import type { DatabaseHandle } from '../../platform/db/database';
import { keysetPage, sortOf, type Page, type SortKey } from '../../platform/db/paginate';

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

export type FraudPartnerRow = {
  partner_id: number;
  code: string;
  name: string;
  status: string;
  flagged_events: number;
  last_at: string;
};

// Most flagged first; the partner id breaks ties.
const FRAUD_KEYS: Record<keyof typeof FRAUD_SORTS, SortKey[]> = {
  flagged: [
    { expr: sql.ref('s.flagged_events'), order: 'desc' },
    { expr: sql.ref('s.partner_id'), order: 'asc' },
  ],
};

/**
 * A page of the partners with signals since a Paris day, summed by the database (never row by row here) from the
 * window's index alone; only the page's partners are then read.
 */
export async function pageFraudPartners(
  { db }: DatabaseHandle,
  since: string,
  query: FraudSignalsPageQuery,
): Promise<Page<FraudPartnerRow>> {
  const inWindow = db.selectFrom('partner_fraud_signals as f').where('f.day', '>=', since);
  const sums = inWindow
    .select([
      'f.partner_id',
      sql<number>`sum(f.flagged_events)`.as('flagged_events'),
      sql<string>`max(f.last_at)`.as('last_at'),
    ])
    .groupBy('f.partner_id');
  const rows = db.selectFrom(sums.as('s')).selectAll();
  const sort = sortOf(FRAUD_KEYS, FRAUD_SORTS, query.sort, query.order);
  // The partners flagged, counted up to the cap along the primary key (partner first): no sums needed.
  const counted = inWindow.select('f.partner_id').groupBy('f.partner_id');
  const result = await keysetPage(db, rows, { ...sort, limit: query.limit, cursor: query.cursor, counted });
  const ids = result.items.map((r) => r.partner_id);
  const partners =
    ids.length === 0
      ? []
      : await db
          .selectFrom('partners')
          .select(['id', 'code', 'name', 'status'])
          .where('id', 'in', ids)
          .execute();
  const byId = new Map(partners.map((p) => [p.id, p]));
  return {
    ...result,
    items: result.items.flatMap((r) => {
      const partner = byId.get(r.partner_id);
      return partner
        ? [
            {
              ...r,
              code: partner.code,
              name: partner.name,
              status: partner.status,
              flagged_events: Number(r.flagged_events),
            },
          ]
        : [];
    }),
  };
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

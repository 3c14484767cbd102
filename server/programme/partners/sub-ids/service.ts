// A partner's visits, searches and estimated share per sub-ID: counted by the attribution's batches, read for a
// period as a table and as a CSV file.
import { csvFile } from '../../../../common/csv';
import { centsToDecimalText } from '../../../../common/money';
import type { DailyStat } from '../../../../common/partner';
import { SUB_ID_CSV } from '../../../../common/subIdMessages';
import type { SubIdDayStat, SubIdRowKind, SubIdStat } from '../../../../common/subIds';
import type { DatabaseHandle } from '../../../platform/db/database';
import { statsOf, type PartnerRow } from '../service';
import { addToSubIdDay, subIdDays, type SubIdDayRow } from './store';

/** Adds a batch's counts to the sub-ID's day, in the batch's transaction (`tx`). */
export const recordSubIdCounts = addToSubIdDay;

/**
 * Splits `cents` in proportion to `weights`, the largest remainders taking the cents left: the parts add up to
 * `cents` exactly (a negative amount, an adjustment, is split the same way). No weight at all: nothing is split.
 */
export function splitCents(cents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return weights.map(() => 0);
  const sign = cents < 0 ? -1 : 1;
  const amount = Math.abs(cents);
  const parts = weights.map((w) => Math.floor((amount * w) / total));
  const order = weights
    .map((w, i) => ({ i, rest: (amount * w) % total }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  for (const { i } of order) {
    if (left === 0) break;
    parts[i]!++;
    left--;
  }
  return parts.map((p) => sign * p || 0);
}

type Figures = Pick<SubIdStat, 'page_views' | 'searches' | 'ad_filled_impressions'>;
const COUNTERS = ['ad_filled_impressions', 'searches', 'page_views'] as const;

/**
 * A day's rows: its named sub-IDs, « autres », and the visits that came without a sub-ID (the day's totals less
 * the rest); the day's share split by filled ads, or by searches, then page views, on a day without any.
 */
function dayRows(day: DailyStat, rows: SubIdDayRow[]): SubIdDayStat[] {
  const counted = (key: keyof Figures) => rows.reduce((sum, r) => sum + r[key], 0);
  const withoutSub: Figures = {
    page_views: Math.max(0, day.page_views - counted('page_views')),
    searches: Math.max(0, day.searches - counted('searches')),
    ad_filled_impressions: Math.max(0, day.ad_filled_impressions - counted('ad_filled_impressions')),
  };
  const all: (Figures & { kind: SubIdRowKind; sub_id: string | null })[] = [
    ...rows.filter((r) => r.sub_id !== null).map((r) => ({ ...r, kind: 'sub' as const })),
    ...rows.filter((r) => r.sub_id === null).map((r) => ({ ...r, kind: 'others' as const })),
    { ...withoutSub, kind: 'none', sub_id: null },
  ];
  const by = COUNTERS.find((key) => all.some((r) => r[key] > 0));
  // A share on a day without any visit counted stays with the visits without a sub-ID.
  const weights = by ? all.map((r) => r[by]) : all.map((r) => (r.kind === 'none' ? 1 : 0));
  const shares = splitCents(day.partner_share_cents, weights);
  return all.map((r, i) => ({
    stat_date: day.stat_date,
    kind: r.kind,
    sub_id: r.sub_id,
    page_views: r.page_views,
    searches: r.searches,
    ad_filled_impressions: r.ad_filled_impressions,
    partner_share_cents: shares[i]!,
  }));
}

const isEmpty = (r: SubIdStat) =>
  r.page_views === 0 && r.searches === 0 && r.ad_filled_impressions === 0 && r.partner_share_cents === 0;

const KIND_ORDER: Record<SubIdRowKind, number> = { sub: 0, others: 1, none: 2 };

/** The period's rows added up per sub-ID: the most visited (then searched) first, then « autres », then without a sub-ID. */
export function periodRows(days: SubIdDayStat[]): SubIdStat[] {
  const rows = new Map<string, SubIdStat>();
  for (const d of days) {
    const key = `${d.kind}|${d.sub_id ?? ''}`;
    const row = rows.get(key) ?? {
      kind: d.kind,
      sub_id: d.sub_id,
      page_views: 0,
      searches: 0,
      ad_filled_impressions: 0,
      partner_share_cents: 0,
    };
    row.page_views += d.page_views;
    row.searches += d.searches;
    row.ad_filled_impressions += d.ad_filled_impressions;
    row.partner_share_cents += d.partner_share_cents;
    rows.set(key, row);
  }
  return [...rows.values()]
    .filter((r) => !isEmpty(r))
    .sort(
      (a, b) =>
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        b.page_views - a.page_views ||
        b.searches - a.searches ||
        (a.sub_id ?? '').localeCompare(b.sub_id ?? ''),
    );
}

/** Each day of the period with its rows per sub-ID (empty rows left out), beside the day's totals. */
export async function subIdDayStats(
  database: DatabaseHandle,
  partner: PartnerRow,
  from: string,
  to: string,
): Promise<SubIdDayStat[]> {
  const [days, rows] = await Promise.all([
    statsOf(database, partner, from, to),
    subIdDays(database, partner.id, from, to),
  ]);
  const byDay = new Map<string, SubIdDayRow[]>();
  for (const r of rows) byDay.set(r.stat_date, [...(byDay.get(r.stat_date) ?? []), r]);
  return days.flatMap((day) => dayRows(day, byDay.get(day.stat_date) ?? []).filter((r) => !isEmpty(r)));
}

/** The period's visits, searches and estimated share per sub-ID. */
export async function subIdStatsOf(
  database: DatabaseHandle,
  partner: PartnerRow,
  from: string,
  to: string,
): Promise<SubIdStat[]> {
  return periodRows(await subIdDayStats(database, partner, from, to));
}

const subIdLabel = (row: SubIdStat) =>
  row.kind === 'sub' ? row.sub_id : row.kind === 'others' ? SUB_ID_CSV.others : SUB_ID_CSV.none;

/** The period per day and sub-ID as a spreadsheet (the product's CSV conventions). */
export function subIdCsv(days: SubIdDayStat[]): string {
  return csvFile(
    SUB_ID_CSV.header,
    days.map((d) => [
      d.stat_date,
      subIdLabel(d),
      d.page_views,
      d.searches,
      d.ad_filled_impressions,
      centsToDecimalText(d.partner_share_cents),
    ]),
  );
}

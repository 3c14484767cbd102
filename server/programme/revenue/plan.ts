// Who earns a report's lines: each day of a channel goes to the partner who held the channel that day.
import type { DatabaseHandle } from '../../platform/db/database';
import { channelHistory, type Holding } from '../channels/service';
import type { CreditedDay } from '../ledger/service';
import { allPartners } from '../partners/service';
import type { ReportRow } from './csv';
import { sameChannel } from './rules';

export type PartnerTerms = { id: number; code: string; name: string; revenue_share_percent: number };

export type RevenuePlan = {
  credited: CreditedDay[];
  /** Lines no partner held on their day: kept out of every ledger. */
  unmatched: ReportRow[];
};

export function holderOn(holdings: Holding[], channelId: string, day: string): Holding | undefined {
  return holdings.find(
    (h) => sameChannel(channelId, h.channel_id) && h.from_day <= day && (h.to_day === null || day < h.to_day),
  );
}

export function planRevenue(
  rows: ReportRow[],
  holdings: Holding[],
  partners: Map<number, PartnerTerms>,
): RevenuePlan {
  const credited: CreditedDay[] = [];
  const unmatched: ReportRow[] = [];
  // Holdings by channel number, so that a 100,000-line report does not scan every holding for each line.
  const byNumber = new Map<string, Holding[]>();
  for (const h of holdings) {
    const key = h.channel_id.slice(h.channel_id.lastIndexOf(':') + 1);
    byNumber.set(key, [...(byNumber.get(key) ?? []), h]);
  }
  for (const row of rows) {
    const candidates = byNumber.get(row.channelId.slice(row.channelId.lastIndexOf(':') + 1)) ?? [];
    const holder = holderOn(candidates, row.channelId, row.day);
    const partner = holder && partners.get(holder.partner_id);
    if (!holder || !partner) {
      unmatched.push(row);
      continue;
    }
    credited.push({
      partnerId: partner.id,
      channelId: holder.channel_id,
      day: row.day,
      grossCents: row.earningsCents,
      percent: partner.revenue_share_percent,
    });
  }
  return { credited, unmatched };
}

/**
 * The report's lines planned against the holdings and the partners as they now stand (in the caller's
 * transaction when given one), with the partners' terms by id.
 */
export async function planOf(
  database: DatabaseHandle,
  rows: ReportRow[],
): Promise<RevenuePlan & { partners: Map<number, PartnerTerms> }> {
  const holdings = await channelHistory(database);
  const partners = new Map<number, PartnerTerms>((await allPartners(database)).map((p) => [p.id, p]));
  return { ...planRevenue(rows, holdings, partners), partners };
}

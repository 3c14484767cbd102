// The import as it would be written, before anything is: each day per partner (gross, percent, share, the
// ledger's change), the lines no partner held, and the spec's one-day view by partner code.
import { parisDay } from '../../../common/dates';
import { centsToEuros, partnerShareCents } from '../../../common/money';
import type { PreviewLines, ReportDay, RevenuePreview } from '../../../common/revenue';
import type { DatabaseHandle } from '../../platform/db/database';
import { entriesOfImport } from '../ledger/service';
import { planOf, type PartnerTerms, type RevenuePlan } from './plan';
import type { Report } from './report';

type PartnerLine = ReportDay['partners'][number];
type LedgerChange = Awaited<ReturnType<typeof entriesOfImport>>[number];

/** The partner's line of the day, made empty the first time the partner shows in it. */
function lineOf(
  lines: Map<number, PartnerLine>,
  partner: PartnerTerms,
  channelId: string,
  percent: number,
): PartnerLine {
  const line = lines.get(partner.id) ?? {
    partner_id: partner.id,
    code: partner.code,
    name: partner.name,
    channel_id: channelId,
    gross_cents: 0,
    share_percent: percent,
    share_cents: 0,
    change_cents: 0,
  };
  lines.set(partner.id, line);
  return line;
}

/** A day's lines by partner code: what the report credits them, then what their ledger would gain. */
function partnerLinesOf(
  day: string,
  plan: RevenuePlan,
  changes: LedgerChange[],
  partners: Map<number, PartnerTerms>,
): PartnerLine[] {
  const lines = new Map<number, PartnerLine>();
  for (const c of plan.credited.filter((c) => c.day === day)) {
    const line = lineOf(lines, partners.get(c.partnerId)!, c.channelId, c.percent);
    line.gross_cents += c.grossCents;
    line.share_cents += partnerShareCents(c.grossCents, c.percent);
  }
  for (const e of changes.filter((e) => e.day === day)) {
    const line = lineOf(lines, partners.get(e.partner_id)!, e.channel_id ?? '', e.share_percent ?? 0);
    line.change_cents += Number(e.amount_cents);
  }
  return [...lines.values()].sort((a, b) => a.code.localeCompare(b.code));
}

/** Each day of the report as the import would write it. */
export async function previewDays(database: DatabaseHandle, { rows, sources }: Report): Promise<ReportDay[]> {
  const days = [...sources.keys()].sort();
  const { partners, ...plan } = await planOf(database, rows);
  const changes = await entriesOfImport(database, plan.credited, days, parisDay());
  return days.map((day) => {
    const lines = partnerLinesOf(day, plan, changes, partners);
    const unmatched = plan.unmatched
      .filter((r) => r.day === day)
      .map((r) => ({ channel_id: r.channelId, gross_cents: r.earningsCents }));
    return {
      date: day,
      source: sources.get(day)!,
      gross_cents: rows.filter((r) => r.day === day).reduce((sum, r) => sum + r.earningsCents, 0),
      partners: lines,
      unmatched,
      partners_total: lines.length,
      unmatched_total: unmatched.length,
      unmatched_cents: unmatched.reduce((sum, r) => sum + r.gross_cents, 0),
    };
  });
}

/** Each day's first `lines` partners and lines without one: what an upload answers, whatever its size. */
export const firstLinesOf = (days: ReportDay[], lines: number): ReportDay[] =>
  days.map((d) => ({ ...d, partners: d.partners.slice(0, lines), unmatched: d.unmatched.slice(0, lines) }));

/** A page of a day's partners, by code, after the code `after`. */
export async function previewLinesOfDay(
  database: DatabaseHandle,
  report: Report,
  page: { after?: string | undefined; limit: number },
): Promise<PreviewLines> {
  const [day] = await previewDays(database, report);
  const rest = page.after === undefined ? day!.partners : day!.partners.filter((p) => p.code > page.after!);
  const partners = rest.slice(0, page.limit);
  return {
    date: day!.date,
    partners,
    partners_total: day!.partners_total,
    next: rest.length > page.limit ? partners.at(-1)!.code : null,
  };
}

/** The spec's day preview (a report of one day): by partner code and the raw report, the per-partner view beside. */
export async function previewOfDay(database: DatabaseHandle, report: Report): Promise<RevenuePreview> {
  const [reportDay] = await previewDays(database, report);
  const byCode: RevenuePreview['byCode'] = {};
  for (const p of reportDay!.partners)
    byCode[p.code] = {
      channelId: p.channel_id,
      earnings: centsToEuros(p.gross_cents),
      earnings_cents: p.gross_cents,
      name: p.name,
    };
  const raw = report.rows.map((r) => ({
    channelId: r.channelId,
    earnings: centsToEuros(r.earningsCents),
    earnings_cents: r.earningsCents,
  }));
  return { ...reportDay!, byCode, raw };
}

// The ad-revenue import: a report (an uploaded CSV, else the AdSense API) checked whole, previewed per day and
// partner, then credited to the ledger of whoever held each channel that day, in one transaction. A month's
// last day imported runs the automatic monthly payouts.
import { parisDay } from '../../../common/dates';
import { ADMIN_MESSAGES, REVENUE_MESSAGES } from '../../../common/messages';
import { centsToEuros, partnerShareCents } from '../../../common/money';
import type { LastImport, ReportDay, RevenueImportResult, RevenuePreview } from '../../../common/revenue';
import { recordAudit } from '../../platform/audit/store';
import { allHoldings } from '../channels/store';
import type { Config } from '../../platform/config';
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import { lastJobRun } from '../../platform/jobs/store';
import { metricsOf } from '../../platform/metrics/registry';
import { creditRevenue, entriesForImport } from '../ledger/service';
import { standingsOn } from '../ledger/store';
import { isMonthEnd, runMonthlyPayouts } from '../payouts/monthly';
import { listPartners } from '../partners/store';
import { createAdsenseClient } from './adsenseApi';
import type { ReportRow } from './csv';
import { NIGHTLY_JOB, nextNightlyRetry } from './nightly';
import { planRevenue, type PartnerTerms } from './plan';
import { reportProblems } from './rules';
import { lockImports, replaceUploadedDays, uploadedRowsOf } from './store';

const PROVIDER = 'AdSense';

export const importError = (cause: string, status = 502, code = 'import_failed') =>
  new AppError(status, `${ADMIN_MESSAGES.importFailed(PROVIDER)} : ${cause}`, code);

const refused = (problems: string[]) =>
  new AppError(400, REVENUE_MESSAGES.csvInvalid(problems.join(' ; ')), 'report_refused');

export function createRevenueService(database: DatabaseHandle, config: Config) {
  const api = config.adsense ? createAdsenseClient(config.adsense) : null;

  /** The rows of the days: uploaded ones where there are, else the API's (a day at a time). */
  async function reportFor(
    days: string[],
  ): Promise<{ rows: ReportRow[]; sources: Map<string, 'csv' | 'api'> }> {
    const uploaded = await uploadedRowsOf(database, days);
    const sources = new Map<string, 'csv' | 'api'>(uploaded.map((r) => [r.day, 'csv']));
    const rows = [...uploaded];
    for (const day of days.filter((d) => !sources.has(d))) {
      if (!api) throw importError(REVENUE_MESSAGES.noReport, 404, 'report_not_found');
      try {
        rows.push(...(await api.dailyEarnings(day)).filter((r) => r.day === day));
      } catch (error) {
        throw importError((error as Error).message);
      }
      sources.set(day, 'api');
    }
    const problems = reportProblems(rows, parisDay(), config.adsensePublisherId);
    if (problems.length > 0) throw refused(problems);
    return { rows, sources };
  }

  async function partnerTerms(db: DatabaseHandle): Promise<Map<number, PartnerTerms>> {
    return new Map((await listPartners(db)).map((p) => [p.id, p]));
  }

  /** Each day as the import would write it: per partner (gross, percent, share, the ledger's change). */
  async function previewRows(rows: ReportRow[], sources: Map<string, 'csv' | 'api'>): Promise<ReportDay[]> {
    const days = [...sources.keys()].sort();
    const partners = await partnerTerms(database);
    const plan = planRevenue(rows, await allHoldings(database), partners);
    const changes = entriesForImport(plan.credited, await standingsOn(database, days), parisDay());
    return days.map((day) => {
      const byPartner = new Map<number, ReportDay['partners'][number]>();
      for (const c of plan.credited.filter((c) => c.day === day)) {
        const partner = partners.get(c.partnerId)!;
        const row = byPartner.get(c.partnerId) ?? {
          partner_id: c.partnerId,
          code: partner.code,
          name: partner.name,
          channel_id: c.channelId,
          gross_cents: 0,
          share_percent: c.percent,
          share_cents: 0,
          change_cents: 0,
        };
        row.gross_cents += c.grossCents;
        row.share_cents += partnerShareCents(c.grossCents, c.percent);
        byPartner.set(c.partnerId, row);
      }
      for (const e of changes.filter((e) => e.day === day)) {
        const partner = partners.get(e.partner_id)!;
        const row = byPartner.get(e.partner_id) ?? {
          partner_id: e.partner_id,
          code: partner.code,
          name: partner.name,
          channel_id: e.channel_id ?? '',
          gross_cents: 0,
          share_percent: e.share_percent ?? 0,
          share_cents: 0,
          change_cents: 0,
        };
        row.change_cents += Number(e.amount_cents);
        byPartner.set(e.partner_id, row);
      }
      const dayRows = rows.filter((r) => r.day === day);
      return {
        date: day,
        source: sources.get(day)!,
        gross_cents: dayRows.reduce((sum, r) => sum + r.earningsCents, 0),
        partners: [...byPartner.values()].sort((a, b) => a.code.localeCompare(b.code)),
        unmatched: plan.unmatched
          .filter((r) => r.day === day)
          .map((r) => ({ channel_id: r.channelId, gross_cents: r.earningsCents })),
      };
    });
  }

  /** The spec's day preview: by partner code and the raw report, with the per-partner view beside. */
  async function preview(day: string): Promise<RevenuePreview> {
    const { rows, sources } = await reportFor([day]);
    const [reportDay] = await previewRows(rows, sources);
    const byCode: RevenuePreview['byCode'] = {};
    for (const p of reportDay!.partners)
      byCode[p.code] = {
        channelId: p.channel_id,
        earnings: centsToEuros(p.gross_cents),
        earnings_cents: p.gross_cents,
        name: p.name,
      };
    const raw = rows.map((r) => ({
      channelId: r.channelId,
      earnings: centsToEuros(r.earningsCents),
      earnings_cents: r.earningsCents,
    }));
    return { ...reportDay!, byCode, raw };
  }

  /** The days are credited as the report says; a day imported before gets adjustments, never a rewrite. */
  async function importDays(days: string[], adminId?: number): Promise<RevenueImportResult> {
    const sorted = [...new Set(days)].sort();
    const { rows } = await reportFor(sorted);
    const today = parisDay();
    const result = await inTransaction(database, async (tx) => {
      await lockImports(tx);
      const plan = planRevenue(rows, await allHoldings(tx), await partnerTerms(tx));
      const { entries, partnerIds } = await creditRevenue(tx, plan.credited, sorted, today);
      const total = plan.credited.reduce((sum, c) => sum + c.grossCents, 0);
      const outcome = {
        updated: partnerIds.length,
        totalEarnings: centsToEuros(total),
        totalEarnings_cents: total,
        days: sorted,
        shares: entries.filter((e) => e.kind === 'share').length,
        adjustments: entries.filter((e) => e.kind === 'adjustment').length,
        automatic_payouts: 0,
      };
      if (adminId !== undefined)
        await recordAudit(tx, {
          adminId,
          action: 'revenue.import',
          target: `days:${sorted[0]}..${sorted.at(-1)}`,
          detail: { ...outcome, days: sorted.length },
        });
      return outcome;
    });
    metricsOf(database)?.imports.inc();
    for (const monthEnd of sorted.filter(isMonthEnd)) {
      const made = await runMonthlyPayouts(database, config.ibanKey, monthEnd, today);
      result.automatic_payouts += made?.length ?? 0;
    }
    return result;
  }

  /** A report is checked whole, then kept for the days it holds (replacing earlier uploads of those days). */
  async function storeUpload(rows: ReportRow[], adminId: number) {
    const problems = reportProblems(rows, parisDay(), config.adsensePublisherId);
    if (problems.length > 0) throw refused(problems);
    const days = [...new Set(rows.map((r) => r.day))].sort();
    await inTransaction(database, async (tx) => {
      await replaceUploadedDays(tx, days, rows);
      await recordAudit(tx, { adminId, action: 'revenue.upload', target: `days:${days[0]}..${days.at(-1)}` });
    });
    const sources = new Map(days.map((d) => [d, 'csv' as const]));
    return { days, rows: rows.length, preview: await previewRows(rows, sources) };
  }

  async function lastNightlyImport(): Promise<LastImport> {
    const last = await lastJobRun(database, NIGHTLY_JOB);
    if (!last) return null;
    const status = last.status === 'ok' || last.status === 'running' ? last.status : 'failed';
    return { ...last, status, next_retry_at: status === 'ok' ? null : nextNightlyRetry(last.day) };
  }

  return {
    preview,
    importDay: (day: string, adminId?: number) => importDays([day], adminId),
    importDays,
    storeUpload,
    lastNightlyImport,
  };
}

export type RevenueService = ReturnType<typeof createRevenueService>;

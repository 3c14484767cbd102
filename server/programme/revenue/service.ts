// The ad-revenue import: a report (an uploaded CSV, else the AdSense API) checked whole, previewed per day and
// partner, then credited to the ledger of whoever held each channel that day, in one transaction. A month's
// last day imported runs the automatic monthly payouts.
import { recordAudit } from '../../platform/audit/store';
import { UPLOAD_PREVIEW_LINES } from '../../../common/revenue';
import type { Config } from '../../platform/config';
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import { createAdsenseClient } from './adsenseApi';
import { importDays, type ImportRun } from './crediting';
import type { ReportRow } from './csv';
import { lastNightlyImport } from './nightly';
import { firstLinesOf, previewDays, previewLinesOfDay, previewOfDay } from './preview';
import { checkReport, refuseDaysWithoutReport, reportFor, type ImportContext } from './report';
import { replaceUploadedDays } from './store';

export { importError } from './report';

/** A report is checked whole, then kept for the days it holds (replacing earlier uploads of those days). */
async function storeUpload({ database, config }: ImportContext, lines: ReportRow[], adminId: number) {
  const rows = checkReport(lines, config);
  const days = [...new Set(rows.map((r) => r.day))].sort();
  await inTransaction(database, async (tx) => {
    await replaceUploadedDays(tx, days, rows);
    await recordAudit(tx, { adminId, action: 'revenue.upload', target: `days:${days[0]}..${days.at(-1)}` });
  });
  const sources = new Map(days.map((d) => [d, 'csv' as const]));
  const preview = await previewDays(database, { rows, sources });
  return { days, rows: lines.length, preview: firstLinesOf(preview, UPLOAD_PREVIEW_LINES) };
}

export function createRevenueService(database: DatabaseHandle, config: Config) {
  const api = config.adsense ? createAdsenseClient(config.adsense) : null;
  const context: ImportContext = { database, config, api };
  return {
    /** The spec's day preview: by partner code and the raw report, with the per-partner view beside. */
    preview: async (day: string) => previewOfDay(database, await reportFor(context, [day])),
    /** A page of a day's partners as the import would credit them. */
    previewLines: async (day: string, page: { after?: string | undefined; limit: number }) =>
      previewLinesOfDay(database, await reportFor(context, [day]), page),
    /** Refuses at once days that have no report to import. */
    refuseDaysWithoutReport: (days: string[]) => refuseDaysWithoutReport(context, days),
    importDay: (day: string, adminId?: number) => importDays(context, [day], adminId),
    importDays: (days: string[], adminId?: number, run?: ImportRun) =>
      importDays(context, days, adminId, run),
    storeUpload: (rows: ReportRow[], adminId: number) => storeUpload(context, rows, adminId),
    lastNightlyImport: () => lastNightlyImport(database),
  };
}

export type RevenueService = ReturnType<typeof createRevenueService>;

// The ad-revenue import: a report (an uploaded CSV, else the AdSense API) checked whole, previewed per day and
// partner, then credited to the ledger of whoever held each channel that day, in one transaction. A month's
// last day imported runs the automatic monthly payouts.
import { recordAudit } from '../../platform/audit/store';
import type { Config } from '../../platform/config';
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import { createAdsenseClient } from './adsenseApi';
import { importDays } from './crediting';
import type { ReportRow } from './csv';
import { lastNightlyImport } from './nightly';
import { previewDays, previewOfDay } from './preview';
import { checkReport, reportFor, type ImportContext } from './report';
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
  return { days, rows: lines.length, preview: await previewDays(database, { rows, sources }) };
}

export function createRevenueService(database: DatabaseHandle, config: Config) {
  const api = config.adsense ? createAdsenseClient(config.adsense) : null;
  const context: ImportContext = { database, config, api };
  return {
    /** The spec's day preview: by partner code and the raw report, with the per-partner view beside. */
    preview: async (day: string) => previewOfDay(database, await reportFor(context, [day])),
    importDay: (day: string, adminId?: number) => importDays(context, [day], adminId),
    importDays: (days: string[], adminId?: number) => importDays(context, days, adminId),
    storeUpload: (rows: ReportRow[], adminId: number) => storeUpload(context, rows, adminId),
    lastNightlyImport: () => lastNightlyImport(database),
  };
}

export type RevenueService = ReturnType<typeof createRevenueService>;

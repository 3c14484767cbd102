// Which lines an import reads: a day's uploaded CSV lines where there are, else the AdSense API's (a day at a
// time); the whole report checked before anything is previewed or written.
import { parisDay } from '../../../common/dates';
import { ADMIN_MESSAGES, REVENUE_MESSAGES } from '../../../common/messages';
import type { Config } from '../../platform/config';
import type { DatabaseHandle } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import type { createAdsenseClient } from './adsenseApi';
import type { ReportRow } from './csv';
import { reportProblems, sumByChannelAndDay } from './rules';
import { uploadedDaysAmong, uploadedRowsOf } from './store';

/** What every part of the import works with: the database, the configuration, the AdSense API if configured. */
export type ImportContext = {
  database: DatabaseHandle;
  config: Config;
  api: ReturnType<typeof createAdsenseClient> | null;
};

/** The report's lines, and where each of its days comes from. */
export type Report = { rows: ReportRow[]; sources: Map<string, 'csv' | 'api'> };

const PROVIDER = 'AdSense';

export const importError = (cause: string, status = 502, code = 'import_failed') =>
  new AppError(status, `${ADMIN_MESSAGES.importFailed(PROVIDER)} : ${cause}`, code);

const noReport = () => importError(REVENUE_MESSAGES.noReport, 404, 'report_not_found');

/** Refuses, before any job is queued, days no import could read: no uploaded lines and no AdSense API. */
export async function refuseDaysWithoutReport(
  { database, api }: ImportContext,
  days: string[],
): Promise<void> {
  if (api) return;
  const uploaded = new Set(await uploadedDaysAmong(database, days));
  if (days.some((day) => !uploaded.has(day))) throw noReport();
}

/**
 * Refuses a report with every reason at once (one line per day, channel and ad unit, past days, our
 * publisher), else gives its lines summed per day and channel.
 */
export function checkReport(rows: ReportRow[], config: Pick<Config, 'adsensePublisherId'>): ReportRow[] {
  const problems = reportProblems(rows, parisDay(), config.adsensePublisherId);
  if (problems.length > 0)
    throw new AppError(400, REVENUE_MESSAGES.csvInvalid(problems.join(' ; ')), 'report_refused');
  return sumByChannelAndDay(rows);
}

/** The rows of the days: uploaded ones where there are, else the API's (a day at a time). */
export async function reportFor({ database, config, api }: ImportContext, days: string[]): Promise<Report> {
  const uploaded = await uploadedRowsOf(database, days);
  const sources = new Map<string, 'csv' | 'api'>(uploaded.map((r) => [r.day, 'csv']));
  const rows = [...uploaded];
  for (const day of days.filter((d) => !sources.has(d))) {
    if (!api) throw noReport();
    try {
      rows.push(...(await api.dailyEarnings(day)).filter((r) => r.day === day));
    } catch (error) {
      throw importError((error as Error).message);
    }
    sources.set(day, 'api');
  }
  return { rows: checkReport(rows, config), sources };
}

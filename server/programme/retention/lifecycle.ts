// Once a day, in one process: the per-day counts of months past the horizon rolled into monthly rows, and the
// logs that grow every day pruned past their keep. Money history (ledger, payouts, documents, imports) is not here:
// it is never pruned.
import { Cron } from 'croner';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PARIS_TIME_ZONE } from '../../../common/constants';
import { monthStartOf, parisDay, parisDayStart } from '../../../common/dates';
import { addDays, addMonths } from '../../../common/periods';
import type { Config } from '../../platform/config';
import type { DatabaseHandle } from '../../platform/db/database';
import { finishJobRun, takeJobRun } from '../../platform/jobs/store';
import { pruneAudit, pruneJobRuns, type RetentionTask } from '../../platform/retention/store';
import { pruneOutbox } from '../../mail/service';
import {
  MONTHLY_TABLES,
  pruneFraudSignals,
  pruneFraudWindows,
  pruneRollupMarks,
  rollUpMonths,
} from './store';

export const RETENTION_JOB = 'retention';
/** 01:45 Paris: after the events' roll-up (01:15), which counts the day before first. */
const PATTERN = '45 1 * * *';

export type RetentionSettings = Config['retention'];

/** What a run did: months rolled up per table, rows pruned per table. */
export type RetentionFigures = {
  rolledUp: Record<string, { months: number; rowsBefore: number; rowsAfter: number }>;
  pruned: Record<string, number>;
};

/** The first Paris day whose counts stay per day: the first day of the oldest of the months kept per day. */
export const firstDailyDay = (today: string, months: number) => addMonths(monthStartOf(today), 1 - months);

/**
 * Rolls up and prunes as of `today` (a Paris day) unless another process took that day's run; `also` are the
 * other areas' parts (their kept sums), composed by the app.
 */
export async function runRetention(
  database: DatabaseHandle,
  today: string,
  settings: RetentionSettings,
  log?: FastifyBaseLogger,
  also: readonly RetentionTask[] = [],
) {
  if (!(await takeJobRun(database, RETENTION_JOB, today))) return { outcome: 'skipped' as const };
  try {
    const figures: RetentionFigures = { rolledUp: {}, pruned: {} };
    const dailyFrom = firstDailyDay(today, settings.statsDailyMonths);
    for (const table of MONTHLY_TABLES) {
      const { months, rowsBefore, rowsAfter } = await rollUpMonths(database, table, dailyFrom);
      figures.rolledUp[table.table] = { months: months.length, rowsBefore, rowsAfter };
    }
    const instantOf = (days: number) => parisDayStart(addDays(today, -days)).toISOString();
    figures.pruned.site_event_rollups = (await pruneRollupMarks(database, dailyFrom)).rows;
    figures.pruned.partner_fraud_signals = (
      await pruneFraudSignals(database, addDays(today, -settings.fraudSignalsDays))
    ).rows;
    figures.pruned.outbox = (await pruneOutbox(database, instantOf(settings.mailDays))).rows;
    figures.pruned.admin_audit = (await pruneAudit(database, instantOf(settings.auditDays))).rows;
    figures.pruned.job_runs = (await pruneJobRuns(database, addDays(today, -settings.jobRunsDays))).rows;
    // A window of days before today is never read again: the fraud list reads today's.
    figures.pruned.partner_fraud_windows = (await pruneFraudWindows(database, today)).rows;
    for (const task of also) Object.assign(figures.pruned, await task(database, today));
    const detail = [
      ...Object.entries(figures.rolledUp)
        .filter(([, r]) => r.months > 0)
        .map(([t, r]) => `${t} : ${r.months} mois, ${r.rowsBefore} ligne(s) en ${r.rowsAfter}`),
      ...Object.entries(figures.pruned)
        .filter(([, rows]) => rows > 0)
        .map(([t, rows]) => `${t} : ${rows} supprimée(s)`),
    ].join(' ; ');
    await finishJobRun(database, RETENTION_JOB, today, { status: 'ok', detail: detail || 'rien à faire' });
    return { outcome: 'ok' as const, figures };
  } catch (error) {
    log?.error({ err: error, day: today }, 'retention failed');
    await finishJobRun(database, RETENTION_JOB, today, {
      status: 'failed',
      detail: (error as Error).message,
    });
    return { outcome: 'failed' as const };
  }
}

export function scheduleRetention(
  database: DatabaseHandle,
  settings: RetentionSettings,
  log: FastifyBaseLogger,
  also: readonly RetentionTask[] = [],
): Cron {
  return new Cron(PATTERN, { timezone: PARIS_TIME_ZONE, protect: true }, async () => {
    await runRetention(database, parisDay(), settings, log, also);
  });
}

/** The retention's schedule, stopped with the app; `also`: the other areas' parts. */
export const retentionPlugin = fp(async (app: FastifyInstance, { also = [] }: { also?: RetentionTask[] }) => {
  const job = scheduleRetention(app.database, app.config.retention, app.log, also);
  app.addHook('onClose', async () => job.stop());
});

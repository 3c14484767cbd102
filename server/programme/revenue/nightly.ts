// The nightly import at 00:30 Europe/Paris of the day before, run once even with several server processes; a night
// that failed (or never ran) is tried again every hour, at :30, for a week, until it succeeds.
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { NIGHTLY_IMPORT, PARIS_TIME_ZONE } from '../../../common/constants';
import { parisDay } from '../../../common/dates';
import { addDays } from '../../../common/periods';
import { formatEuros } from '../../../common/money';
import type { LastImport } from '../../../common/revenue';
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import { queueMessage } from '../../mail/outbox';
import { TO_ADMINS } from '../../../common/mail';
import { metricsOf } from '../../platform/metrics/registry';
import type { RevenueService } from './service';
import { failedJobDays, finishJobRun, lastJobRun, retakeJobRun, takeJobRun } from '../../platform/jobs/store';

export const NIGHTLY_JOB = 'adsense-import';
export const NIGHTLY_PATTERN = `${NIGHTLY_IMPORT.minute} ${NIGHTLY_IMPORT.hour} * * *`;
/** Every other hour at the same minute: the nightly run itself is the first try. */
export const RETRY_PATTERN = `${NIGHTLY_IMPORT.minute} ${NIGHTLY_IMPORT.hour + 1}-23 * * *`;
/** Nights retried: older ones are left to the admin (the CSV upload, or an import by hand). */
export const RETRY_DAYS = 7;
/** A run still `running` this long after it started belongs to a process that died. */
const STALE_RUN_MS = 2 * 3_600_000;

type Outcome = 'ok' | 'failed';

/** Imports the night `day` whose run this process holds, and records the outcome on the run. */
async function importNight(
  database: DatabaseHandle,
  revenue: RevenueService,
  day: string,
  log?: FastifyBaseLogger,
): Promise<Outcome> {
  let status: Outcome = 'ok';
  let detail: string;
  try {
    const result = await revenue.importDay(day);
    detail = `${result.updated} partenaire(s), ${formatEuros(result.totalEarnings_cents)} au total`;
  } catch (error) {
    status = 'failed';
    detail = (error as Error).message;
    log?.error({ err: error, day }, 'import AdSense de la nuit en échec');
  }
  metricsOf(database)?.nightlyImports.inc({ outcome: status });
  await inTransaction(database, async (tx) => {
    await finishJobRun(tx, NIGHTLY_JOB, day, { status, detail });
    // Once per night, however many times it is retried.
    if (status === 'failed')
      await queueMessage(tx, {
        kind: 'admin_import_failed',
        to: TO_ADMINS,
        causeKey: `adsense-import-${day}`,
        data: { day, error: detail },
      });
  });
  return status;
}

/** Runs the import of `day` unless another process already took it (the job_runs row is the lock). */
export async function runNightlyImport(
  database: DatabaseHandle,
  revenue: RevenueService,
  day: string,
  log?: FastifyBaseLogger,
) {
  if (!(await takeJobRun(database, NIGHTLY_JOB, day))) return 'skipped' as const;
  return importNight(database, revenue, day, log);
}

/**
 * Tries again, at `now`, each night of the last week that failed, and the last night if it never ran; a night
 * another process is retrying is left to it. The outcome of each night tried.
 */
export async function retryNightlyImports(
  database: DatabaseHandle,
  revenue: RevenueService,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<Record<string, Outcome>> {
  const today = parisDay(now);
  const nights = new Set(await failedJobDays(database, NIGHTLY_JOB, addDays(today, -RETRY_DAYS)));
  nights.add(addDays(today, -1));
  const staleBefore = new Date(now.getTime() - STALE_RUN_MS).toISOString();
  const outcomes: Record<string, Outcome> = {};
  for (const day of [...nights].sort())
    if (await retakeJobRun(database, NIGHTLY_JOB, day, staleBefore))
      outcomes[day] = await importNight(database, revenue, day, log);
  return outcomes;
}

/** When a failed night `day` is next tried after `now`, or null once it is past the retried week. */
export function nextNightlyRetry(day: string, now: Date = new Date()): string | null {
  const next = new Cron(RETRY_PATTERN, { timezone: PARIS_TIME_ZONE, paused: true }).nextRun(now);
  if (!next || addDays(parisDay(next), -RETRY_DAYS) > day) return null;
  return next.toISOString();
}

/** The last nightly run as the admin sees it: ok, running or failed, and when a failed one is tried next. */
export async function lastNightlyImport(database: DatabaseHandle): Promise<LastImport> {
  const last = await lastJobRun(database, NIGHTLY_JOB);
  if (!last) return null;
  const status = last.status === 'ok' || last.status === 'running' ? last.status : 'failed';
  return { ...last, status, next_retry_at: status === 'ok' ? null : nextNightlyRetry(last.day) };
}

export function scheduleNightlyImport(
  database: DatabaseHandle,
  revenue: RevenueService,
  log: FastifyBaseLogger,
): { stop(): void } {
  const jobs = [
    new Cron(NIGHTLY_PATTERN, { timezone: PARIS_TIME_ZONE, protect: true }, async () => {
      await runNightlyImport(database, revenue, addDays(parisDay(), -1), log);
    }),
    new Cron(RETRY_PATTERN, { timezone: PARIS_TIME_ZONE, protect: true }, async () => {
      await retryNightlyImports(database, revenue, new Date(), log);
    }),
  ];
  return { stop: () => jobs.forEach((job) => job.stop()) };
}

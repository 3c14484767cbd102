// The nightly import at 00:30 Europe/Paris of the day before, run once even with several server processes; a night
// that failed (or never ran) is tried again every hour, at :30, for a week, until it succeeds. Each process's
// schedule queues the night as a job (once per night and tick): one runner runs it, with its progress, and a job
// whose runner died is taken again and resumed.
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { NIGHTLY_IMPORT, PARIS_TIME_ZONE } from '../../../common/constants';
import { parisDay } from '../../../common/dates';
import { addDays } from '../../../common/periods';
import { formatEuros } from '../../../common/money';
import type { LastImport, RevenueImportResult } from '../../../common/revenue';
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import { queueMessage } from '../../mail/outbox';
import { TO_ADMINS } from '../../../common/mail';
import { metricsOf } from '../../platform/metrics/registry';
import { jobOwner, JobInterrupted, type JobHandler } from '../../platform/jobs/runner';
import type { JobService } from '../../platform/jobs/service';
import type { ImportRun } from './crediting';
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
  run?: ImportRun,
): Promise<{ status: Outcome; result: RevenueImportResult | null; error?: unknown }> {
  let status: Outcome = 'ok';
  let detail: string;
  let result: RevenueImportResult | null = null;
  let failure: unknown;
  try {
    result = await revenue.importDays([day], undefined, run);
    detail = `${result.updated} partenaire(s), ${formatEuros(result.totalEarnings_cents)} au total`;
  } catch (error) {
    // The job left this runner: the night stays running, the run taken again finishes it.
    if (error instanceof JobInterrupted) throw error;
    failure = error;
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
  return { status, result, ...(status === 'failed' && { error: failure }) };
}

/** Runs the import of `day` unless another process already took it (the job_runs row is the lock). */
export async function runNightlyImport(
  database: DatabaseHandle,
  revenue: RevenueService,
  day: string,
  log?: FastifyBaseLogger,
) {
  if (!(await takeJobRun(database, NIGHTLY_JOB, day))) return 'skipped' as const;
  return (await importNight(database, revenue, day, log)).status;
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
  const staleBefore = new Date(now.getTime() - STALE_RUN_MS).toISOString();
  const outcomes: Record<string, Outcome> = {};
  for (const day of await nightsToRetry(database, now))
    if (await retakeJobRun(database, NIGHTLY_JOB, day, staleBefore))
      outcomes[day] = (await importNight(database, revenue, day, log)).status;
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

/** The nightly import as a job: the night it imports (the first run and each hourly retry alike). */
export const NIGHT_JOB = 'nightly-import';
export type NightPayload = { day: string };

/** What the admin reads of a night's job once done: the night, its outcome, the import's result when it ran. */
export type NightResult = { day: string; outcome: Outcome | 'skipped'; import: RevenueImportResult | null };

/**
 * The night `day` as a job run by one runner across processes: its run taken (again when failed, left running by a
 * process that died, or by this job's own dead runner), then the import with the lines done told and resumed
 * from the job's checkpoint. A failed night fails the job with its error.
 */
export const nightJobHandler =
  (database: DatabaseHandle, revenue: RevenueService, log?: FastifyBaseLogger): JobHandler =>
  async (payload, job): Promise<NightResult> => {
    const { day } = payload as NightPayload;
    const owner = jobOwner(job.id);
    const staleBefore = new Date(Date.now() - STALE_RUN_MS).toISOString();
    if (!(await retakeJobRun(database, NIGHTLY_JOB, day, staleBefore, owner)))
      return { day, outcome: 'skipped', import: null };
    const night = await importNight(database, revenue, day, log, {
      progress: (done, total) => job.progress(done, total),
      saved: job.saved as RevenueImportResult | null,
      save: (tx, outcome) => job.save(tx, outcome),
      owner,
    });
    if (night.status === 'failed') throw night.error;
    return { day, outcome: night.status, import: night.result };
  };

/** Queues the night `day` for the schedule's tick `at`: one job per night and tick, whichever process asks. */
export const queueNight = (jobs: JobService, day: string, at: Date) =>
  jobs.enqueue({
    kind: NIGHT_JOB,
    payload: { day } satisfies NightPayload,
    onceKey: `${day}@${at.toISOString().slice(0, 13)}`,
  });

/** The nights the hourly retry tries at `now`: the failed ones of the last week, and the last one if it never ran. */
export async function nightsToRetry(database: DatabaseHandle, now: Date): Promise<string[]> {
  const today = parisDay(now);
  const nights = new Set(await failedJobDays(database, NIGHTLY_JOB, addDays(today, -RETRY_DAYS)));
  nights.add(addDays(today, -1));
  return [...nights].sort();
}

/** The schedule of every process queues the night's job; the runner of one process runs it. */
export function scheduleNightlyImport(
  database: DatabaseHandle,
  jobs: JobService,
  log: FastifyBaseLogger,
): { stop(): void } {
  const queue = async (nights: string[]) => {
    const at = new Date();
    for (const day of nights)
      await queueNight(jobs, day, at).catch((error: unknown) =>
        log.error({ err: error, day }, 'import de la nuit non mis en file'),
      );
  };
  const crons = [
    new Cron(NIGHTLY_PATTERN, { timezone: PARIS_TIME_ZONE, protect: true }, async () => {
      await queue([addDays(parisDay(), -1)]);
    }),
    new Cron(RETRY_PATTERN, { timezone: PARIS_TIME_ZONE, protect: true }, async () => {
      await queue(await nightsToRetry(database, new Date()));
    }),
  ];
  return { stop: () => crons.forEach((cron) => cron.stop()) };
}

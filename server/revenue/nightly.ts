// The nightly import at 00:30 Europe/Paris of the day before, run once even with several server processes.
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { NIGHTLY_IMPORT, PARIS_TIME_ZONE } from '../../common/constants';
import { parisDay } from '../../common/dates';
import { addDays } from '../../common/periods';
import type { DatabaseHandle } from '../db/database';
import type { RevenueService } from './service';
import { finishJobRun, takeJobRun } from '../jobs/store';

export const NIGHTLY_JOB = 'adsense-import';
export const NIGHTLY_PATTERN = `${NIGHTLY_IMPORT.minute} ${NIGHTLY_IMPORT.hour} * * *`;

/** Runs the import of `day` unless another process already took it (the job_runs row is the lock). */
export async function runNightlyImport(
  database: DatabaseHandle,
  revenue: RevenueService,
  day: string,
  log?: FastifyBaseLogger,
) {
  if (!(await takeJobRun(database, NIGHTLY_JOB, day))) return 'skipped' as const;
  let status: 'ok' | 'failed' = 'ok';
  let detail: string;
  try {
    const result = await revenue.importDay(day);
    detail = `${result.updated} partenaire(s), ${result.totalEarnings_cents} centimes`;
  } catch (error) {
    status = 'failed';
    detail = (error as Error).message;
    log?.error({ err: error, day }, 'import AdSense de la nuit en échec');
  }
  await finishJobRun(database, NIGHTLY_JOB, day, { status, detail });
  return status;
}

export function scheduleNightlyImport(
  database: DatabaseHandle,
  revenue: RevenueService,
  log: FastifyBaseLogger,
): Cron {
  return new Cron(NIGHTLY_PATTERN, { timezone: PARIS_TIME_ZONE, protect: true }, async () => {
    await runNightlyImport(database, revenue, addDays(parisDay(), -1), log);
  });
}

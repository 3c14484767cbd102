// Once a day, in one process: past days' events counted for good, then raw events past their retention pruned.
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { PARIS_TIME_ZONE } from '../../../common/constants';
import { parisDay } from '../../../common/dates';
import { addDays } from '../../../common/periods';
import type { DatabaseHandle } from '../../platform/db/database';
import { finishJobRun, takeJobRun } from '../../platform/jobs/store';
import { pruneSiteEvents, rollUpEventDays } from './rollup/store';

export const EVENTS_JOB = 'site-events-rollup';
/** 01:15 Paris: the day before is over, and clear of the nightly import at 00:30. */
const PATTERN = '15 1 * * *';
/** Rows per delete: each statement holds the table a few milliseconds, never minutes. */
export const EVENTS_PRUNE_BATCH = 5000;

type Options = { retentionDays: number; batchSize?: number; log?: FastifyBaseLogger };

/** Rolls up and prunes as of `today` (a Paris day) unless another process took that day's run. */
export async function runEventsLifecycle(
  database: DatabaseHandle,
  today: string,
  { retentionDays, batchSize = EVENTS_PRUNE_BATCH, log }: Options,
) {
  if (!(await takeJobRun(database, EVENTS_JOB, today))) return 'skipped' as const;
  try {
    const days = await rollUpEventDays(database, today);
    const pruned = await pruneSiteEvents(database, addDays(today, -retentionDays), batchSize);
    const detail = `${days.length} jour(s) comptés, ${pruned.rows} événement(s) supprimé(s) en ${pruned.statements} requête(s)`;
    await finishJobRun(database, EVENTS_JOB, today, { status: 'ok', detail });
    return 'ok' as const;
  } catch (error) {
    log?.error({ err: error, day: today }, 'site events rollup failed');
    await finishJobRun(database, EVENTS_JOB, today, { status: 'failed', detail: (error as Error).message });
    return 'failed' as const;
  }
}

export function scheduleEventsLifecycle(
  database: DatabaseHandle,
  retentionDays: number,
  log: FastifyBaseLogger,
): Cron {
  return new Cron(PATTERN, { timezone: PARIS_TIME_ZONE, protect: true }, async () => {
    await runEventsLifecycle(database, parisDay(), { retentionDays, log });
  });
}

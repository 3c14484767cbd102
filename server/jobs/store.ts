// Kysely queries of scheduled jobs' runs: the row of a job and day is its lock across processes.
import type { DatabaseHandle } from '../db/database';

/** Takes the job's run of a day; false when another process already took it (the row is the lock). */
export async function takeJobRun({ db }: DatabaseHandle, job: string, day: string): Promise<boolean> {
  const taken = await db
    .insertInto('job_runs')
    .values({ job, day, status: 'running' })
    .onConflict((oc) => oc.columns(['job', 'day']).doNothing())
    .executeTakeFirst();
  return Number(taken.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function finishJobRun(
  { db }: DatabaseHandle,
  job: string,
  day: string,
  result: { status: 'ok' | 'failed'; detail: string },
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ ...result, at: new Date().toISOString() })
    .where('job', '=', job)
    .where('day', '=', day)
    .execute();
}

export async function lastJobRun({ db }: DatabaseHandle, job: string) {
  return db
    .selectFrom('job_runs')
    .select(['day', 'status', 'detail', 'at'])
    .where('job', '=', job)
    .orderBy('day', 'desc')
    .executeTakeFirst();
}

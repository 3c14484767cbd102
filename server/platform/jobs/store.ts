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

/**
 * Takes a run again when it is missing, failed, or still `running` since before `staleBefore` (its process died):
 * one process wins the row's update, the others get false.
 */
export async function retakeJobRun(
  database: DatabaseHandle,
  job: string,
  day: string,
  staleBefore: string,
): Promise<boolean> {
  if (await takeJobRun(database, job, day)) return true;
  const retaken = await database.db
    .updateTable('job_runs')
    .set({ status: 'running', at: new Date().toISOString() })
    .where('job', '=', job)
    .where('day', '=', day)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'failed'),
        eb.and([eb('status', '=', 'running'), eb('at', '<', staleBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(retaken.numUpdatedRows) > 0;
}

/** The days since `fromDay` whose run failed, oldest first. */
export async function failedJobDays({ db }: DatabaseHandle, job: string, fromDay: string): Promise<string[]> {
  const rows = await db
    .selectFrom('job_runs')
    .select('day')
    .where('job', '=', job)
    .where('day', '>=', fromDay)
    .where('status', '=', 'failed')
    .orderBy('day')
    .execute();
  return rows.map((r) => r.day);
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

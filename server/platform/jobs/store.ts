// Kysely queries of the jobs: scheduled jobs' runs (the row of a job and day is its lock across processes), and
// the queue of long tasks, each claimed by one runner with a lease.
import { sql, type Selectable } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { JobFileTable, JobTable } from '../db/schema';

/**
 * Takes the job's run of a day; false when another process already took it (the row is the lock). An `owner` (a
 * queued job) is written in the running row's detail, so that the job, taken again after its runner died, takes
 * back its own run.
 */
export async function takeJobRun(
  { db }: DatabaseHandle,
  job: string,
  day: string,
  owner?: string,
): Promise<boolean> {
  const taken = await db
    .insertInto('job_runs')
    .values({ job, day, status: 'running', detail: owner ?? null })
    .onConflict((oc) => oc.columns(['job', 'day']).doNothing())
    .executeTakeFirst();
  return Number(taken.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Takes a run again when it is missing, failed, or still `running` since before `staleBefore` (its process died) or
 * for `owner` (the same job, taken again): one process wins the row's update, the others get false.
 */
export async function retakeJobRun(
  database: DatabaseHandle,
  job: string,
  day: string,
  staleBefore: string,
  owner?: string,
): Promise<boolean> {
  if (await takeJobRun(database, job, day, owner)) return true;
  const retaken = await database.db
    .updateTable('job_runs')
    .set({ status: 'running', at: new Date().toISOString(), ...(owner !== undefined && { detail: owner }) })
    .where('job', '=', job)
    .where('day', '=', day)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'failed'),
        eb.and([eb('status', '=', 'running'), eb('at', '<', staleBefore)]),
        ...(owner === undefined ? [] : [eb.and([eb('status', '=', 'running'), eb('detail', '=', owner)])]),
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

export type JobRecord = Selectable<JobTable>;

/** Queues a job; with a `onceKey` already queued for the kind, the job already there (asked once). */
export async function insertJob(
  { db }: DatabaseHandle,
  job: { kind: string; payload: string; once_key?: string | null; created_by?: number | null },
): Promise<JobRecord> {
  const inserted = await db
    .insertInto('jobs')
    .values(job)
    .onConflict((oc) => oc.columns(['kind', 'once_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', job.kind)
    .where('once_key', '=', job.once_key ?? '')
    .executeTakeFirstOrThrow();
}

/** Jobs a runner may take at `now`: queued, or running for a runner whose lease ran out (it died). */
const takeable = (now: string) =>
  sql<boolean>`(status = 'queued' or (status = 'running' and locked_until < ${now}))`;

export async function takeableJobIds(
  { db }: DatabaseHandle,
  kinds: string[],
  now: string,
  limit: number,
): Promise<number[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', kinds)
    .where(takeable(now))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes job `id` for `runner` until `lockedUntil`, counting the attempt; undefined when another runner took it
 * first (the condition is checked again on the row itself, so one UPDATE wins on either database).
 */
export async function claimJob(
  { db }: DatabaseHandle,
  id: number,
  { now, lockedUntil, runner }: { now: string; lockedUntil: string; runner: string },
): Promise<JobRecord | undefined> {
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      locked_until: lockedUntil,
      runner,
      attempts: eb('attempts', '+', 1),
      started_at: eb.fn.coalesce('started_at', eb.val(now)),
    }))
    .where('id', '=', id)
    .where(takeable(now))
    .returningAll()
    .executeTakeFirst();
}

/**
 * The runner holding the job says how far it is and that it is alive (its lease extended), or saves where a later
 * run would resume (in the transaction of the step it finished); false when it no longer holds the job.
 */
export async function recordProgress(
  { db }: DatabaseHandle,
  id: number,
  runner: string,
  progress: { locked_until?: string; done?: number; total?: number; checkpoint?: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('jobs')
    .set(progress)
    .where('id', '=', id)
    .where('runner', '=', runner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Ends a job: done with its result, or failed with its error; only by the runner holding it. */
export async function finishJob(
  { db }: DatabaseHandle,
  id: number,
  runner: string | null,
  outcome: Pick<JobRecord, 'status' | 'result' | 'error'> & { done?: number },
): Promise<boolean> {
  let update = db
    .updateTable('jobs')
    .set({
      ...outcome,
      locked_until: null,
      finished_at: new Date().toISOString(),
      // A failed job no longer holds its once-key: the same work may be asked again.
      ...(outcome.status === 'failed' && { once_key: null }),
    })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running']);
  if (runner !== null) update = update.where('runner', '=', runner);
  const finished = await update.executeTakeFirst();
  return Number(finished.numUpdatedRows) > 0;
}

export async function findJob({ db }: DatabaseHandle, id: number): Promise<JobRecord | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The latest jobs of a kind, newest first. */
export async function latestJobs({ db }: DatabaseHandle, kind: string, limit: number): Promise<JobRecord[]> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type JobFileRecord = Selectable<JobFileTable>;

/** The file a job produced, written in the transaction of its last step (again by a run taken again). */
export async function saveJobFile(
  { db }: DatabaseHandle,
  file: Pick<JobFileRecord, 'job_id' | 'name' | 'media_type' | 'content'>,
): Promise<void> {
  await db
    .insertInto('job_files')
    .values(file)
    .onConflict((oc) =>
      oc
        .column('job_id')
        .doUpdateSet({ name: file.name, media_type: file.media_type, content: file.content }),
    )
    .execute();
}

export async function findJobFile({ db }: DatabaseHandle, jobId: number): Promise<JobFileRecord | undefined> {
  return db.selectFrom('job_files').selectAll().where('job_id', '=', jobId).executeTakeFirst();
}

/** Files produced before `before` are dropped: an export is downloaded soon after it is made, or made again. */
export async function dropJobFilesBefore({ db }: DatabaseHandle, before: string): Promise<void> {
  await db.deleteFrom('job_files').where('created_at', '<', before).execute();
}

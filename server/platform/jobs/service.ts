// The queue of long jobs as the app uses it: queue one (the runner of this process told at once), read it as
// the admin follows it, and wait a little for it when a caller would rather have its result.
import { setTimeout as pause } from 'node:timers/promises';
import type { Job } from '../../../common/jobs';
import { HTTP_MESSAGES } from '../../../common/messages';
import type { DatabaseHandle } from '../db/database';
import { AppError } from '../http/errors';
import type { JobRunner } from './runner';
import { findJob, insertJob, latestJobs, type JobRecord } from './store';

const WAIT_STEP_MS = 50;

export function jobAnswer(row: JobRecord): Job {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as Job['status'],
    done: Number(row.done),
    total: row.total === null ? null : Number(row.total),
    result: row.result === null ? null : (JSON.parse(row.result) as unknown),
    error: row.error,
    attempts: Number(row.attempts),
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
  };
}

export type NewJob = { kind: string; payload: unknown; onceKey?: string; createdBy?: number };

export function createJobService(database: DatabaseHandle, runner: JobRunner) {
  const service = {
    runner,
    /** Queues a job (once per `onceKey`) and wakes this process's runner. */
    async enqueue({ kind, payload, onceKey, createdBy }: NewJob): Promise<Job> {
      const row = await insertJob(database, {
        kind,
        payload: JSON.stringify(payload),
        once_key: onceKey ?? null,
        created_by: createdBy ?? null,
      });
      void runner.runDue();
      return jobAnswer(row);
    },
    async find(id: number): Promise<Job | undefined> {
      const row = await findJob(database, id);
      return row && jobAnswer(row);
    },
    async findOrThrow(id: number): Promise<Job> {
      const job = await service.find(id);
      if (!job) throw new AppError(404, HTTP_MESSAGES[404], 'job_not_found');
      return job;
    },
    latest: async (kind: string, limit = 20) => (await latestJobs(database, kind, limit)).map(jobAnswer),
    /** The job once it is over, or as it stands after `ms` (whichever runner, in whichever process, runs it). */
    async waitFor(id: number, ms: number): Promise<Job> {
      const until = Date.now() + ms;
      let job = await service.findOrThrow(id);
      while ((job.status === 'queued' || job.status === 'running') && Date.now() < until) {
        await pause(WAIT_STEP_MS);
        job = await service.findOrThrow(id);
      }
      return job;
    },
  };
  return service;
}

export type JobService = ReturnType<typeof createJobService>;

/** A failed job's error as the call that waited for it would have thrown it: same status, code and French text. */
export function jobError(job: Job): AppError {
  const { statusCode = 500, code } = (job.result ?? {}) as { statusCode?: number; code?: string };
  return new AppError(statusCode, job.error ?? HTTP_MESSAGES[500], code);
}

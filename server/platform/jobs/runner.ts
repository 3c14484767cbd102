// The runner of long jobs, in every process: it polls the queue, claims one job at a time with a lease (so one
// runner across processes runs it), keeps the lease alive while the job runs, and records its progress and its
// outcome. A job whose runner died (its lease ran out) is taken again by any runner: handlers resume, never
// repeat, what they already wrote. Stopping a process hands its job back to the queue.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { HTTP_MESSAGES } from '../../../common/messages';
import type { DatabaseHandle } from '../db/database';
import { AppError } from '../http/errors';
import { claimJob, finishJob, recordProgress, takeableJobIds, type JobRecord } from './store';

/** What a handler is given besides its payload. */
export type JobContext = {
  id: number;
  /** The run under way: 2 or more when a runner died during an earlier one. */
  attempt: number;
  /** Lines done out of `total`; throws JobInterrupted when this runner no longer holds the job. */
  progress(done: number, total?: number): Promise<void>;
  /** What an earlier run saved, or null. */
  saved: unknown;
  /**
   * Saves where a later run resumes, in the transaction `tx` of the step just done (throws JobInterrupted, so the
   * step rolls back, when this runner no longer holds the job).
   */
  save(tx: DatabaseHandle, state: unknown): Promise<void>;
};

export type JobHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

/** A queued job as the owner of a scheduled run it takes (written in the run's row while it runs). */
export const jobOwner = (id: number) => `tâche ${id}`;

/** The job left this runner (its process stops, or its lease was lost): it is not failed, another run resumes it. */
export class JobInterrupted extends Error {}

/** How long a claim holds a job without news from its runner; the runner renews it well before. */
export const JOB_LEASE_MS = 60_000;
/** Runs begun, interrupted ones included, after which a job is failed rather than taken again. */
export const JOB_MAX_ATTEMPTS = 3;
const POLL_MS = 1_000;

export const JOB_MESSAGES = {
  abandoned: `Tâche abandonnée : interrompue ${JOB_MAX_ATTEMPTS} fois sans aboutir`,
} as const;

/** A failure as the admin reads it: the French message of an AppError, never the text of an unexpected error. */
function failureOf(error: unknown): { error: string; result: string } {
  if (!(error instanceof AppError))
    return { error: HTTP_MESSAGES[500], result: JSON.stringify({ statusCode: 500 }) };
  return { error: error.message, result: JSON.stringify({ statusCode: error.statusCode, code: error.code }) };
}

export type JobRunnerOptions = {
  database: DatabaseHandle;
  log?: FastifyBaseLogger | undefined;
  leaseMs?: number;
  pollMs?: number;
  /** This runner's name in the jobs it claims. */
  name?: string;
};

export type JobRunner = ReturnType<typeof createJobRunner>;

export function createJobRunner({
  database,
  log,
  leaseMs = JOB_LEASE_MS,
  pollMs = POLL_MS,
  name = randomUUID(),
}: JobRunnerOptions) {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<number> | undefined;
  let stopping = false;
  let again = false;
  const leaseFrom = (now: number) => new Date(now + leaseMs).toISOString();

  async function run(job: JobRecord): Promise<void> {
    const handler = handlers.get(job.kind)!;
    if (job.attempts > JOB_MAX_ATTEMPTS) {
      await finishJob(database, job.id, name, {
        status: 'failed',
        error: JOB_MESSAGES.abandoned,
        result: null,
      });
      return;
    }
    let held = true;
    const check = () => {
      if (stopping || !held) throw new JobInterrupted();
    };
    const heartbeat = setInterval(() => {
      recordProgress(database, job.id, name, { locked_until: leaseFrom(Date.now()) })
        .then((kept) => (held &&= kept))
        .catch((error: unknown) => log?.warn({ err: error, job: job.id }, 'bail de la tâche non prolongé'));
    }, leaseMs / 3).unref();
    const context: JobContext = {
      id: job.id,
      attempt: job.attempts,
      async progress(done, total) {
        check();
        held &&= await recordProgress(database, job.id, name, {
          locked_until: leaseFrom(Date.now()),
          done,
          ...(total !== undefined && { total }),
        });
        // A turn for the requests waiting: on SQLite's one connection they would queue behind every step.
        await new Promise((resolve) => setImmediate(resolve));
        check();
      },
      saved: job.checkpoint === null ? null : (JSON.parse(job.checkpoint) as unknown),
      async save(tx, state) {
        if (!(await recordProgress(tx, job.id, name, { checkpoint: JSON.stringify(state) })))
          throw new JobInterrupted();
      },
    };
    try {
      const result = await handler(JSON.parse(job.payload), context);
      await finishJob(database, job.id, name, {
        status: 'done',
        result: JSON.stringify(result ?? null),
        error: null,
      });
    } catch (error) {
      if (error instanceof JobInterrupted) {
        // Back in the queue at once for another runner (nothing to wait for when the lease is still ours).
        if (held) await releaseJob(job.id);
        return;
      }
      if (!(error instanceof AppError && error.statusCode < 500))
        log?.error({ err: error, job: job.id, kind: job.kind }, 'tâche en échec');
      await finishJob(database, job.id, name, { status: 'failed', ...failureOf(error) });
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function releaseJob(id: number) {
    await recordProgress(database, id, name, { locked_until: new Date(0).toISOString() });
  }

  /** Takes and runs due jobs one after the other until none is left; answers how many this runner ran. */
  async function drain(): Promise<number> {
    let ran = 0;
    while (!stopping) {
      again = false;
      const now = Date.now();
      const ids = await takeableJobIds(database, [...handlers.keys()], new Date(now).toISOString(), 5);
      let claimed: JobRecord | undefined;
      for (const id of ids) {
        claimed = await claimJob(database, id, {
          now: new Date(now).toISOString(),
          lockedUntil: leaseFrom(now),
          runner: name,
        });
        if (claimed) break;
      }
      if (!claimed) return ran;
      await run(claimed);
      ran++;
    }
    return ran;
  }

  const runner = {
    name,
    /** The handler of a kind of job; a runner takes only the kinds it has a handler for. */
    handle(kind: string, handler: JobHandler): void {
      handlers.set(kind, handler);
    },
    /** One pass, or the one under way (then another right after it: a job may have been queued meanwhile). */
    runDue(): Promise<number> {
      if (pass) {
        again = true;
        return pass;
      }
      const current = drain()
        .catch((error: unknown) => {
          log?.error({ err: error }, 'file des tâches illisible');
          return 0;
        })
        .finally(() => {
          pass = undefined;
          if (again && !stopping) void runner.runDue();
        });
      pass = current;
      return current;
    },
    start(): void {
      stopping = false;
      timer ??= setInterval(() => void runner.runDue(), pollMs).unref();
    },
    /** Stops polling; the job under way is handed back at its next progress (or finishes first). */
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await pass;
    },
  };
  return runner;
}

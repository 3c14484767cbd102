// Long work run out of requests: a job as the admin follows it (lines done out of the total, then its result or
// its error in French), and the answer of a call that started one.
import { z } from './zod';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  /** Lines done so far, out of `total` (null until the job has counted them). */
  done: z.number().int(),
  total: z.number().int().nullable(),
  /** What the job answers once done (the import's result), else null. */
  result: z.unknown().nullable(),
  /** Why it failed, in French; null otherwise. */
  error: z.string().nullable(),
  /** Runs begun: more than one when a runner died and another took the job again. */
  attempts: z.number().int(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** 202 of a call that started a job: the job, and the URL to follow it at. */
export const jobStartedSchema = z.object({ job: jobSchema, url: z.string() });
export type JobStarted = z.infer<typeof jobStartedSchema>;

/** GET /api/admin/jobs?kind: the latest jobs of a kind. */
export const jobsQuerySchema = z.object({ kind: z.string().min(1).max(64) });

/** The URL a started job is followed at. */
export const jobUrl = (id: number) => `/api/admin/jobs/${id}`;

/** `Prefer: respond-async` (RFC 7240): the caller wants the job at once, never the result it could wait for. */
export const RESPOND_ASYNC = 'respond-async';

// A call that starts a job answers as its spec does when the job ends within a few seconds (its result, or its
// error), else 202 with the job to follow; `Prefer: respond-async` (RFC 7240) asks for the 202 at once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jobUrl, RESPOND_ASYNC, type Job } from '../../../common/jobs';
import { jobError, type JobService } from './service';

/** How long a call without `Prefer: respond-async` waits for its job, to answer its result as the spec does. */
export const JOB_WAIT_MS = 5_000;

export const prefersAsync = (request: FastifyRequest) =>
  String(request.headers.prefer ?? '')
    .toLowerCase()
    .includes(RESPOND_ASYNC);

/**
 * The job once done (the caller answers its result), its error thrown when it failed; or null once 202 and
 * `Location` are sent (the job still runs, or the caller asked not to wait).
 */
export async function doneOrStarted(
  jobs: JobService,
  request: FastifyRequest,
  reply: FastifyReply,
  queued: Job,
  waitMs = JOB_WAIT_MS,
): Promise<Job | null> {
  const job = prefersAsync(request) ? queued : await jobs.waitFor(queued.id, waitMs);
  if (job.status === 'done') return job;
  if (job.status === 'failed') throw jobError(job);
  const url = jobUrl(job.id);
  await reply.code(202).header('location', url).send({ data: { job, url } });
  return null;
}

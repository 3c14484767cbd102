// A job started on the server, followed here: read at its URL until it ends, each reading told; its result read by
// the caller's schema, or its French error thrown.
import { jobSchema, type Job } from '../../common/jobs';
import type { z } from '../../common/zod';
import { apiGet } from './client';

/** How often a running job is asked how far it is. */
export const JOB_POLL_MS = 500;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function followJob<T extends z.ZodType>(
  url: string,
  result: T,
  onRead: (job: Job) => void,
  failed: string,
): Promise<z.infer<T>> {
  for (;;) {
    const job = await apiGet(url, jobSchema);
    onRead(job);
    if (job.status === 'done') return result.parse(job.result) as z.infer<T>;
    if (job.status === 'failed') throw new Error(job.error ?? failed);
    await pause(JOB_POLL_MS);
  }
}

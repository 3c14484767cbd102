// The revenue import as a job: the days of its payload credited with the lines done told, resumed from what an
// earlier run saved when its runner died.
import type { RevenueImportResult } from '../../../common/revenue';
import { jobOwner, type JobHandler } from '../../platform/jobs/runner';
import type { RevenueService } from './service';

export const IMPORT_JOB = 'revenue-import';

export type ImportPayload = { days: string[]; adminId?: number };

export const importJobHandler =
  (revenue: RevenueService): JobHandler =>
  (payload, job) => {
    const { days, adminId } = payload as ImportPayload;
    return revenue.importDays(days, adminId, {
      progress: (done, total) => job.progress(done, total),
      saved: job.saved as RevenueImportResult | null,
      save: (tx, outcome) => job.save(tx, outcome),
      owner: jobOwner(job.id),
    });
  };

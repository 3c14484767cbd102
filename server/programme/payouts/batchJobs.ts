// The SEPA batch's long work as jobs the admin follows: gathering a batch, marking it paid (payouts done of N, a
// checkpoint in each slice's transaction, so a run taken again never pays twice), and its transfer file exported.
import type { Config } from '../../platform/config';
import type { DatabaseHandle } from '../../platform/db/database';
import type { JobHandler } from '../../platform/jobs/runner';
import { dropJobFilesBefore, findJobFile, saveJobFile } from '../../platform/jobs/store';
import { inTransaction } from '../../platform/db/database';
import { decryptIban, encryptIban } from '../partners/ibanCipher';
import type { PayoutBatch, SepaExportResult } from '../../../common/admin';
import { batchSepaXml, createBatch, markBatchAsPaid, type PaidState } from './batchService';

export const BATCH_JOB = 'payout-batch';
export const BATCH_PAID_JOB = 'payout-batch-paid';
export const SEPA_EXPORT_JOB = 'sepa-export';

export type BatchPayload = { adminId: number; at: string };
export type BatchPaidPayload = { adminId: number; batchId: number; reference: string };
export type SepaExportPayload = { batchId: number };

/** How long a produced file is kept for its download. */
const FILE_KEPT_MS = 24 * 3_600_000;

export const exportFileUrl = (jobId: number) => `/api/admin/payouts/exports/${jobId}`;

/** The handlers of the batch's jobs, for the runner of each process. */
export function batchJobHandlers(
  database: DatabaseHandle,
  config: Pick<Config, 'ibanKey' | 'sepaDebtor'>,
): Record<string, JobHandler> {
  return {
    [BATCH_JOB]: (payload, job) => {
      const { adminId, at } = payload as BatchPayload;
      return createBatch(database, adminId, new Date(at), {
        progress: (done, total) => job.progress(done, total),
        saved: job.saved as PayoutBatch | null,
        save: (tx, state) => job.save(tx, state),
      });
    },
    [BATCH_PAID_JOB]: (payload, job) => {
      const { adminId, batchId, reference } = payload as BatchPaidPayload;
      return markBatchAsPaid(database, adminId, batchId, reference, config.ibanKey, {
        progress: (done, total) => job.progress(done, total),
        saved: job.saved as PaidState | null,
        save: (tx, state) => job.save(tx, state),
      });
    },
    [SEPA_EXPORT_JOB]: async (payload, job): Promise<SepaExportResult> => {
      const { batchId } = payload as SepaExportPayload;
      const { name, xml } = await batchSepaXml(
        database,
        config.ibanKey,
        config.sepaDebtor,
        batchId,
        (done, total) => job.progress(done, total),
      );
      await inTransaction(database, async (tx) => {
        await dropJobFilesBefore(tx, new Date(Date.now() - FILE_KEPT_MS).toISOString());
        // The file names every account it pays: sealed as the IBANs it was made from.
        await saveJobFile(tx, {
          job_id: job.id,
          name,
          media_type: 'application/xml; charset=utf-8',
          content: encryptIban(config.ibanKey, xml),
        });
      });
      const payouts = (xml.match(/<CdtTrfTxInf>/g) ?? []).length;
      return { name, url: exportFileUrl(job.id), bytes: Buffer.byteLength(xml), payouts };
    },
  };
}

/** The file an export job made, opened with the key that sealed it; null when there is none (yet). */
export async function exportedFile(database: DatabaseHandle, ibanKey: Config['ibanKey'], jobId: number) {
  const file = await findJobFile(database, jobId);
  return file && { name: file.name, mediaType: file.media_type, content: decryptIban(ibanKey, file.content) };
}

// The revenue import's steps: a report CSV checked whole, one day previewed, then the import of the report's days
// or of the one day, run as a job on the server and followed here (lines done out of the total) until its result;
// each step's failure said in the section's words.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { parisDay } from '../../../../common/dates';
import { ADMIN_MESSAGES } from '../../../../common/messages';
import { addDays } from '../../../../common/periods';
import { jobSchema, jobStartedSchema, jobUrl, RESPOND_ASYNC, type Job } from '../../../../common/jobs';
import {
  revenueImportResultSchema,
  revenuePreviewSchema,
  uploadAnswerSchema,
  type RevenueImportResult,
  type RevenuePreview,
} from '../../../../common/revenue';
import { z } from '../../../../common/zod';
import { ApiError, apiGet, apiSend, TextBody } from '../../../api/client';
import { failureMessage } from '../../../api/failure';
import { ADMIN_BATCHES_KEY, ADMIN_PAYOUTS_KEY } from './keys';

/** A dropped report as the server checked it: its days and what importing them would credit. */
export type CheckedReport = z.infer<typeof uploadAnswerSchema>;
export type ImportState =
  { step: 'idle' } | { step: 'running'; job: Job | null } | { step: 'done'; result: RevenueImportResult };

/** The kind of the import's job on the server. */
const IMPORT_JOB = 'revenue-import';
/** How often a running import is asked how far it is. */
const POLL_MS = 500;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The job followed until it ends, each reading told; its result, or its French error thrown. */
async function followJob(url: string, onRead: (job: Job) => void): Promise<RevenueImportResult> {
  for (;;) {
    const job = await apiGet(url, jobSchema);
    onRead(job);
    if (job.status === 'done') return revenueImportResultSchema.parse(job.result);
    if (job.status === 'failed') throw new Error(job.error ?? ADMIN_MESSAGES.importFailed('AdSense'));
    await pause(POLL_MS);
  }
}

const messageOf = (error: unknown) =>
  error instanceof Error && !(error instanceof ApiError) && error.message
    ? error.message
    : failureMessage(error, ADMIN_MESSAGES.importFailed('AdSense'));

/** An imported month's last day may have made automatic payouts; statements changed. */
async function refreshAfterImport(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: ADMIN_PAYOUTS_KEY });
  await queryClient.invalidateQueries({ queryKey: ADMIN_BATCHES_KEY });
  await queryClient.invalidateQueries({ queryKey: ['admin-ledger'] });
}

export function useRevenueImport() {
  const queryClient = useQueryClient();
  const [date, setDate] = useState(() => addDays(parisDay(), -1));
  const [preview, setPreview] = useState<RevenuePreview | null>(null);
  const [report, setReport] = useState<CheckedReport | null>(null);
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);

  /** One step, the last failure cleared first; never throws. */
  async function attempt(step: () => Promise<void>, onFailure = () => {}) {
    setError(null);
    try {
      await step();
    } catch (caught) {
      onFailure();
      setError(messageOf(caught));
    }
  }

  const upload = (file: File) =>
    attempt(async () => {
      setReport(null);
      setPreview(null);
      setState({ step: 'idle' });
      const text = new TextBody(await file.text(), 'text/csv');
      const answer = await apiSend('POST', '/api/admin/adsense/upload', text, uploadAnswerSchema);
      setReport(answer);
      if (answer.days.length > 0) setDate(answer.days[answer.days.length - 1]!);
    });

  const runPreview = () =>
    attempt(async () => {
      setPreview(null);
      setPreview(await apiGet(`/api/admin/adsense/preview?date=${date}`, revenuePreviewSchema));
    });

  /** An import already running (started before this page was opened, here or by another admin) is followed. */
  useEffect(() => {
    let followed = true;
    async function followRunning() {
      const [latest] = await apiGet(`/api/admin/jobs?kind=${IMPORT_JOB}`, z.array(jobSchema));
      if (!followed || !latest || (latest.status !== 'queued' && latest.status !== 'running')) return;
      setState({ step: 'running', job: latest });
      const result = await followJob(jobUrl(latest.id), (read) => {
        if (followed) setState({ step: 'running', job: read });
      });
      if (followed) setState({ step: 'done', result });
    }
    followRunning().catch((caught: unknown) => {
      if (!followed) return;
      setState({ step: 'idle' });
      setError(messageOf(caught));
    });
    return () => {
      followed = false;
    };
  }, []);

  async function runImport(body: { date: string } | { days: string[] }) {
    await attempt(
      async () => {
        setState({ step: 'running', job: null });
        const { job, url } = await apiSend('POST', '/api/admin/adsense/import', body, jobStartedSchema, {
          headers: { prefer: RESPOND_ASYNC },
        });
        setState({ step: 'running', job });
        const result = await followJob(url, (read) => setState({ step: 'running', job: read }));
        setState({ step: 'done', result });
        setReport(null);
        setPreview(null);
      },
      () => setState({ step: 'idle' }),
    );
    await refreshAfterImport(queryClient);
  }

  return { date, setDate, preview, report, state, error, upload, runPreview, runImport };
}

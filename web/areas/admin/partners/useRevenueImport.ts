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
import { followJob } from '../../../api/jobs';
import { failureMessage } from '../../../api/failure';
import { ADMIN_BATCHES_KEY, ADMIN_PAYOUTS_KEY } from './keys';

/** A dropped report as the server checked it: its days and what importing them would credit. */
export type CheckedReport = z.infer<typeof uploadAnswerSchema>;
export type ImportState =
  { step: 'idle' } | { step: 'running'; job: Job | null } | { step: 'done'; result: RevenueImportResult };

/** The kinds of the import's jobs on the server: one asked here, the nightly one. */
const IMPORT_JOB = 'revenue-import';
const NIGHT_JOB = 'nightly-import';

const followImport = (url: string, onRead: (job: Job) => void) =>
  followJob(url, revenueImportResultSchema, onRead, ADMIN_MESSAGES.importFailed('AdSense'));

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

  /**
   * An import already running (started before this page was opened, here or by another admin) is followed, and so
   * is the night's: its result is the last nightly run, read again once it ends.
   */
  useEffect(() => {
    let followed = true;
    const latestRunning = async (kind: string) => {
      const [latest] = await apiGet(`/api/admin/jobs?kind=${kind}`, z.array(jobSchema));
      return latest && (latest.status === 'queued' || latest.status === 'running') ? latest : null;
    };
    async function followRunning() {
      // The night's job is a bonus to follow: not reading it is no error of this page.
      const running = (await latestRunning(IMPORT_JOB)) ?? (await latestRunning(NIGHT_JOB).catch(() => null));
      if (!followed || !running) return;
      setState({ step: 'running', job: running });
      const onRead = (read: Job) => {
        if (followed) setState({ step: 'running', job: read });
      };
      if (running.kind === NIGHT_JOB) {
        await followJob(jobUrl(running.id), z.unknown(), onRead, ADMIN_MESSAGES.importFailed('AdSense'));
        if (followed) setState({ step: 'idle' });
        await queryClient.invalidateQueries({ queryKey: ['admin-last-import'] });
        return;
      }
      const result = await followImport(jobUrl(running.id), onRead);
      if (followed) setState({ step: 'done', result });
    }
    followRunning().catch(async (caught: unknown) => {
      if (!followed) return;
      setState({ step: 'idle' });
      setError(messageOf(caught));
      await queryClient.invalidateQueries({ queryKey: ['admin-last-import'] });
    });
    return () => {
      followed = false;
    };
  }, [queryClient]);

  async function runImport(body: { date: string } | { days: string[] }) {
    await attempt(
      async () => {
        setState({ step: 'running', job: null });
        const { job, url } = await apiSend('POST', '/api/admin/adsense/import', body, jobStartedSchema, {
          headers: { prefer: RESPOND_ASYNC },
        });
        setState({ step: 'running', job });
        const result = await followImport(url, (read) => setState({ step: 'running', job: read }));
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

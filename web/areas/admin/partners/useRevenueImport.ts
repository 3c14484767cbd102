// The revenue import's steps: a report CSV checked whole, one day previewed, then the import of the report's days
// or of the one day; each step's failure said in the section's words.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { parisDay } from '../../../../common/dates';
import { ADMIN_MESSAGES } from '../../../../common/messages';
import { addDays } from '../../../../common/periods';
import {
  revenueImportResultSchema,
  revenuePreviewSchema,
  uploadAnswerSchema,
  type RevenueImportResult,
  type RevenuePreview,
} from '../../../../common/revenue';
import type { z } from '../../../../common/zod';
import { apiGet, apiSend, TextBody } from '../../../api/client';
import { failureMessage } from '../../../api/failure';
import { ADMIN_BATCHES_KEY, ADMIN_PAYOUTS_KEY } from './keys';

/** A dropped report as the server checked it: its days and what importing them would credit. */
export type CheckedReport = z.infer<typeof uploadAnswerSchema>;
export type ImportState =
  { step: 'idle' } | { step: 'running' } | { step: 'done'; result: RevenueImportResult };

const messageOf = (error: unknown) => failureMessage(error, ADMIN_MESSAGES.importFailed('AdSense'));

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

  async function runImport(body: { date: string } | { days: string[] }) {
    await attempt(
      async () => {
        setState({ step: 'running' });
        const result = await apiSend('POST', '/api/admin/adsense/import', body, revenueImportResultSchema);
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

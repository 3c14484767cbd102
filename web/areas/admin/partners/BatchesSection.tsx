// SEPA batches: the approved payouts gathered into a credit transfer file (pain.001) for the bank, downloaded,
// then marked paid with the transfer's reference (every payout of the batch with it); each step runs as a job on
// the server, followed here with its progress bar.
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  adminPayoutSchema,
  payoutBatchSchema,
  sepaExportResultSchema,
  type PayoutBatch,
} from '../../../../common/admin';
import { jobStartedSchema, RESPOND_ASYNC, type Job } from '../../../../common/jobs';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES, messageForStatus } from '../../../../common/messages';
import { formatEuros } from '../../../../common/money';
import { z } from '../../../../common/zod';
import { apiSend } from '../../../api/client';
import { followJob } from '../../../api/jobs';
import { failureMessage } from '../../../api/failure';
import { DataTable, type Column } from '../../shared/DataTable';
import { frenchDay } from '../../shared/format';
import { JobProgress, type JobProgressWords } from '../../shared/JobProgress';
import { NoticeAlert, type Notice } from '../../shared/Notice';
import { Pager } from '../../shared/Pager';
import { Section } from '../../shared/Section';
import { usePagedList } from '../../shared/usePagedList';
import { ADMIN_BATCHES_KEY, ADMIN_PAYOUTS_KEY } from './keys';
import { ADMIN_LABELS as L } from './labels';
import { TextPromptDialog } from './TextPromptDialog';

const B = L.batchColumns;

/** The exported file as the server names it, saved by the browser. */
async function saveFile(url: string, fallback: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message || messageForStatus(response.status));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const href = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href, download: name ?? fallback });
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** A job started with `Prefer: respond-async`, followed to its result (the state tells each reading). */
async function startAndFollow<T extends z.ZodType>(
  url: string,
  body: unknown,
  result: T,
  onRead: (job: Job | null) => void,
): Promise<z.infer<T>> {
  onRead(null);
  const started = await apiSend('POST', url, body, jobStartedSchema, { headers: { prefer: RESPOND_ASYNC } });
  onRead(started.job);
  return followJob(started.url, result, onRead, ACCOUNT_MESSAGES.updateFailed);
}

export function BatchesSection() {
  const queryClient = useQueryClient();
  const batches = usePagedList(ADMIN_BATCHES_KEY, '/api/admin/payouts/batches', z.array(payoutBatchSchema));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [paying, setPaying] = useState<PayoutBatch | null>(null);
  const [running, setRunning] = useState<{ job: Job | null; words: JobProgressWords } | null>(null);
  const busy = running !== null;

  async function reload() {
    await queryClient.invalidateQueries({ queryKey: ADMIN_BATCHES_KEY });
    await queryClient.invalidateQueries({ queryKey: ADMIN_PAYOUTS_KEY });
  }

  /** Runs a job with its progress bar; its French error, or `failed`, as the notice. */
  async function asJob(
    words: JobProgressWords,
    step: (onRead: (job: Job | null) => void) => Promise<string>,
  ) {
    setNotice(null);
    try {
      const message = await step((job) => setRunning({ job, words }));
      setNotice({ ok: true, message });
    } catch (caught) {
      setNotice({ ok: false, message: failureMessage(caught, ACCOUNT_MESSAGES.updateFailed) });
    } finally {
      setRunning(null);
      await reload();
    }
  }

  const create = () =>
    asJob(L.batchJob, async (onRead) => {
      const batch = await startAndFollow('/api/admin/payouts/batches', undefined, payoutBatchSchema, onRead);
      return L.batchCreated(batch.payout_count, formatEuros(batch.total_cents));
    });

  const download = (batch: PayoutBatch) =>
    asJob(L.exportJob, async (onRead) => {
      const file = await startAndFollow(
        `/api/admin/payouts/batches/${batch.id}/sepa-export`,
        undefined,
        sepaExportResultSchema,
        onRead,
      );
      await saveFile(file.url, `sepa-${batch.id}.xml`);
      return L.exportDone(file.name, file.payouts);
    });

  async function markPaid(batch: PayoutBatch, reference: string): Promise<string | null> {
    setPaying(null);
    await asJob(L.paidJob, async (onRead) => {
      const paid = await startAndFollow(
        `/api/admin/payouts/batches/${batch.id}/paid`,
        { reference },
        z.array(adminPayoutSchema),
        onRead,
      );
      return L.batchPaidDone(paid.length);
    });
    return null;
  }

  const columns: Column<PayoutBatch>[] = [
    { header: B.id, cell: (b) => `n° ${b.id}`, sx: { whiteSpace: 'nowrap' } },
    { header: B.created, cell: (b) => frenchDay(b.created_at.slice(0, 10)), sx: { whiteSpace: 'nowrap' } },
    { header: B.count, cell: (b) => b.payout_count, align: 'right' },
    {
      header: B.total,
      cell: (b) => formatEuros(b.total_cents),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
    },
    {
      header: B.state,
      cell: (b) => (b.transfer_reference ? L.batchPaid(b.transfer_reference) : L.batchOpen),
    },
    {
      header: B.actions,
      actions: true,
      sx: { whiteSpace: 'nowrap' },
      cell: (b) => (
        <>
          <Button
            size="small"
            disabled={busy}
            onClick={() => void download(b)}
            aria-label={`${L.downloadSepa} ${b.id}`}
          >
            {L.downloadSepa}
          </Button>
          {!b.paid_at && (
            <Button
              size="small"
              disabled={busy}
              onClick={() => setPaying(b)}
              aria-label={`${L.markBatchPaid} ${b.id}`}
            >
              {L.markBatchPaid}
            </Button>
          )}
        </>
      ),
    },
  ];

  const list = batches.rows;
  return (
    <Section plain title={L.batches}>
      <Typography variant="body2" color="text.secondary">
        {L.batchesHint}
      </Typography>
      <Box>
        <Button variant="outlined" disabled={busy} onClick={() => void create()}>
          {L.createBatch}
        </Button>
      </Box>
      {running && (
        // One bar per kind of job: the next one starts empty, not sliding back from the last one's end.
        <JobProgress key={running.words.label} job={running.job} words={running.words} />
      )}
      <NoticeAlert notice={notice} />
      {list.length === 0 ? (
        <Typography color="text.secondary">{L.noBatch}</Typography>
      ) : (
        <Stack sx={{ overflowX: 'auto' }}>
          <DataTable label={L.batches} columns={columns} rows={list} rowKey={(b) => b.id} />
        </Stack>
      )}
      <Pager list={batches} label={L.batches} />
      {paying && (
        <TextPromptDialog
          title={L.batchPaidTitle(paying.id, formatEuros(paying.total_cents))}
          text={L.paidText}
          label={L.reference}
          tooShort={FIELD_MESSAGES.transferReference}
          confirm={L.markBatchPaid}
          busy={busy}
          onCancel={() => setPaying(null)}
          onConfirm={(reference) => markPaid(paying, reference)}
        />
      )}
    </Section>
  );
}

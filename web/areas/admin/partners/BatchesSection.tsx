// SEPA batches: the approved payouts gathered into a credit transfer file (pain.001) for the bank, downloaded,
// then marked paid with the transfer's reference (every payout of the batch with it).
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminPayoutSchema, payoutBatchSchema, type PayoutBatch } from '../../../../common/admin';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES, messageForStatus } from '../../../../common/messages';
import { formatEuros } from '../../../../common/money';
import { z } from '../../../../common/zod';
import { apiSend } from '../../../api/client';
import { failureMessage } from '../../../api/failure';
import { DataTable, type Column } from '../../shared/DataTable';
import { frenchDay } from '../../shared/format';
import { NoticeAlert, type Notice } from '../../shared/Notice';
import { Pager } from '../../shared/Pager';
import { Section } from '../../shared/Section';
import { usePagedList } from '../../shared/usePagedList';
import { ADMIN_BATCHES_KEY, ADMIN_PAYOUTS_KEY } from './keys';
import { ADMIN_LABELS as L } from './labels';
import { TextPromptDialog } from './TextPromptDialog';

const B = L.batchColumns;

/** The file as the server names it; when it refuses (SEPA not configured), its French message. */
async function downloadSepa(batch: PayoutBatch): Promise<void> {
  const response = await fetch(`/api/admin/payouts/batches/${batch.id}/sepa.xml`, {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message || messageForStatus(response.status));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: name ?? `sepa-${batch.id}.xml`,
  });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function BatchesSection() {
  const queryClient = useQueryClient();
  const batches = usePagedList(ADMIN_BATCHES_KEY, '/api/admin/payouts/batches', z.array(payoutBatchSchema));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [paying, setPaying] = useState<PayoutBatch | null>(null);
  const [busy, setBusy] = useState(false);

  async function reload() {
    await queryClient.invalidateQueries({ queryKey: ADMIN_BATCHES_KEY });
    await queryClient.invalidateQueries({ queryKey: ADMIN_PAYOUTS_KEY });
  }

  async function create() {
    setBusy(true);
    setNotice(null);
    try {
      const batch = await apiSend('POST', '/api/admin/payouts/batches', undefined, payoutBatchSchema);
      setNotice({ ok: true, message: L.batchCreated(batch.payout_count, formatEuros(batch.total_cents)) });
    } catch (caught) {
      setNotice({ ok: false, message: failureMessage(caught, ACCOUNT_MESSAGES.updateFailed) });
    } finally {
      setBusy(false);
      await reload();
    }
  }

  async function download(batch: PayoutBatch) {
    setNotice(null);
    try {
      await downloadSepa(batch);
    } catch (caught) {
      setNotice({ ok: false, message: (caught as Error).message });
    }
  }

  async function markPaid(batch: PayoutBatch, reference: string): Promise<string | null> {
    setBusy(true);
    try {
      const paid = await apiSend(
        'POST',
        `/api/admin/payouts/batches/${batch.id}/paid`,
        { reference },
        z.array(adminPayoutSchema),
      );
      setPaying(null);
      setNotice({ ok: true, message: L.batchPaidDone(paid.length) });
      return null;
    } catch (caught) {
      return failureMessage(caught, ACCOUNT_MESSAGES.updateFailed);
    } finally {
      setBusy(false);
      await reload();
    }
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
          <Button size="small" onClick={() => void download(b)} aria-label={`${L.downloadSepa} ${b.id}`}>
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

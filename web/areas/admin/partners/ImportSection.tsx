// Manual ad-revenue import: a day, its preview (by partner and raw), the import; a CSV report can be dropped in.
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addDays } from '../../../../common/periods';
import { parisDay } from '../../../../common/dates';
import { formatEuros } from '../../../../common/money';
import {
  lastImportSchema,
  revenueImportResultSchema,
  revenuePreviewSchema,
  type RevenuePreview,
} from '../../../../common/revenue';
import { apiGet, apiSend, TextBody } from '../../../api/client';
import { failureMessage } from '../../../api/failure';
import { z } from '../../../../common/zod';
import { ADMIN_MESSAGES } from '../../../../common/messages';
import { frenchDay } from '../../shared/format';
import { DataTable, type Column } from '../../shared/DataTable';
import { Section } from '../../shared/Section';
import { IMPORT_LABELS as L } from './importLabels';
import { ADMIN_PAYOUTS_KEY } from './keys';

type ImportState =
  { step: 'idle' } | { step: 'running' } | { step: 'done'; updated: number; totalCents: number };

const messageOf = (error: unknown) => failureMessage(error, ADMIN_MESSAGES.importFailed('AdSense'));

type PartnerRow = [code: string, row: RevenuePreview['byCode'][string]];
const PREVIEW_COLUMNS: Column<PartnerRow>[] = [
  { header: L.code, cell: ([code]) => code },
  { header: L.channel, cell: ([, row]) => row.channelId },
  { header: L.earnings, cell: ([, row]) => formatEuros(row.earnings_cents), align: 'right' },
];

export function ImportSection() {
  const queryClient = useQueryClient();
  const [date, setDate] = useState(() => addDays(parisDay(), -1));
  const [preview, setPreview] = useState<RevenuePreview | null>(null);
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const last = useQuery({
    queryKey: ['admin-last-import'],
    queryFn: () => apiGet('/api/admin/adsense/last-import', lastImportSchema),
  });

  async function upload(file: File) {
    setError(null);
    try {
      const answer = await apiSend(
        'POST',
        '/api/admin/adsense/upload',
        new TextBody(await file.text(), 'text/csv'),
        z.object({ days: z.array(z.string()), rows: z.number() }),
      );
      const days = answer.days;
      setUploaded(L.uploaded(days.map(frenchDay).join(', ')));
      if (days.length > 0) setDate(days[days.length - 1]!);
    } catch (caught) {
      setError(messageOf(caught));
    }
  }

  async function runPreview() {
    setError(null);
    setPreview(null);
    try {
      setPreview(await apiGet(`/api/admin/adsense/preview?date=${date}`, revenuePreviewSchema));
    } catch (caught) {
      setError(messageOf(caught));
    }
  }

  async function runImport() {
    setError(null);
    setState({ step: 'running' });
    try {
      const result = await apiSend('POST', '/api/admin/adsense/import', { date }, revenueImportResultSchema);
      setState({ step: 'done', updated: result.updated, totalCents: result.totalEarnings_cents });
      await queryClient.invalidateQueries({ queryKey: ADMIN_PAYOUTS_KEY });
    } catch (caught) {
      setState({ step: 'idle' });
      setError(messageOf(caught));
    }
  }

  const byCode = Object.entries(preview?.byCode ?? {});
  return (
    <Section plain title={L.title}>
      {last.data && (
        <Typography variant="body2" color="text.secondary">
          {L.lastRun(frenchDay(last.data.day), last.data.status === 'ok', last.data.detail ?? '')}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="date"
          size="small"
          label={L.date}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <Button variant="outlined" disabled={!date} onClick={() => void runPreview()}>
          {L.preview}
        </Button>
        <Button
          variant="contained"
          disabled={!date || state.step === 'running'}
          onClick={() => void runImport()}
        >
          {state.step === 'running' ? L.running : L.import}
        </Button>
        <Button component="label" variant="text">
          {L.uploadCsv}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])}
          />
        </Button>
      </Stack>
      {uploaded && <Alert severity="info">{uploaded}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {state.step === 'done' && (
        <Alert severity="success">{L.done(state.updated, formatEuros(state.totalCents))}</Alert>
      )}
      {preview && (
        <Box sx={{ overflowX: 'auto' }}>
          <Typography variant="subtitle2">{L.previewOf(frenchDay(preview.date), preview.source)}</Typography>
          <DataTable
            label={L.byPartner}
            columns={PREVIEW_COLUMNS}
            rows={byCode}
            rowKey={([code]) => code}
            empty={L.noPartner}
          />
          <Typography variant="caption" color="text.secondary">
            {L.rawCount(
              preview.raw.length,
              formatEuros(preview.raw.reduce((s, r) => s + r.earnings_cents, 0)),
            )}
          </Typography>
        </Box>
      )}
    </Section>
  );
}

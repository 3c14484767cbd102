// Manual ad-revenue import: a day, its preview (by partner and raw), the import; a CSV report can be dropped in.
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
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
import { apiGet, apiSend, ApiError, TextBody } from '../../../api/client';
import { z } from '../../../../common/zod';
import { ADMIN_MESSAGES } from '../../../../common/messages';
import { frenchDay } from '../../portal/format';
import { IMPORT_LABELS as L } from './importLabels';

type ImportState =
  { step: 'idle' } | { step: 'running' } | { step: 'done'; updated: number; totalCents: number };

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : ADMIN_MESSAGES.importFailed('AdSense');

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
      await queryClient.invalidateQueries({ queryKey: ['admin-payouts'] });
    } catch (caught) {
      setState({ step: 'idle' });
      setError(messageOf(caught));
    }
  }

  const byCode = Object.entries(preview?.byCode ?? {});
  return (
    <Stack spacing={2} component="section" aria-labelledby="import-title">
      <Typography id="import-title" variant="h6" component="h2">
        {L.title}
      </Typography>
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
          <Table size="small" aria-label={L.byPartner}>
            <TableHead>
              <TableRow>
                <TableCell>{L.code}</TableCell>
                <TableCell>{L.channel}</TableCell>
                <TableCell align="right">{L.earnings}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {byCode.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={3}>{L.noPartner}</TableCell>
                </TableRow>
              ) : (
                byCode.map(([code, row]) => (
                  <TableRow key={code}>
                    <TableCell>{code}</TableCell>
                    <TableCell>{row.channelId}</TableCell>
                    <TableCell align="right">{formatEuros(row.earnings_cents)}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          <Typography variant="caption" color="text.secondary">
            {L.rawCount(
              preview.raw.length,
              formatEuros(preview.raw.reduce((s, r) => s + r.earnings_cents, 0)),
            )}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}

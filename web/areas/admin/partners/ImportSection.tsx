// Ad-revenue import: a report CSV dropped in is checked whole and previewed per day and partner (gross, percent,
// share, what the ledger gains), then imported whole; or one day (the spec's date input) previewed and imported.
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { parisDay } from '../../../../common/dates';
import { ADMIN_MESSAGES } from '../../../../common/messages';
import { formatEuros } from '../../../../common/money';
import { addDays } from '../../../../common/periods';
import {
  lastImportSchema,
  revenueImportResultSchema,
  revenuePreviewSchema,
  uploadAnswerSchema,
  type ReportDay,
  type RevenueImportResult,
  type RevenuePreview,
} from '../../../../common/revenue';
import type { z } from '../../../../common/zod';
import { apiGet, apiSend, TextBody } from '../../../api/client';
import { failureMessage } from '../../../api/failure';
import { DataTable, type Column } from '../../shared/DataTable';
import { frenchDay, frenchPercent } from '../../shared/format';
import { Section } from '../../shared/Section';
import { IMPORT_LABELS as L } from './importLabels';
import { LastNightlyRun } from './LastNightlyRun';
import { ADMIN_BATCHES_KEY, ADMIN_PAYOUTS_KEY } from './keys';

type Report = z.infer<typeof uploadAnswerSchema>;
type ImportState = { step: 'idle' } | { step: 'running' } | { step: 'done'; result: RevenueImportResult };

const messageOf = (error: unknown) => failureMessage(error, ADMIN_MESSAGES.importFailed('AdSense'));

/** One partner on one day, as the import would credit it. */
type PartnerLine = ReportDay['partners'][number] & { date: string };
const money = (of: (p: PartnerLine) => number): Pick<Column<PartnerLine>, 'cell' | 'align' | 'sx'> => ({
  cell: (p) => formatEuros(of(p)),
  align: 'right',
  sx: { whiteSpace: 'nowrap' },
});
const PARTNER_COLUMNS: Column<PartnerLine>[] = [
  { header: L.code, cell: (p) => p.code, sx: { fontFamily: 'monospace' } },
  { header: L.channel, cell: (p) => p.channel_id },
  { header: L.earnings, ...money((p) => p.gross_cents) },
  { header: L.percent, cell: (p) => frenchPercent(p.share_percent), align: 'right' },
  { header: L.share, ...money((p) => p.share_cents) },
  { header: L.change, ...money((p) => p.change_cents) },
];
const REPORT_COLUMNS: Column<PartnerLine>[] = [
  { header: L.date, cell: (p) => frenchDay(p.date), sx: { whiteSpace: 'nowrap' } },
  ...PARTNER_COLUMNS,
];

const linesOf = (days: ReportDay[]): PartnerLine[] =>
  days.flatMap((d) => d.partners.map((p) => ({ ...p, date: d.date })));
const unmatchedOf = (days: ReportDay[]) => days.flatMap((d) => d.unmatched);

function UnmatchedNote({ days }: { days: ReportDay[] }) {
  const lines = unmatchedOf(days);
  if (lines.length === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {L.unmatched(lines.length, formatEuros(lines.reduce((s, l) => s + l.gross_cents, 0)))}
    </Typography>
  );
}

export function ImportSection() {
  const queryClient = useQueryClient();
  const [date, setDate] = useState(() => addDays(parisDay(), -1));
  const [preview, setPreview] = useState<RevenuePreview | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const last = useQuery({
    queryKey: ['admin-last-import'],
    queryFn: () => apiGet('/api/admin/adsense/last-import', lastImportSchema),
  });

  async function upload(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    setReport(null);
    setPreview(null);
    setState({ step: 'idle' });
    try {
      const answer = await apiSend(
        'POST',
        '/api/admin/adsense/upload',
        new TextBody(await file.text(), 'text/csv'),
        uploadAnswerSchema,
      );
      setReport(answer);
      if (answer.days.length > 0) setDate(answer.days[answer.days.length - 1]!);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      input.value = ''; // the same file, corrected, can be dropped again
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

  async function runImport(body: { date: string } | { days: string[] }) {
    setError(null);
    setState({ step: 'running' });
    try {
      const result = await apiSend('POST', '/api/admin/adsense/import', body, revenueImportResultSchema);
      setState({ step: 'done', result });
      setReport(null);
      setPreview(null);
    } catch (caught) {
      setState({ step: 'idle' });
      setError(messageOf(caught));
    } finally {
      // An imported month's last day may have made automatic payouts; statements changed.
      await queryClient.invalidateQueries({ queryKey: ADMIN_PAYOUTS_KEY });
      await queryClient.invalidateQueries({ queryKey: ADMIN_BATCHES_KEY });
      await queryClient.invalidateQueries({ queryKey: ['admin-ledger'] });
    }
  }

  const running = state.step === 'running';
  return (
    <Section plain title={L.title}>
      {last.data && <LastNightlyRun last={last.data} />}
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
        <Button variant="contained" disabled={!date || running} onClick={() => void runImport({ date })}>
          {running ? L.running : L.import}
        </Button>
        <Button component="label" variant="text">
          {L.uploadCsv}
          <input hidden type="file" accept=".csv,text/csv" onChange={(e) => void upload(e.target)} />
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {state.step === 'done' && (
        <Alert severity="success">
          {L.done(state.result.updated, formatEuros(state.result.totalEarnings_cents))}{' '}
          {L.doneDetail(state.result.shares, state.result.adjustments, state.result.automatic_payouts)}
        </Alert>
      )}
      {report && (
        <Stack spacing={1}>
          <Alert severity="info">{L.uploaded(report.days.map(frenchDay).join(', '))}</Alert>
          <Box sx={{ overflowX: 'auto' }}>
            <DataTable
              label={L.reportPreview}
              columns={REPORT_COLUMNS}
              rows={linesOf(report.preview)}
              rowKey={(p) => `${p.date}|${p.partner_id}`}
              empty={L.noPartner}
            />
          </Box>
          <UnmatchedNote days={report.preview} />
          <Box>
            <Button
              variant="contained"
              disabled={running}
              onClick={() => void runImport({ days: report.days })}
            >
              {running ? L.running : L.importReport(report.days.length)}
            </Button>
          </Box>
        </Stack>
      )}
      {preview && (
        <Box sx={{ overflowX: 'auto' }}>
          <Typography variant="subtitle2">{L.previewOf(frenchDay(preview.date), preview.source)}</Typography>
          <DataTable
            label={L.byPartner}
            columns={PARTNER_COLUMNS}
            rows={linesOf([preview])}
            rowKey={(p) => p.partner_id}
            empty={L.noPartner}
          />
          <Typography variant="caption" color="text.secondary" component="p">
            {L.rawCount(
              preview.raw.length,
              formatEuros(preview.raw.reduce((s, r) => s + r.earnings_cents, 0)),
            )}
          </Typography>
          <UnmatchedNote days={[preview]} />
        </Box>
      )}
    </Section>
  );
}

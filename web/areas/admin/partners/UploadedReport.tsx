// A report CSV dropped in and checked whole: its days, each partner's line per day (the first ones, the next ones
// a page at a time), then one import of it all.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { previewLinesSchema, type ReportDay } from '../../../../common/revenue';
import { apiGet } from '../../../api/client';
import { DataTable } from '../../shared/DataTable';
import { frenchDay } from '../../shared/format';
import { IMPORT_LABELS as L } from './importLabels';
import { linesOf, REPORT_COLUMNS } from './revenueColumns';
import { UnmatchedNote } from './UnmatchedNote';
import type { CheckedReport } from './useRevenueImport';

type Props = { report: CheckedReport; running: boolean; onImport: (days: string[]) => void };

const PAGE = 100;

/** The report's days with the partners read so far; a day's next page appended to it. */
function useReportPages(report: CheckedReport) {
  const [days, setDays] = useState<ReportDay[]>(report.preview);
  async function more(day: ReportDay) {
    const after = day.partners.at(-1)?.code ?? '';
    const page = await apiGet(
      `/api/admin/adsense/preview/partners?date=${day.date}&after=${encodeURIComponent(after)}&limit=${PAGE}`,
      previewLinesSchema,
    );
    setDays((all) =>
      all.map((d) => (d.date === day.date ? { ...d, partners: [...d.partners, ...page.partners] } : d)),
    );
  }
  return { days, more };
}

export function UploadedReport({ report, running, onImport }: Props) {
  const { days, more } = useReportPages(report);
  return (
    <Stack spacing={1}>
      <Alert severity="info">{L.uploaded(report.days.map(frenchDay).join(', '))}</Alert>
      <Box sx={{ overflowX: 'auto' }}>
        <DataTable
          label={L.reportPreview}
          columns={REPORT_COLUMNS}
          rows={linesOf(days)}
          rowKey={(p) => `${p.date}|${p.partner_id}`}
          empty={L.noPartner}
        />
      </Box>
      {days
        .filter((d) => d.partners.length < d.partners_total)
        .map((d) => (
          <Stack key={d.date} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {L.moreLines(frenchDay(d.date), d.partners.length, d.partners_total)}
            </Typography>
            <Button size="small" onClick={() => void more(d)}>
              {L.nextLines}
            </Button>
          </Stack>
        ))}
      <UnmatchedNote days={days} />
      <Box>
        <Button variant="contained" disabled={running} onClick={() => onImport(report.days)}>
          {running ? L.running : L.importReport(report.days.length)}
        </Button>
      </Box>
    </Stack>
  );
}

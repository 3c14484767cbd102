// A report CSV dropped in and checked whole: its days, each partner's line per day, then one import of it all.
import { Alert, Box, Button, Stack } from '@mui/material';
import { DataTable } from '../../shared/DataTable';
import { frenchDay } from '../../shared/format';
import { IMPORT_LABELS as L } from './importLabels';
import { linesOf, REPORT_COLUMNS } from './revenueColumns';
import { UnmatchedNote } from './UnmatchedNote';
import type { CheckedReport } from './useRevenueImport';

type Props = { report: CheckedReport; running: boolean; onImport: (days: string[]) => void };

export function UploadedReport({ report, running, onImport }: Props) {
  return (
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
        <Button variant="contained" disabled={running} onClick={() => onImport(report.days)}>
          {running ? L.running : L.importReport(report.days.length)}
        </Button>
      </Box>
    </Stack>
  );
}

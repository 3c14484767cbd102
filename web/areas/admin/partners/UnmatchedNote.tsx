// The report's lines whose channel no partner held that day: counted and summed, credited to nobody.
import { Typography } from '@mui/material';
import { formatEuros } from '../../../../common/money';
import type { ReportDay } from '../../../../common/revenue';
import { IMPORT_LABELS as L } from './importLabels';

export function UnmatchedNote({ days }: { days: ReportDay[] }) {
  const lines = days.reduce((sum, d) => sum + d.unmatched_total, 0);
  if (lines === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {L.unmatched(lines, formatEuros(days.reduce((sum, d) => sum + d.unmatched_cents, 0)))}
    </Typography>
  );
}

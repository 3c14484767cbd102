// The report's lines whose channel no partner held that day: counted and summed, credited to nobody.
import { Typography } from '@mui/material';
import { formatEuros } from '../../../../common/money';
import type { ReportDay } from '../../../../common/revenue';
import { IMPORT_LABELS as L } from './importLabels';

export function UnmatchedNote({ days }: { days: ReportDay[] }) {
  const lines = days.flatMap((d) => d.unmatched);
  if (lines.length === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {L.unmatched(lines.length, formatEuros(lines.reduce((s, l) => s + l.gross_cents, 0)))}
    </Typography>
  );
}

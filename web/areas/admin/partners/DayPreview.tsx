// One day previewed before its import: each partner's line, the report's channels and total, the unmatched lines.
import { Box, Typography } from '@mui/material';
import { formatEuros } from '../../../../common/money';
import type { RevenuePreview } from '../../../../common/revenue';
import { DataTable } from '../../shared/DataTable';
import { frenchDay } from '../../shared/format';
import { IMPORT_LABELS as L } from './importLabels';
import { linesOf, PARTNER_COLUMNS } from './revenueColumns';
import { UnmatchedNote } from './UnmatchedNote';

export function DayPreview({ preview }: { preview: RevenuePreview }) {
  const rawTotal = preview.raw.reduce((s, r) => s + r.earnings_cents, 0);
  return (
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
        {L.rawCount(preview.raw.length, formatEuros(rawTotal))}
      </Typography>
      <UnmatchedNote days={[preview]} />
    </Box>
  );
}

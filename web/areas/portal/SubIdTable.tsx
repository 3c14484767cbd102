// The period per sub-ID under the dashboard's daily stats: visits, searches and estimated share, and their CSV.
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatEuros } from '../../../common/money';
import type { Period } from '../../../common/periods';
import { SUB_ID_LABELS as L } from '../../../common/subIdMessages';
import { subIdStatSchema, type SubIdStat } from '../../../common/subIds';
import { z } from '../../../common/zod';
import { apiGet } from '../../api/client';
import { DataTable, type Column } from '../shared/DataTable';
import { frenchNumber } from '../shared/format';
import { Section } from '../shared/Section';

const periodQuery = ({ from, to }: Period) => `from=${from}&to=${to}`;

/** The period's rows per sub-ID, one cache entry per period. */
export const subIdStatsQuery = (period: Period) => ({
  queryKey: ['partner-sub-ids', period.from, period.to] as const,
  queryFn: () => apiGet(`/api/partner/stats/sub-ids?${periodQuery(period)}`, z.array(subIdStatSchema)),
});

/** The two groups read as words, in italics: no sub-ID could be mistaken for them. */
function SubIdName({ row }: { row: SubIdStat }) {
  if (row.kind === 'sub') return <code>{row.sub_id}</code>;
  return <em>{row.kind === 'others' ? L.others : L.none}</em>;
}

const COLUMNS: Column<SubIdStat>[] = [
  { header: L.subId, cell: (r) => <SubIdName row={r} />, sx: { overflowWrap: 'anywhere' } },
  { header: L.pageViews, cell: (r) => frenchNumber(r.page_views), align: 'right' },
  { header: L.searches, cell: (r) => frenchNumber(r.searches), align: 'right' },
  { header: L.share, cell: (r) => formatEuros(r.partner_share_cents), align: 'right' },
];

/** `period` null: the dates are wrong, nothing is asked. */
export function SubIdTable({ period }: { period: Period | null }) {
  const stats = useQuery({
    ...subIdStatsQuery(period ?? { from: '', to: '' }),
    enabled: period !== null,
  });
  const rows = stats.data ?? [];
  return (
    <Section title={L.tableTitle}>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {L.tableHint}
        </Typography>
        <DataTable
          label={L.tableTitle}
          columns={COLUMNS}
          rows={rows}
          rowKey={(r) => `${r.kind}|${r.sub_id ?? ''}`}
          empty={L.empty}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={Link} to="/partner/links" variant="outlined">
            {L.buildLink}
          </Button>
          <Button
            variant="outlined"
            disabled={period === null || rows.length === 0}
            href={`/api/partner/stats/sub-ids.csv?${period ? periodQuery(period) : ''}`}
            download
          >
            {L.exportCsv}
          </Button>
        </Box>
      </Stack>
    </Section>
  );
}

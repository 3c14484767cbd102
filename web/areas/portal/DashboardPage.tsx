// /partner/dashboard – the link, where the money stands, a period, its totals, a chart by day, the daily table
// and its CSV, then the period per sub-ID.
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useOutletContext } from 'react-router';
import { parisDay } from '../../../common/dates';
import { DASHBOARD_MESSAGES, EMPTY_STATES } from '../../../common/messages';
import { formatEuros } from '../../../common/money';
import type { DailyStat, Partner } from '../../../common/partner';
import { presetPeriod, type Period, type PeriodPreset } from '../../../common/periods';
import { DataTable, type Column } from '../shared/DataTable';
import { FigureCards } from '../shared/Figures';
import { PageHeading } from '../shared/PageHeading';
import { AffiliateLinkCard } from './AffiliateLinkCard';
import { PlacementsCard } from './PlacementsCard';
import { frenchDay, frenchNumber, frenchPercent } from '../shared/format';
import { Section } from '../shared/Section';
import { EarningsFigures } from './EarningsFigures';
import { PORTAL_LABELS as L } from './labels';
import { PeriodPicker } from './PeriodPicker';
import { StatsChart } from './StatsChart';
import { SubIdTable } from './SubIdTable';
import { downloadCsv, statsCsv } from './statsCsv';
import { partnerStatsQuery, usePartnerPayouts } from './usePartner';

/** Spec: both dates required, start not after end. */
export function periodError(period: Period): string | null {
  const valid = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d);
  if (!valid(period.from) || !valid(period.to)) return DASHBOARD_MESSAGES.invalidDates;
  return period.from > period.to ? DASHBOARD_MESSAGES.startAfterEnd : null;
}

/** The four figures of a day, counted the same way in the totals and in the table. */
const FIGURES = [
  { key: 'pageViews', of: (s: DailyStat) => s.page_views, format: frenchNumber },
  { key: 'searches', of: (s: DailyStat) => s.searches, format: frenchNumber },
  { key: 'adImpressions', of: (s: DailyStat) => s.ad_filled_impressions, format: frenchNumber },
  // The gross, said as such, and the partner's share of it beside.
  { key: 'earnings', of: (s: DailyStat) => s.adsense_estimated_earnings_cents, format: formatEuros },
  { key: 'share', of: (s: DailyStat) => s.partner_share_cents, format: formatEuros },
] as const;

const COLUMNS: Column<DailyStat>[] = [
  { header: L.table.date, cell: (s) => frenchDay(s.stat_date), sx: { whiteSpace: 'nowrap' } },
  ...FIGURES.map((f): Column<DailyStat> => ({
    header: L.table[f.key],
    cell: (s) => f.format(f.of(s)),
    align: 'right',
  })),
];

export default function DashboardPage() {
  const partner = useOutletContext<Partner>();
  const today = parisDay();
  // Spec: the default range runs from the first day of the month to today.
  const [period, setPeriod] = useState<Period>(() => presetPeriod('month', today));
  const [preset, setPreset] = useState<PeriodPreset | null>('month');
  const error = periodError(period);
  const stats = useQuery({ ...partnerStatsQuery(period.from, period.to), enabled: error === null });
  const accrual = usePartnerPayouts().data?.accrual;
  const rows = stats.data ?? [];
  const totals = FIGURES.map((f) => {
    const label = L.totals[f.key];
    const value = f.format(rows.reduce((sum, s) => sum + f.of(s), 0));
    return { label, value, testId: `total-${label}` };
  });

  return (
    <Stack spacing={3}>
      <PageHeading title={L.dashboardTitle} />
      <AffiliateLinkCard partner={partner} />
      <PlacementsCard />
      {accrual && (
        <Section title={L.moneyTitle}>
          <Stack spacing={1.5}>
            <EarningsFigures accrual={accrual} />
            <Box>
              <Button component={Link} to="/partner/payment" variant="outlined">
                {L.toPayment}
              </Button>
            </Box>
          </Stack>
        </Section>
      )}
      <PeriodPicker
        period={period}
        preset={preset}
        error={error}
        onPreset={(next) => {
          setPreset(next);
          setPeriod(presetPeriod(next, today));
        }}
        onDates={(next) => {
          setPreset(null);
          setPeriod(next);
        }}
      />
      <FigureCards figures={totals} size={{ xs: 6, sm: 4, lg: 'grow' }} />
      <Typography variant="body2" color="text.secondary">
        {L.grossHint(frenchPercent(partner.revenue_share_percent))}
      </Typography>
      {error === null && <StatsChart period={period} stats={rows} />}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          disabled={rows.length === 0}
          onClick={() => downloadCsv(`statistiques-${period.from}-${period.to}.csv`, statsCsv(rows))}
        >
          {L.exportCsv}
        </Button>
      </Box>
      <DataTable
        outlined
        label={L.dashboardTitle}
        columns={COLUMNS}
        rows={rows}
        rowKey={(s) => s.stat_date}
        empty={EMPTY_STATES.periodData}
      />
      <SubIdTable period={error === null ? period : null} />
    </Stack>
  );
}

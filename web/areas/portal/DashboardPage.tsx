// /partner/dashboard – the link, a period, its totals, a chart by day, the daily table and its CSV.
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { z } from '../../../common/zod';
import { DASHBOARD_PRESETS } from '../../../common/constants';
import { parisDay } from '../../../common/dates';
import { DASHBOARD_MESSAGES, EMPTY_STATES } from '../../../common/messages';
import { formatEuros } from '../../../common/money';
import { dailyStatSchema, type Partner } from '../../../common/partner';
import { presetPeriod, type Period, type PeriodPreset } from '../../../common/periods';
import { apiGet } from '../../api/client';
import { usePageTitle } from '../../shell/usePageTitle';
import { AffiliateLinkCard } from './AffiliateLinkCard';
import { frenchDay, frenchNumber } from './format';
import { PORTAL_LABELS as L } from './labels';
import { StatsChart } from './StatsChart';
import { downloadCsv, statsCsv } from './statsCsv';

/** Spec: both dates required, start not after end. */
export function periodError(period: Period): string | null {
  const valid = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d);
  if (!valid(period.from) || !valid(period.to)) return DASHBOARD_MESSAGES.invalidDates;
  return period.from > period.to ? DASHBOARD_MESSAGES.startAfterEnd : null;
}

export default function DashboardPage() {
  usePageTitle(L.dashboardTitle);
  const partner = useOutletContext<Partner>();
  const today = parisDay();
  // Spec: the default range runs from the first day of the month to today.
  const [period, setPeriod] = useState<Period>(() => presetPeriod('month', today));
  const [preset, setPreset] = useState<PeriodPreset | null>('month');
  const error = periodError(period);
  const stats = useQuery({
    queryKey: ['partner-stats', period.from, period.to],
    queryFn: () => apiGet(`/api/partner/stats?from=${period.from}&to=${period.to}`, z.array(dailyStatSchema)),
    enabled: error === null,
  });
  const rows = stats.data ?? [];
  const total = (pick: (s: (typeof rows)[number]) => number) => rows.reduce((sum, s) => sum + pick(s), 0);
  const totals = [
    { label: L.totals.pageViews, value: frenchNumber(total((s) => s.page_views)) },
    { label: L.totals.searches, value: frenchNumber(total((s) => s.searches)) },
    { label: L.totals.adImpressions, value: frenchNumber(total((s) => s.ad_filled_impressions)) },
    { label: L.totals.earnings, value: formatEuros(total((s) => s.adsense_estimated_earnings_cents)) },
  ];

  function choose(next: PeriodPreset | null) {
    if (!next) return;
    setPreset(next);
    setPeriod(presetPeriod(next, today));
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {L.dashboardTitle}
      </Typography>
      <AffiliateLinkCard partner={partner} />

      <Box component="section" aria-label={L.period}>
        <ToggleButtonGroup
          value={preset}
          exclusive
          onChange={(_e, next: PeriodPreset | null) => choose(next)}
          size="small"
          sx={{ flexWrap: 'wrap' }}
        >
          {DASHBOARD_PRESETS.map((p) => (
            <ToggleButton key={p} value={p}>
              {L.presets[p]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          {(['from', 'to'] as const).map((end) => (
            <TextField
              key={end}
              type="date"
              label={L[end]}
              value={period[end]}
              onChange={(e) => {
                setPreset(null);
                setPeriod({ ...period, [end]: e.target.value });
              }}
              slotProps={{ inputLabel: { shrink: true } }}
              size="small"
            />
          ))}
        </Stack>
        {error && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </Box>

      <Grid container spacing={2}>
        {totals.map((t) => (
          <Grid key={t.label} size={{ xs: 6, md: 3 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {t.label}
                </Typography>
                <Typography variant="h5" component="p" data-testid={`total-${t.label}`}>
                  {t.value}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

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
      <TableContainer component={Card} variant="outlined">
        <Table size="small" aria-label={L.dashboardTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{L.table.date}</TableCell>
              <TableCell align="right">{L.table.pageViews}</TableCell>
              <TableCell align="right">{L.table.searches}</TableCell>
              <TableCell align="right">{L.table.adImpressions}</TableCell>
              <TableCell align="right">{L.table.earnings}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {EMPTY_STATES.periodData}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((s) => (
                <TableRow key={s.stat_date}>
                  <TableCell>{frenchDay(s.stat_date)}</TableCell>
                  <TableCell align="right">{frenchNumber(s.page_views)}</TableCell>
                  <TableCell align="right">{frenchNumber(s.searches)}</TableCell>
                  <TableCell align="right">{frenchNumber(s.ad_filled_impressions)}</TableCell>
                  <TableCell align="right">{formatEuros(s.adsense_estimated_earnings_cents)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

// Estimated gross earnings per day of the period (the partner's share in each day's title): an SVG bar chart, every day present (0 for a quiet one).
import type { DailyStat } from '../../../common/partner';
import { formatEuros } from '../../../common/money';
import { daysOf, type Period } from '../../../common/periods';
import { BarChart } from '../shared/BarChart';
import { frenchDay, frenchShortDay } from '../shared/format';
import { PORTAL_LABELS as L } from './labels';

/** Beyond three months a bar is thinner than a pixel. */
const MAX_DAYS = 92;

export function StatsChart({ period, stats }: { period: Period; stats: DailyStat[] }) {
  const byDay = new Map(stats.map((s) => [s.stat_date, s]));
  const days = daysOf(period).slice(-MAX_DAYS);
  const cents = days.map((d) => byDay.get(d)?.adsense_estimated_earnings_cents ?? 0);
  const share = (d: string) => formatEuros(byDay.get(d)?.partner_share_cents ?? 0);
  return (
    <BarChart
      caption={L.chartTitle}
      label={L.chartTitle}
      height={160}
      headroom={4}
      slots={days.map((day, i) => ({
        key: day,
        title: L.chartDay(frenchDay(day), formatEuros(cents[i]!), share(day)),
      }))}
      series={[{ values: cents, color: 'var(--blue)', width: 0.7, rounded: true }]}
      formatValue={(value) => formatEuros(value)}
      slotLabel={(i) => frenchShortDay(days[i]!)}
      baseline
    />
  );
}

// The last 24 hours by hour: requests as bars, failures and bans as marks above them.
import type { SecurityStats } from '../../../../common/admin';
import { BarChart } from '../../shared/BarChart';
import { frenchNumber } from '../../shared/format';
import { SECURITY_LABELS } from './labels';
import { hourOf } from './when';

const L = SECURITY_LABELS.chart;

export function HourlyChart({ hourly }: { hourly: SecurityStats['hourly'] }) {
  const now = new Date().toISOString();
  return (
    <BarChart
      caption={L.caption}
      label={L.label}
      height={120}
      headroom={10}
      slots={hourly.map((h) => ({
        key: h.hour,
        title: L.hour(hourOf(h.hour), h.requests, h.failures, h.bans),
        marked: h.bans > 0,
      }))}
      series={[
        { values: hourly.map((h) => h.requests), color: 'var(--blue-line)', width: 0.8 },
        { values: hourly.map((h) => h.failures), color: 'var(--danger)', width: 0.4 },
      ]}
      markColor="var(--ink)"
      formatValue={(value) => frenchNumber(value)}
      slotLabel={(i) => hourOf(hourly[i]?.hour ?? now)}
    />
  );
}

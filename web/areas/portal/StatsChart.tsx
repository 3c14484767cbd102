// Estimated earnings per day of the period: an SVG bar chart, every day present (0 for a quiet one).
import { Box, Typography } from '@mui/material';
import type { DailyStat } from '../../../common/partner';
import { formatEuros } from '../../../common/money';
import { daysOf, type Period } from '../../../common/periods';
import { frenchDay } from './format';
import { PORTAL_LABELS as L } from './labels';

const HEIGHT = 160;

export function StatsChart({ period, stats }: { period: Period; stats: DailyStat[] }) {
  const byDay = new Map(stats.map((s) => [s.stat_date, s.adsense_estimated_earnings_cents]));
  const days = daysOf(period).slice(-92); // beyond three months a bar is thinner than a pixel
  const max = Math.max(1, ...days.map((d) => byDay.get(d) ?? 0));
  const width = 100 / days.length;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {L.chartTitle}
      </Typography>
      <svg
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={L.chartTitle}
      >
        {days.map((day, i) => {
          const cents = byDay.get(day) ?? 0;
          const h = (cents / max) * (HEIGHT - 4);
          return (
            <rect
              key={day}
              x={i * width + width * 0.15}
              y={HEIGHT - h}
              width={width * 0.7}
              height={h}
              fill="#1d4ed8"
              rx={0.4}
            >
              <title>{`${frenchDay(day)} : ${formatEuros(cents)}`}</title>
            </rect>
          );
        })}
        <line
          x1="0"
          x2="100"
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          stroke="#d1d5db"
          strokeWidth="1"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    </Box>
  );
}

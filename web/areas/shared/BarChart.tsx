// A bar chart in SVG, one slot per day or hour: each series is scaled to its own highest value, drawn
// over the ones before it; a slot may carry a mark above its bars and a title that tells its figures.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** `width`: the bar's share of its slot, centred in it. */
export type BarSeries = { values: number[]; color: string; width: number; rounded?: boolean };

type Props = {
  /** The figure's caption, and the picture's accessible name. */
  caption: string;
  label: string;
  height: number;
  /** Room kept above the highest bar. */
  headroom: number;
  slots: Array<{ key: string; title: string; marked?: boolean }>;
  series: BarSeries[];
  markColor?: string;
  /** A thin line along the bottom. */
  baseline?: boolean;
  /** Under the chart (the first and last hours). */
  footer?: ReactNode;
};

export function BarChart({
  caption,
  label,
  height,
  headroom,
  slots,
  series,
  markColor,
  baseline,
  footer,
}: Props) {
  const width = 100 / slots.length;
  const scaled = series.map((s) => ({ ...s, max: Math.max(1, ...s.values) }));
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      <svg
        viewBox={`0 0 100 ${height}`}
        preserveAspectRatio="none"
        width="100%"
        height={height}
        role="img"
        aria-label={label}
      >
        {slots.map((slot, i) => (
          <g key={slot.key}>
            <title>{slot.title}</title>
            {scaled.map((s, k) => {
              const value = s.values[i] ?? 0;
              // The first series always has its bar (an empty day is a bar of 0); the others only when they count.
              if (k > 0 && value <= 0) return null;
              const h = (value / s.max) * (height - headroom);
              return (
                <rect
                  key={k}
                  x={i * width + (width * (1 - s.width)) / 2}
                  y={height - h}
                  width={width * s.width}
                  height={h}
                  fill={s.color}
                  rx={s.rounded ? 0.4 : undefined}
                />
              );
            })}
            {slot.marked && markColor && (
              <circle cx={i * width + width / 2} cy={6} r={1.6} fill={markColor} />
            )}
          </g>
        ))}
        {baseline && (
          <line
            x1="0"
            x2="100"
            y1={height - 0.5}
            y2={height - 0.5}
            stroke="#d1d5db"
            strokeWidth="1"
            vectorEffect="non-scaling-stroke"
          />
        )}
      </svg>
      {footer}
    </Box>
  );
}

// A bar chart in SVG, one slot per day or hour: each series is scaled to its own highest value, drawn
// over the ones before it; a slot may carry a mark above its bars and a title that tells its figures.
// Its axes are HTML beside the SVG (which stretches): the first series' scale on the left, slot labels below.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** `width`: the bar's share of its slot, centred in it. */
/** `color` is any CSS colour; a variable of the colours (`var(--blue)`) follows the light or dark theme. */
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
  /** The first series' values as the left axis writes them (0, half, highest). */
  formatValue: (value: number) => string;
  /** The label of a slot on the bottom axis (the first, middle and last are written). */
  slotLabel: (index: number) => string;
  /** Under the chart (a legend). */
  footer?: ReactNode;
};

const AXIS = { fontSize: '0.7rem', color: 'text.secondary', lineHeight: 1, whiteSpace: 'nowrap' } as const;

export function BarChart({
  caption,
  label,
  height,
  headroom,
  slots,
  series,
  markColor,
  baseline,
  formatValue,
  slotLabel,
  footer,
}: Props) {
  const width = 100 / slots.length;
  const scaled = series.map((s) => ({ ...s, max: Math.max(1, ...s.values) }));
  const top = scaled[0]?.max ?? 1;
  // A chart of zeros writes 0 alone; otherwise 0, half and the highest value, each once.
  const highest = Math.max(0, ...(series[0]?.values ?? []));
  const ticks = highest === 0 ? [0] : [...new Set([top, Math.round(top / 2), 0])];
  const labelled = [...new Set([0, Math.floor((slots.length - 1) / 2), slots.length - 1])].filter(
    (i) => i >= 0,
  );
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
        <Box aria-hidden="true" sx={{ position: 'relative', height, minWidth: '3ch', textAlign: 'right' }}>
          {ticks.map((value, i) => (
            <Typography
              key={i}
              component="span"
              sx={{
                ...AXIS,
                position: 'absolute',
                right: 0,
                // The highest value sits level with the tallest bar, 0 with the baseline.
                top: headroom + ((height - headroom) * (top - value)) / top,
                transform: value === top ? 'none' : value === 0 ? 'translateY(-100%)' : 'translateY(-50%)',
              }}
            >
              {formatValue(value)}
            </Typography>
          ))}
          {/* Gives the axis the width of its widest label. */}
          <Typography component="span" sx={{ ...AXIS, visibility: 'hidden' }}>
            {formatValue(ticks[0]!)}
          </Typography>
        </Box>
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
                    style={{ fill: s.color }}
                    rx={s.rounded ? 0.4 : undefined}
                  />
                );
              })}
              {slot.marked && markColor && (
                <circle cx={i * width + width / 2} cy={6} r={1.6} style={{ fill: markColor }} />
              )}
            </g>
          ))}
          {baseline && (
            <line
              x1="0"
              x2="100"
              y1={height - 0.5}
              y2={height - 0.5}
              style={{ stroke: 'var(--field)' }}
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
          )}
        </svg>
        <span />
        <Box aria-hidden="true" sx={{ position: 'relative', height: '1.2em', mt: 0.5 }}>
          {labelled.map((i) => (
            <Typography
              key={i}
              component="span"
              sx={{
                ...AXIS,
                position: 'absolute',
                left: `${(i + 0.5) * width}%`,
                transform:
                  i === 0 && slots.length > 1
                    ? 'none'
                    : i === slots.length - 1
                      ? 'translateX(-100%)'
                      : 'translateX(-50%)',
              }}
            >
              {slotLabel(i)}
            </Typography>
          ))}
        </Box>
      </Box>
      {footer}
    </Box>
  );
}

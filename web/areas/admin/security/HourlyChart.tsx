// The last 24 hours by hour: requests as bars, failures and bans as marks above them.
import { Box, Stack, Typography } from '@mui/material';
import type { SecurityStats } from '../../../../common/admin';

const HEIGHT = 120;

export function HourlyChart({ hourly }: { hourly: SecurityStats['hourly'] }) {
  const max = Math.max(1, ...hourly.map((h) => h.requests));
  const maxFailures = Math.max(1, ...hourly.map((h) => h.failures));
  const width = 100 / hourly.length;
  const label = (iso: string) =>
    new Date(iso).toLocaleTimeString('fr-FR', { hour: '2-digit', timeZone: 'Europe/Paris' });
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        Dernières 24 heures : requêtes (barres), échecs (rouge), bannissements (noir)
      </Typography>
      <svg
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label="Activité des dernières 24 heures"
      >
        {hourly.map((h, i) => {
          const bar = (h.requests / max) * (HEIGHT - 10);
          const fail = (h.failures / maxFailures) * (HEIGHT - 10);
          return (
            <g key={h.hour}>
              <title>{`${label(h.hour)} : ${h.requests} requêtes, ${h.failures} échecs, ${h.bans} bannissements`}</title>
              <rect
                x={i * width + width * 0.1}
                y={HEIGHT - bar}
                width={width * 0.8}
                height={bar}
                fill="#bfdbfe"
              />
              {h.failures > 0 && (
                <rect
                  x={i * width + width * 0.3}
                  y={HEIGHT - fail}
                  width={width * 0.4}
                  height={fail}
                  fill="#dc2626"
                />
              )}
              {h.bans > 0 && <circle cx={i * width + width / 2} cy={6} r={1.6} fill="#111827" />}
            </g>
          );
        })}
      </svg>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="caption">{label(hourly[0]?.hour ?? new Date().toISOString())}</Typography>
        <Typography variant="caption">{label(hourly.at(-1)?.hour ?? new Date().toISOString())}</Typography>
      </Stack>
    </Box>
  );
}

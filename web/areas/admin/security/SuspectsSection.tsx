// The most suspicious addresses, each with its count and its suspicion level.
import { Chip, Stack, Typography } from '@mui/material';
import { suspicionLevel, type SecurityStats } from '../../../../common/admin';
import { EMPTY_STATES, SUSPICION_LABELS } from '../../../../common/messages';
import { Section } from '../../shared/Section';
import { SECURITY_LABELS } from './labels';

const SUSPICION_COLOR = { critique: 'error', eleve: 'warning', modere: 'default' } as const;

export function SuspectsSection({ suspects }: { suspects: SecurityStats['topSuspiciousIps'] }) {
  return (
    <Section
      title={SECURITY_LABELS.suspects}
      empty={suspects.length === 0 ? EMPTY_STATES.suspiciousIps : null}
    >
      <Stack spacing={1}>
        {suspects.map((s) => {
          const level = suspicionLevel(s.count);
          return (
            <Stack key={s.ip} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography sx={{ fontFamily: 'monospace', minWidth: 200 }}>{s.ip}</Typography>
              <Typography>{s.count}</Typography>
              <Chip size="small" label={SUSPICION_LABELS[level]} color={SUSPICION_COLOR[level]} />
            </Stack>
          );
        })}
      </Stack>
    </Section>
  );
}

// /admin/security – the ban banner, counters, day and week figures, charts, logs, bans with unban, suspects.
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { banBannerLevel, suspicionLevel, unbanAnswerSchema } from '../../../../common/admin';
import { SECURITY_DASHBOARD_REFRESH_MS } from '../../../../common/constants';
import { ADMIN_MESSAGES, EMPTY_STATES, SUSPICION_LABELS } from '../../../../common/messages';
import { apiSend } from '../../../api/client';
import { usePageTitle } from '../../../shell/usePageTitle';
import { HourlyChart } from './HourlyChart';
import { PartnerFraudSection } from './PartnerFraudSection';
import { Section } from './Section';
import { when } from './when';
import { SECURITY_KEY, useSecurityStats } from './useSecurityStats';

const BANNER = {
  ok: { severity: 'success', text: 'Aucune adresse bannie.' },
  low: { severity: 'info', text: 'Quelques adresses bannies.' },
  high: { severity: 'warning', text: 'De nombreuses adresses bannies.' },
  critical: { severity: 'error', text: 'Attaque probable : beaucoup d’adresses bannies.' },
} as const;
const SUSPICION_COLOR = { critique: 'error', eleve: 'warning', modere: 'default' } as const;

export default function SecurityPage() {
  usePageTitle('Sécurité');
  const stats = useSecurityStats(SECURITY_DASHBOARD_REFRESH_MS);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);

  if (stats.isError) return <Alert severity="error">{ADMIN_MESSAGES.statsLoadFailed}</Alert>;
  const data = stats.data;
  if (!data) return null;
  const banner = BANNER[banBannerLevel(data.alerts.bannedIps)];

  async function unban(ip: string, jail: string) {
    try {
      const answer = await apiSend('POST', '/api/admin/security/unban', { ip, jail }, unbanAnswerSchema);
      setNotice({ ok: answer.success, message: answer.message });
    } catch {
      setNotice({ ok: false, message: ADMIN_MESSAGES.unbanFailed });
    }
    await queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
  }

  const counters = [
    ['IP bannies', data.alerts.bannedIps],
    ['Échecs (dernière heure)', data.alerts.failedAttemptsLastHour],
    ['Limites atteintes (dernière heure)', data.alerts.rateLimitHits],
    ['Échecs de connexion aujourd’hui', data.stats.failedAuthToday],
    ['Échecs de connexion cette semaine', data.stats.failedAuthWeek],
    ['Bannissements aujourd’hui', data.stats.totalBansToday],
  ] as const;

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Sécurité
      </Typography>
      <Alert severity={banner.severity} data-testid="ban-banner">
        {banner.text} ({data.alerts.bannedIps})
      </Alert>
      {notice && <Alert severity={notice.ok ? 'success' : 'warning'}>{notice.message}</Alert>}
      <Grid container spacing={2}>
        {counters.map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, md: 4, lg: 2 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="h5" component="p">
                  {value}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Card variant="outlined">
        <CardContent>
          <HourlyChart hourly={data.hourly} />
        </CardContent>
      </Card>

      <Section title="IP bannies" empty={data.bannedIps.length === 0 ? EMPTY_STATES.bannedIps : null}>
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>IP</TableCell>
                <TableCell>Prison</TableCell>
                <TableCell>Depuis</TableCell>
                <TableCell>Jusqu’à</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.bannedIps.map((b) => (
                <TableRow key={`${b.ip}|${b.jail}|${b.bannedAt}`}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{b.ip}</TableCell>
                  <TableCell>{b.jail}</TableCell>
                  <TableCell>{when(b.bannedAt)}</TableCell>
                  <TableCell>{when(b.expiresAt)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => void unban(b.ip, b.jail)}
                      aria-label={`Débannir ${b.ip}`}
                    >
                      Débannir
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>

      <Section
        title="Adresses suspectes"
        empty={data.topSuspiciousIps.length === 0 ? EMPTY_STATES.suspiciousIps : null}
      >
        <Stack spacing={1}>
          {data.topSuspiciousIps.map((s) => {
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

      <PartnerFraudSection signals={data.partnerFraudSignals} onNotice={setNotice} />

      <Section title="Journal récent" empty={data.recentLogs.length === 0 ? EMPTY_STATES.recentLogs : null}>
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Horodatage</TableCell>
                <TableCell>IP</TableCell>
                <TableCell>Chemin</TableCell>
                <TableCell>Statut</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.recentLogs.map((l, i) => (
                <TableRow key={`${l.timestamp}|${i}`}>
                  <TableCell>{when(l.timestamp)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{l.ip}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{l.path}</TableCell>
                  <TableCell>{l.status}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>
    </Stack>
  );
}

// Partners whose attributed traffic came in bursts (flagged, not counted), with a pause at hand.
import {
  Button,
  Chip,
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
import { adminPartnerSchema, type PartnerFraudSignal } from '../../../../common/admin';
import { ADMIN_MESSAGES, EMPTY_STATES, PARTNER_STATUS_LABELS } from '../../../../common/messages';
import { apiSend } from '../../../api/client';
import { ADMIN_PARTNERS_KEY } from '../partners/keys';
import { Section } from './Section';
import { SECURITY_KEY } from './useSecurityStats';
import { when } from './when';

const SCOPE_LABELS = { address: 'adresse', network: 'réseau' } as const;
const statusLabel = (status: string) =>
  PARTNER_STATUS_LABELS[status as keyof typeof PARTNER_STATUS_LABELS] ?? status;

type Props = {
  signals: PartnerFraudSignal[];
  onNotice: (notice: { ok: boolean; message: string }) => void;
};

export function PartnerFraudSection({ signals, onNotice }: Props) {
  const queryClient = useQueryClient();

  async function pause(signal: PartnerFraudSignal) {
    try {
      await apiSend(
        'PUT',
        `/api/admin/partners/${signal.partnerId}`,
        { status: 'paused' },
        adminPartnerSchema,
      );
      onNotice({ ok: true, message: ADMIN_MESSAGES.partnerPaused(signal.name) });
    } catch {
      onNotice({ ok: false, message: ADMIN_MESSAGES.pausePartnerFailed });
    }
    await queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
    await queryClient.invalidateQueries({ queryKey: ADMIN_PARTNERS_KEY });
  }

  return (
    <Section
      title="Signaux de fraude des partenaires"
      empty={signals.length === 0 ? EMPTY_STATES.fraudSignals : null}
    >
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Rafales d’événements attribués depuis une même adresse ou un même réseau (7 derniers jours) : écartées
        des statistiques.
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Partenaire</TableCell>
              <TableCell>Statut</TableCell>
              <TableCell align="right">Événements écartés</TableCell>
              <TableCell>Sources principales</TableCell>
              <TableCell>Dernier signal</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {signals.map((s) => (
              <TableRow key={s.partnerId}>
                <TableCell>
                  {s.name}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({s.code})
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={statusLabel(s.status)}
                    color={s.status === 'active' ? 'warning' : 'default'}
                  />
                </TableCell>
                <TableCell align="right">{s.flaggedEvents.toLocaleString('fr-FR')}</TableCell>
                <TableCell>
                  <Stack spacing={0.5}>
                    {s.sources.map((source) => (
                      <Typography key={`${source.scope}|${source.source}`} variant="body2">
                        <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
                          {source.source}
                        </Typography>{' '}
                        ({SCOPE_LABELS[source.scope]}) × {source.events.toLocaleString('fr-FR')}
                      </Typography>
                    ))}
                  </Stack>
                </TableCell>
                <TableCell>{when(s.lastAt)}</TableCell>
                <TableCell align="right">
                  {s.status === 'active' && (
                    <Button
                      size="small"
                      color="warning"
                      onClick={() => void pause(s)}
                      aria-label={`Mettre en pause ${s.name}`}
                    >
                      Mettre en pause
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}

// Partners whose attributed traffic came in bursts (flagged, not counted), with a pause at hand.
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { adminPartnerSchema, type PartnerFraudSignal } from '../../../../common/admin';
import { ADMIN_MESSAGES, EMPTY_STATES, PARTNER_STATUS_LABELS } from '../../../../common/messages';
import { apiSend } from '../../../api/client';
import { DataTable, type Column } from '../../shared/DataTable';
import type { Notice } from '../../shared/Notice';
import { Section } from '../../shared/Section';
import { ADMIN_PARTNERS_KEY } from '../partners/keys';
import { frenchNumber } from '../../shared/format';
import { SECURITY_LABELS } from './labels';
import { SECURITY_KEY } from './useSecurityStats';
import { when } from './when';

const L = SECURITY_LABELS.fraud;
const statusLabel = (status: string) =>
  PARTNER_STATUS_LABELS[status as keyof typeof PARTNER_STATUS_LABELS] ?? status;

/** The partner, its code in grey. */
const partnerCell = (s: PartnerFraudSignal) => (
  <>
    {s.name}{' '}
    <Typography component="span" variant="body2" color="text.secondary">
      ({s.code})
    </Typography>
  </>
);

/** Each top source: the address or network in monospace, its kind and its events. */
const sourcesCell = (s: PartnerFraudSignal) => (
  <Stack spacing={0.5}>
    {s.sources.map((source) => (
      <Typography key={`${source.scope}|${source.source}`} variant="body2">
        <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
          {source.source}
        </Typography>{' '}
        ({L.scope[source.scope]}) × {frenchNumber(source.events)}
      </Typography>
    ))}
  </Stack>
);

type Props = { signals: PartnerFraudSignal[]; onNotice: (notice: Notice) => void };

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

  const columns: Column<PartnerFraudSignal>[] = [
    { header: L.partner, cell: partnerCell },
    {
      header: L.status,
      cell: (s) => (
        <Chip
          size="small"
          label={statusLabel(s.status)}
          color={s.status === 'active' ? 'warning' : 'default'}
        />
      ),
    },
    { header: L.flagged, cell: (s) => frenchNumber(s.flaggedEvents), align: 'right' },
    { header: L.sources, cell: sourcesCell },
    { header: L.last, cell: (s) => when(s.lastAt) },
    {
      header: null,
      align: 'right',
      cell: (s) =>
        s.status === 'active' && (
          <Button
            size="small"
            color="warning"
            onClick={() => void pause(s)}
            aria-label={`${L.pause} ${s.name}`}
          >
            {L.pause}
          </Button>
        ),
    },
  ];
  return (
    <Section title={L.title} empty={signals.length === 0 ? EMPTY_STATES.fraudSignals : null}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {L.intro}
      </Typography>
      <DataTable columns={columns} rows={signals} rowKey={(s) => s.partnerId} />
    </Section>
  );
}

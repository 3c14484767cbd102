// The partner list: code, name, e-mail, share, threshold, trial, status, channel, and the row's actions (an
// archived partner's row only reads).
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { AdminPartner } from '../../../../common/admin';
import { EMPTY_STATES } from '../../../../common/messages';
import { formatEuros } from '../../../../common/money';
import { DataTable, type Column } from '../../shared/DataTable';
import { frenchDay, frenchPercent } from '../../shared/format';
import { STATUS_LABELS } from '../../shared/labels';
import { ADMIN_LABELS as L } from './labels';
import { PayBalanceButton } from './PayoutSafety';

type Actions = {
  onEdit: (partner: AdminPartner) => void;
  onPayment: (partner: AdminPartner) => void;
  onDelete: (partner: AdminPartner) => void;
  onLedger: (partner: AdminPartner) => void;
};

/**
 * The row's buttons two by two, so that the table keeps its width on a laptop (all of them in one line pushed
 * « Paiement » and « Supprimer » past its edge); on a phone's card, full-width buttons two a line.
 */
const ACTIONS = {
  display: { xs: 'flex', sm: 'grid' },
  flexWrap: 'wrap',
  gridTemplateColumns: 'repeat(2, max-content)',
  gap: 0.5,
} as const;

/** A row's button, named with the partner's code for assistive tech ("Modifier ELISED7K2M"). */
const rowButton = (label: string, run: (p: AdminPartner) => void, partner: AdminPartner, color?: 'error') => (
  <Button
    size="small"
    color={color}
    onClick={() => run(partner)}
    aria-label={`${label} ${partner.code}`}
    sx={{ minWidth: 0, px: 0.75 }}
  >
    {label}
  </Button>
);

function columns({ onEdit, onPayment, onDelete, onLedger }: Actions): Column<AdminPartner>[] {
  const C = L.columns;
  return [
    { header: C.code, cell: (p) => p.code, sx: { fontFamily: 'monospace' } },
    { header: C.name, cell: (p) => p.name },
    // A long address breaks anywhere rather than push the actions out of a 1366 px screen.
    { header: C.email, cell: (p) => p.email, sx: { overflowWrap: 'anywhere', minWidth: 140 } },
    { header: C.share, cell: (p) => frenchPercent(p.revenue_share_percent) },
    { header: C.threshold, cell: (p) => formatEuros(p.payout_threshold_cents) },
    { header: C.trial, cell: (p) => (p.trial_until ? frenchDay(p.trial_until) : '—') },
    { header: C.status, cell: (p) => STATUS_LABELS[p.status] },
    { header: C.channel, cell: (p) => p.adsense_custom_channel_id ?? '—' },
    {
      header: C.actions,
      actions: true,
      // An archived partner is history: read its statement and payment info, change nothing but pay its balance.
      cell: (p) => (
        <Box sx={ACTIONS}>
          {p.status !== 'archived' && rowButton(L.edit, onEdit, p)}
          {rowButton(L.ledger, onLedger, p)}
          {rowButton(L.payment, onPayment, p)}
          {p.status !== 'archived' && rowButton(L.delete, onDelete, p, 'error')}
          {p.status === 'archived' && <PayBalanceButton partner={p} />}
        </Box>
      ),
    },
  ];
}

export function PartnersTable({
  partners,
  empty,
  ...actions
}: { partners: AdminPartner[]; empty?: string | undefined } & Actions) {
  if (partners.length === 0)
    return (
      <Card variant="outlined">
        <CardContent>
          <Typography color="text.secondary">{empty ?? EMPTY_STATES.partners}</Typography>
        </CardContent>
      </Card>
    );
  return (
    <DataTable outlined label={L.title} columns={columns(actions)} rows={partners} rowKey={(p) => p.id} />
  );
}

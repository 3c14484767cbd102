// The partner list: code, name, e-mail, share, threshold, trial, status, channel, and the row's actions.
import { Button, Card, CardContent, Typography } from '@mui/material';
import type { AdminPartner } from '../../../../common/admin';
import { EMPTY_STATES, PARTNER_STATUS_LABELS } from '../../../../common/messages';
import { formatEuros } from '../../../../common/money';
import { DataTable, type Column } from '../../shared/DataTable';
import { frenchDay } from '../../shared/format';
import { ADMIN_LABELS as L } from './labels';

type Actions = {
  onEdit: (partner: AdminPartner) => void;
  onPayment: (partner: AdminPartner) => void;
  onDelete: (partner: AdminPartner) => void;
};

/** A row's button, named with the partner's code for assistive tech ("Modifier ELISED7K2M"). */
const rowButton = (label: string, run: (p: AdminPartner) => void, partner: AdminPartner, color?: 'error') => (
  <Button size="small" color={color} onClick={() => run(partner)} aria-label={`${label} ${partner.code}`}>
    {label}
  </Button>
);

function columns({ onEdit, onPayment, onDelete }: Actions): Column<AdminPartner>[] {
  const C = L.columns;
  return [
    { header: C.code, cell: (p) => p.code, sx: { fontFamily: 'monospace' } },
    { header: C.name, cell: (p) => p.name },
    { header: C.email, cell: (p) => p.email },
    { header: C.share, cell: (p) => `${p.revenue_share_percent} %` },
    { header: C.threshold, cell: (p) => formatEuros(p.payout_threshold_cents) },
    { header: C.trial, cell: (p) => (p.trial_until ? frenchDay(p.trial_until) : '—') },
    { header: C.status, cell: (p) => PARTNER_STATUS_LABELS[p.status] },
    { header: C.channel, cell: (p) => p.adsense_custom_channel_id ?? '—' },
    {
      header: C.actions,
      sx: { whiteSpace: 'nowrap' },
      cell: (p) => (
        <>
          {rowButton(L.edit, onEdit, p)}
          {rowButton(L.payment, onPayment, p)}
          {rowButton(L.delete, onDelete, p, 'error')}
        </>
      ),
    },
  ];
}

export function PartnersTable({ partners, ...actions }: { partners: AdminPartner[] } & Actions) {
  if (partners.length === 0)
    return (
      <Card variant="outlined">
        <CardContent>
          <Typography color="text.secondary">{EMPTY_STATES.partners}</Typography>
        </CardContent>
      </Card>
    );
  return (
    <DataTable outlined label={L.title} columns={columns(actions)} rows={partners} rowKey={(p) => p.id} />
  );
}

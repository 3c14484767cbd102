// Payout requests with a status select each; the list is reloaded after every change.
import { MenuItem, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPayoutSchema } from '../../../../common/admin';
import { EMPTY_STATES } from '../../../../common/messages';
import { PAYOUT_STATUSES } from '../../../../common/partner';
import { z } from '../../../../common/zod';
import { apiGet, apiSend } from '../../../api/client';
import { frenchDay } from '../../shared/format';
import { PayoutTable, type PayoutColumn } from '../../shared/PayoutTable';
import { Section } from '../../shared/Section';
import { ADMIN_PAYOUTS_KEY } from './keys';
import { ADMIN_LABELS as L } from './labels';

type AdminPayout = z.infer<typeof adminPayoutSchema>;

/** Before the period: when it was asked for, and by whom. */
const REQUEST_COLUMNS: PayoutColumn<AdminPayout>[] = [
  { header: L.payoutColumns.date, cell: (p) => frenchDay(p.created_at.slice(0, 10)) },
  { header: L.payoutColumns.partner, cell: (p) => `${p.partner_name} (${p.partner_code})` },
];

export function PayoutsSection() {
  const queryClient = useQueryClient();
  const payouts = useQuery({
    queryKey: ADMIN_PAYOUTS_KEY,
    queryFn: () => apiGet('/api/admin/payouts', z.array(adminPayoutSchema)),
  });
  const list = payouts.data ?? [];

  async function setStatus(id: number, status: string) {
    try {
      await apiSend('PUT', `/api/admin/payouts/${id}/status`, { status }, adminPayoutSchema);
    } finally {
      await queryClient.invalidateQueries({ queryKey: ADMIN_PAYOUTS_KEY });
    }
  }

  return (
    <Section plain title={L.payouts}>
      <PayoutTable
        payouts={list}
        labels={L.payoutColumns}
        empty={EMPTY_STATES.payoutRequests}
        leading={REQUEST_COLUMNS}
        status={(p) => (
          <TextField
            select
            size="small"
            value={p.status}
            onChange={(e) => void setStatus(p.id, e.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': `${L.payoutColumns.status} ${p.partner_code}` },
            }}
          >
            {PAYOUT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {L.payoutStatus[s]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Section>
  );
}

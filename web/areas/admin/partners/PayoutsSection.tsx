// Payout requests with a status select each; the list is reloaded after every change.
import {
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPayoutSchema } from '../../../../common/admin';
import { EMPTY_STATES } from '../../../../common/messages';
import { formatEuros } from '../../../../common/money';
import { PAYOUT_STATUSES } from '../../../../common/partner';
import { z } from '../../../../common/zod';
import { apiGet, apiSend } from '../../../api/client';
import { frenchDay, frenchPercent } from '../../portal/format';
import { ADMIN_PAYOUTS_KEY } from './keys';
import { ADMIN_LABELS as L } from './labels';

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
    <Stack spacing={2} component="section" aria-labelledby="payouts-title">
      <Typography id="payouts-title" variant="h6" component="h2">
        {L.payouts}
      </Typography>
      {list.length === 0 ? (
        <Typography color="text.secondary">{EMPTY_STATES.payoutRequests}</Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {Object.values(L.payoutColumns).map((c) => (
                  <TableCell key={c}>{c}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{frenchDay(p.created_at.slice(0, 10))}</TableCell>
                  <TableCell>
                    {p.partner_name} ({p.partner_code})
                  </TableCell>
                  <TableCell>
                    {frenchDay(p.period_start)} – {frenchDay(p.period_end)}
                  </TableCell>
                  <TableCell>{formatEuros(p.gross_earnings_cents)}</TableCell>
                  <TableCell>{frenchPercent(p.partner_share_percent)}</TableCell>
                  <TableCell>{formatEuros(p.partner_amount_cents)}</TableCell>
                  <TableCell>
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
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

// /admin/partners – the partner list with add, edit, delete and payment view; the channel pool; payouts.
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adSlotsAnswerSchema, adminPartnerSchema, type AdminPartner } from '../../../../common/admin';
import { maskIban, formatIban } from '../../../../common/iban';
import { ADMIN_MESSAGES, EMPTY_STATES, PARTNER_STATUS_LABELS } from '../../../../common/messages';
import { formatEuros } from '../../../../common/money';
import { paymentAnswerSchema } from '../../../../common/partner';
import { z } from '../../../../common/zod';
import { apiGet, apiSend } from '../../../api/client';
import { usePageTitle } from '../../../shell/usePageTitle';
import { frenchDay } from '../../portal/format';
import { AdSettingsSection } from './AdSettingsSection';
import { ChannelsSection } from './ChannelsSection';
import { ADMIN_CHANNELS_KEY, ADMIN_PARTNERS_KEY, ADMIN_SLOTS_KEY } from './keys';
import { ADMIN_LABELS as L } from './labels';
import { PartnerDialog } from './PartnerDialog';
import { ImportSection } from './ImportSection';
import { PayoutsSection } from './PayoutsSection';

/** Spec: the admin slots, falling back to the public list when the admin call fails. */
async function loadSlots() {
  try {
    return (await apiGet('/api/admin/ads/slots', adSlotsAnswerSchema)).slots;
  } catch {
    return (await apiGet('/api/ads/slots', adSlotsAnswerSchema)).slots;
  }
}

export default function AdminPartnersPage() {
  usePageTitle(L.title);
  const queryClient = useQueryClient();
  const partners = useQuery({
    queryKey: ADMIN_PARTNERS_KEY,
    queryFn: () => apiGet('/api/admin/partners', z.array(adminPartnerSchema)),
  });
  const slots = useQuery({ queryKey: ADMIN_SLOTS_KEY, queryFn: loadSlots });
  const [editing, setEditing] = useState<AdminPartner | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdminPartner | null>(null);
  const [paymentOf, setPaymentOf] = useState<AdminPartner | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = partners.data ?? [];

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await apiSend('DELETE', `/api/admin/partners/${deleting.id}`, undefined, z.object({ id: z.number() }));
      setError(null);
    } catch {
      setError(ADMIN_MESSAGES.deletePartnerFailed);
    }
    setDeleting(null);
    await queryClient.invalidateQueries({ queryKey: ADMIN_PARTNERS_KEY });
    await queryClient.invalidateQueries({ queryKey: ADMIN_CHANNELS_KEY });
  }

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h4" component="h1">
          {L.title}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {L.add}
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      <Card variant="outlined">
        {list.length === 0 ? (
          <CardContent>
            <Typography color="text.secondary">{EMPTY_STATES.partners}</Typography>
          </CardContent>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={L.title}>
              <TableHead>
                <TableRow>
                  {Object.values(L.columns).map((c) => (
                    <TableCell key={c}>{c}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{p.code}</TableCell>
                    <TableCell>{p.name}</TableCell>
                    <TableCell>{p.email}</TableCell>
                    <TableCell>{p.revenue_share_percent} %</TableCell>
                    <TableCell>{formatEuros(p.payout_threshold_cents)}</TableCell>
                    <TableCell>{p.trial_until ? frenchDay(p.trial_until) : '—'}</TableCell>
                    <TableCell>{PARTNER_STATUS_LABELS[p.status]}</TableCell>
                    <TableCell>{p.adsense_custom_channel_id ?? '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setEditing(p)} aria-label={`${L.edit} ${p.code}`}>
                        {L.edit}
                      </Button>
                      <Button
                        size="small"
                        onClick={() => setPaymentOf(p)}
                        aria-label={`${L.payment} ${p.code}`}
                      >
                        {L.payment}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setDeleting(p)}
                        aria-label={`${L.delete} ${p.code}`}
                      >
                        {L.delete}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>

      <Divider />
      <ChannelsSection partners={list} />
      <Divider />
      <PayoutsSection />
      <Divider />
      <ImportSection />
      <Divider />
      <AdSettingsSection />

      {editing !== null && (
        <PartnerDialog
          partner={editing === 'new' ? null : editing}
          slots={slots.data ?? []}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              void queryClient.invalidateQueries({ queryKey: ADMIN_PARTNERS_KEY });
              void queryClient.invalidateQueries({ queryKey: ADMIN_CHANNELS_KEY });
            }
          }}
        />
      )}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>{L.delete}</DialogTitle>
        <DialogContent>
          <DialogContentText>{deleting && L.confirmDelete(deleting.name)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{L.cancel}</Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()}>
            {L.delete}
          </Button>
        </DialogActions>
      </Dialog>
      {paymentOf && <PaymentDialog partner={paymentOf} onClose={() => setPaymentOf(null)} />}
    </Stack>
  );
}

function PaymentDialog({ partner, onClose }: { partner: AdminPartner; onClose: () => void }) {
  const payment = useQuery({
    queryKey: ['admin-payment', partner.id],
    queryFn: () => apiGet(`/api/admin/partners/${partner.id}/payment`, paymentAnswerSchema),
    gcTime: 0, // an IBAN in clear stays in memory no longer than the dialog
  });
  const [shown, setShown] = useState(false);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{L.paymentTitle(partner.name)}</DialogTitle>
      <DialogContent>
        {payment.data?.iban ? (
          <Stack spacing={1}>
            <Typography sx={{ fontFamily: 'monospace' }} data-testid="admin-iban">
              {shown ? formatIban(payment.data.iban) : maskIban(payment.data.iban)}
            </Typography>
            <Typography>{payment.data.holderName}</Typography>
            <Button size="small" onClick={() => setShown(!shown)} sx={{ alignSelf: 'flex-start' }}>
              {shown ? 'Masquer' : 'Afficher l’IBAN'}
            </Button>
          </Stack>
        ) : (
          <Typography color="text.secondary">{payment.isPending ? '…' : L.noPayment}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

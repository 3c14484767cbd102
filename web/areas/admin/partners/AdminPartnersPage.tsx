// /admin/partners – the partner list with add, edit, delete and payment view; the channel pool; payouts.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Stack,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adSlotsAnswerSchema, adminPartnerSchema, type AdminPartner } from '../../../../common/admin';
import { ADMIN_MESSAGES } from '../../../../common/messages';
import { z } from '../../../../common/zod';
import { apiGet, apiSend } from '../../../api/client';
import { PageHeading } from '../../shared/PageHeading';
import { AdSettingsSection } from './AdSettingsSection';
import { ChannelsSection } from './ChannelsSection';
import { ImportSection } from './ImportSection';
import { ADMIN_CHANNELS_KEY, ADMIN_PARTNERS_KEY, ADMIN_SLOTS_KEY } from './keys';
import { ADMIN_LABELS as L } from './labels';
import { PartnerDialog } from './PartnerDialog';
import { PartnersTable } from './PartnersTable';
import { PaymentDialog } from './PaymentDialog';
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

  /** A partner added, changed or deleted: its row, and the channel it took or gave back. */
  async function reloadPartners() {
    await queryClient.invalidateQueries({ queryKey: ADMIN_PARTNERS_KEY });
    await queryClient.invalidateQueries({ queryKey: ADMIN_CHANNELS_KEY });
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await apiSend('DELETE', `/api/admin/partners/${deleting.id}`, undefined, z.object({ id: z.number() }));
      setError(null);
    } catch {
      setError(ADMIN_MESSAGES.deletePartnerFailed);
    }
    setDeleting(null);
    await reloadPartners();
  }

  return (
    <Stack spacing={3}>
      <PageHeading title={L.title}>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {L.add}
        </Button>
      </PageHeading>
      {error && <Alert severity="error">{error}</Alert>}
      <PartnersTable partners={list} onEdit={setEditing} onPayment={setPaymentOf} onDelete={setDeleting} />

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
            if (saved) void reloadPartners();
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

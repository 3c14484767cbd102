// /admin/partners – the partner list with add, edit, delete (or archive), statement and payment view; the channel
// pool; payouts and their SEPA batches; the revenue import; the ad settings.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import {
  ADMIN_PARTNER_STATUSES,
  adSlotsAnswerSchema,
  adminPartnerSchema,
  type AdminPartner,
} from '../../../../common/admin';
import { ADMIN_MESSAGES } from '../../../../common/messages';
import { failureMessage } from '../../../api/failure';
import { z } from '../../../../common/zod';
import { apiGet, apiSend } from '../../../api/client';
import { FilterSelect } from '../../shared/FilterSelect';
import { NoticeAlert, type Notice } from '../../shared/Notice';
import { PageHeading } from '../../shared/PageHeading';
import { Pager } from '../../shared/Pager';
import { STATUS_LABELS } from '../../shared/labels';
import { usePagedList } from '../../shared/usePagedList';
import { AdSettingsSection } from './AdSettingsSection';
import { ChannelsSection } from './ChannelsSection';
import { BatchesSection } from './BatchesSection';
import { ImportSection } from './ImportSection';
import { ADMIN_CHANNELS_KEY, ADMIN_PARTNERS_KEY, ADMIN_PAYOUTS_KEY, ADMIN_SLOTS_KEY } from './keys';
import { ADMIN_LABELS as L } from './labels';
import { LedgerDialog } from './LedgerDialog';
import { PartnerDialog } from './PartnerDialog';
import { PartnersTable } from './PartnersTable';
import { PaymentDialog } from './PaymentDialog';
import { PayoutsSection } from './PayoutsSection';
import { FrozenPayouts } from './PayoutSafety';

/** Spec: the admin slots, falling back to the public list when the admin call fails. */
async function loadSlots() {
  try {
    return (await apiGet('/api/admin/ads/slots', adSlotsAnswerSchema)).slots;
  } catch {
    return (await apiGet('/api/ads/slots', adSlotsAnswerSchema)).slots;
  }
}

/** The admin sets the first ones; archived partners are found all the same. */
const STATUS_CHOICES = [...ADMIN_PARTNER_STATUSES, 'archived' as const].map((s) => ({
  value: s,
  label: STATUS_LABELS[s],
}));

export default function AdminPartnersPage() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const partners = usePagedList(ADMIN_PARTNERS_KEY, '/api/admin/partners', z.array(adminPartnerSchema), {
    status,
    q,
  });
  const filtered = status !== '' || q !== '';
  const slots = useQuery({ queryKey: ADMIN_SLOTS_KEY, queryFn: loadSlots });
  const [editing, setEditing] = useState<AdminPartner | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdminPartner | null>(null);
  const [paymentOf, setPaymentOf] = useState<AdminPartner | null>(null);
  const [ledgerOf, setLedgerOf] = useState<AdminPartner | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const list = partners.rows;

  /** A partner added, changed or deleted: its row, and the channel it took or gave back. */
  async function reloadPartners() {
    await queryClient.invalidateQueries({ queryKey: ADMIN_PARTNERS_KEY });
    await queryClient.invalidateQueries({ queryKey: ADMIN_CHANNELS_KEY });
  }

  /** A partner with money history is archived, one without is deleted: the server's answer says which. */
  async function confirmDelete() {
    if (!deleting) return;
    try {
      const answer = await apiSend(
        'DELETE',
        `/api/admin/partners/${deleting.id}`,
        undefined,
        z.object({ id: z.number(), archived: z.boolean(), message: z.string() }),
      );
      setNotice({ ok: true, message: answer.message });
    } catch (caught) {
      setNotice({ ok: false, message: failureMessage(caught, ADMIN_MESSAGES.deletePartnerFailed) });
    }
    setDeleting(null);
    await reloadPartners();
    await queryClient.invalidateQueries({ queryKey: ADMIN_PAYOUTS_KEY });
  }

  return (
    <Stack spacing={3}>
      <PageHeading title={L.title}>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {L.add}
        </Button>
      </PageHeading>
      <NoticeAlert notice={notice} />
      <FrozenPayouts />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          type="search"
          label={L.filters.search}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FilterSelect
          label={L.filters.status}
          value={status}
          onChange={setStatus}
          all={L.filters.allStatuses}
          choices={STATUS_CHOICES}
          sx={{ minWidth: 160 }}
        />
      </Stack>
      <PartnersTable
        partners={list}
        empty={filtered ? L.filters.noMatch : undefined}
        onEdit={setEditing}
        onPayment={setPaymentOf}
        onDelete={setDeleting}
        onLedger={setLedgerOf}
      />
      <Pager list={partners} label={L.title} />

      <Divider />
      <ChannelsSection />
      <Divider />
      <PayoutsSection />
      <Divider />
      <BatchesSection />
      <Divider />
      <ImportSection />
      <Divider />
      <AdSettingsSection />

      {editing !== null && (
        <PartnerDialog
          partner={editing === 'new' ? null : editing}
          slots={slots.data ?? []}
          onClose={() => setEditing(null)}
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
      {ledgerOf && <LedgerDialog partner={ledgerOf} onClose={() => setLedgerOf(null)} />}
    </Stack>
  );
}

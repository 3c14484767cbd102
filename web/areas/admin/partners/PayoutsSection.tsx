// Payout requests, open ones by due day first: each with its due day (overdue ones marked), the account it is
// paid to, and the actions its status allows (pending → approved → paid, pending or approved → rejected). A
// rejection asks its reason (the partner reads it), a payment its bank transfer reference.
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminPayoutSchema, type AdminPayout, type PayoutStatusChange } from '../../../../common/admin';
import { parisDay } from '../../../../common/dates';
import { IBAN_SAFETY_MESSAGES } from '../../../../common/ibanSafetyMessages';
import { ACCOUNT_MESSAGES, EMPTY_STATES, FIELD_MESSAGES } from '../../../../common/messages';
import { formatEuros } from '../../../../common/money';
import { PAYOUT_STATUSES, PAYOUT_TRANSITIONS } from '../../../../common/partner';
import { z } from '../../../../common/zod';
import { apiSend } from '../../../api/client';
import { failureMessage } from '../../../api/failure';
import { FilterSelect } from '../../shared/FilterSelect';
import { frenchDay } from '../../shared/format';
import { Pager } from '../../shared/Pager';
import { PayoutDocumentLink } from '../../shared/PaperLinks';
import { PayoutTable, type PayoutColumn } from '../../shared/PayoutTable';
import { usePagedList } from '../../shared/usePagedList';
import { Section } from '../../shared/Section';
import { ADMIN_BATCHES_KEY, ADMIN_PAYOUTS_KEY } from './keys';
import { ADMIN_LABELS as L } from './labels';
import { TextPromptDialog } from './TextPromptDialog';

const C = L.payoutColumns;
const caption = (text: string, testId?: string) => (
  <Typography variant="caption" color="text.secondary" component="div" data-testid={testId}>
    {text}
  </Typography>
);

/** The masked IBAN in one line on a laptop; on a phone's card it may break between its groups. */
const IBAN = { whiteSpace: { xs: 'normal', sm: 'nowrap' } } as const;

/** Before the period: when it was asked for, and by whom (with the account it goes to). */
const REQUEST_COLUMNS: PayoutColumn<AdminPayout>[] = [
  { header: C.date, cell: (p) => frenchDay(p.created_at.slice(0, 10)), sx: { whiteSpace: 'nowrap' } },
  {
    header: C.partner,
    cell: (p) => (
      <>
        {`${p.partner_name} (${p.partner_code})`}
        {p.holder_name && caption(p.holder_name)}
        {p.iban_masked && (
          <Typography variant="caption" color="text.secondary" component="div" sx={IBAN}>
            {p.iban_masked}
          </Typography>
        )}
        {/* The payout pays the IBAN of its claim (the SEPA file's); the partner's new one is said beside it. */}
        {p.current_iban_masked && (
          <Typography
            variant="caption"
            color="warning.main"
            component="div"
            sx={IBAN}
            data-testid="current-iban"
          >
            {IBAN_SAFETY_MESSAGES.currentIbanDiffers(p.current_iban_masked)}
          </Typography>
        )}
        {p.payouts_frozen_since && (
          <Typography variant="caption" color="error" component="div" data-testid="payouts-frozen">
            {IBAN_SAFETY_MESSAGES.frozenSince(p.payouts_frozen_since)}
          </Typography>
        )}
      </>
    ),
  },
];

/**
 * The status with what it hangs on: an open payout's due day (overdue ones marked), a paid one's day, reference
 * and document, a rejected one's reason. One column, so that the table fits beside the menu at 1366 px.
 */
function StatusCell({ payout: p }: { payout: AdminPayout }) {
  const open = p.status === 'pending' || p.status === 'approved';
  return (
    <>
      {L.payoutStatus[p.status]}
      {open && caption(L.dueOn(frenchDay(p.due_on)))}
      {p.overdue && <Chip size="small" color="error" label={L.overdue} data-testid="overdue" />}
      {p.paid_at && caption(L.paidOn(frenchDay(parisDay(new Date(p.paid_at)))))}
      {p.source === 'auto' && caption(L.automatic)}
      {p.rejection_reason && caption(L.reasonOf(p.rejection_reason))}
      {p.transfer_reference && caption(L.referenceOf(p.transfer_reference))}
      {p.status === 'paid' && <PayoutDocumentLink href={`/api/admin/payouts/${p.id}/document.pdf`} />}
      {p.batch_id !== null && caption(L.inBatch(p.batch_id))}
    </>
  );
}

const STATUS_CHOICES = PAYOUT_STATUSES.map((s) => ({ value: s, label: L.payoutStatus[s] }));

type Prompt = { payout: AdminPayout; status: 'rejected' | 'paid' };

export function PayoutsSection() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const payouts = usePagedList(ADMIN_PAYOUTS_KEY, '/api/admin/payouts', z.array(adminPayoutSchema), {
    status,
  });
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = payouts.rows;

  /** Answers why the server refused (shown in the dialog when there is one, else above the list), or null. */
  async function change(id: number, body: PayoutStatusChange, inDialog = false): Promise<string | null> {
    setBusy(true);
    setError(null);
    try {
      await apiSend('PUT', `/api/admin/payouts/${id}/status`, body, adminPayoutSchema);
      setPrompt(null);
      return null;
    } catch (caught) {
      const message = failureMessage(caught, ACCOUNT_MESSAGES.updateFailed);
      if (!inDialog) setError(message);
      return message;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ADMIN_PAYOUTS_KEY });
      await queryClient.invalidateQueries({ queryKey: ADMIN_BATCHES_KEY });
    }
  }

  const action = (p: AdminPayout, label: string, run: () => void, color?: 'error') => (
    <Button
      size="small"
      color={color}
      disabled={busy}
      onClick={run}
      aria-label={`${label} ${p.partner_code}`}
    >
      {label}
    </Button>
  );

  const ACTIONS: PayoutColumn<AdminPayout>[] = [
    {
      header: C.actions,
      actions: true,
      sx: { whiteSpace: 'nowrap' },
      cell: (p) => {
        const next = PAYOUT_TRANSITIONS[p.status];
        return (
          <>
            {next.includes('approved') &&
              action(p, L.approve, () => void change(p.id, { status: 'approved' }))}
            {next.includes('paid') && action(p, L.markPaid, () => setPrompt({ payout: p, status: 'paid' }))}
            {next.includes('rejected') &&
              action(p, L.reject, () => setPrompt({ payout: p, status: 'rejected' }), 'error')}
          </>
        );
      },
    },
  ];

  const amount = prompt && formatEuros(prompt.payout.partner_amount_cents);
  return (
    <Section plain title={L.payouts}>
      <Typography variant="body2" color="text.secondary">
        {L.payoutsHint}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <FilterSelect
        label={L.filters.status}
        value={status}
        onChange={setStatus}
        all={L.filters.allStatuses}
        choices={STATUS_CHOICES}
        sx={{ maxWidth: 200 }}
      />
      <Box sx={{ overflowX: 'auto' }}>
        <PayoutTable
          label={L.payouts}
          payouts={list}
          labels={C}
          empty={status ? L.filters.noMatch : EMPTY_STATES.payoutRequests}
          leading={REQUEST_COLUMNS}
          status={(p) => <StatusCell payout={p} />}
          after={ACTIONS}
          compact
        />
      </Box>
      <Pager list={payouts} label={L.payouts} />
      {prompt && (
        <TextPromptDialog
          title={
            prompt.status === 'rejected'
              ? L.rejectTitle(prompt.payout.partner_code, amount!)
              : L.paidTitle(prompt.payout.partner_code, amount!)
          }
          text={prompt.status === 'rejected' ? L.rejectText : L.paidText}
          label={prompt.status === 'rejected' ? L.reason : L.reference}
          tooShort={
            prompt.status === 'rejected' ? FIELD_MESSAGES.rejectionReason : FIELD_MESSAGES.transferReference
          }
          multiline={prompt.status === 'rejected'}
          confirm={prompt.status === 'rejected' ? L.reject : L.markPaid}
          danger={prompt.status === 'rejected'}
          busy={busy}
          onCancel={() => setPrompt(null)}
          onConfirm={(text) =>
            change(
              prompt.payout.id,
              prompt.status === 'rejected'
                ? { status: 'rejected', reason: text }
                : { status: 'paid', reference: text },
              true,
            )
          }
        />
      )}
    </Section>
  );
}

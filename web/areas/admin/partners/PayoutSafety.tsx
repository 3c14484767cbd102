// Money safety in the admin partners area: the partners whose payouts « Ce n'était pas moi » froze, each lifted
// once the admin looked; and the button that pays an archived partner's balance.
import { Alert, Button, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminPayoutSchema, type AdminPartner } from '../../../../common/admin';
import { payoutFreezeSchema, payoutsUnfrozenSchema } from '../../../../common/ibanSafety';
import { IBAN_SAFETY_MESSAGES as M } from '../../../../common/ibanSafetyMessages';
import { ACCOUNT_MESSAGES } from '../../../../common/messages';
import { formatEuros } from '../../../../common/money';
import { z } from '../../../../common/zod';
import { apiGet, apiSend } from '../../../api/client';
import { failureMessage } from '../../../api/failure';
import { NoticeAlert, type Notice } from '../../shared/Notice';
import { ADMIN_PAYOUTS_KEY } from './keys';

const FREEZES_KEY = ['admin-payout-freezes'] as const;

/** The frozen partners, each with « Rétablir les paiements »; nothing at all when none is frozen. */
export function FrozenPayouts() {
  const queryClient = useQueryClient();
  const freezes = useQuery({
    queryKey: FREEZES_KEY,
    queryFn: () => apiGet('/api/admin/partners/payouts-freezes', z.array(payoutFreezeSchema)),
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  async function lift(partnerId: number) {
    setBusy(true);
    try {
      const answer = await apiSend(
        'POST',
        `/api/admin/partners/${partnerId}/payouts-unfreeze`,
        undefined,
        payoutsUnfrozenSchema,
      );
      setNotice({ ok: true, message: answer.message });
    } catch (caught) {
      setNotice({ ok: false, message: failureMessage(caught, ACCOUNT_MESSAGES.updateFailed) });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: FREEZES_KEY });
      await queryClient.invalidateQueries({ queryKey: ADMIN_PAYOUTS_KEY });
    }
  }

  const list = freezes.data ?? [];
  if (list.length === 0 && !notice) return null;
  return (
    <Stack spacing={1} data-testid="frozen-payouts">
      <NoticeAlert notice={notice} />
      {list.map((f) => (
        <Alert
          key={f.partner_id}
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={busy}
              onClick={() => void lift(f.partner_id)}
              aria-label={`${M.liftFreeze} ${f.code}`}
            >
              {M.liftFreeze}
            </Button>
          }
        >
          {`${f.name} (${f.code}) – ${M.frozenSince(f.frozen_since)}`}
        </Alert>
      ))}
    </Stack>
  );
}

/** « Verser le solde » on an archived partner's row: their remaining balance becomes a payout to approve. */
export function PayBalanceButton({ partner }: { partner: AdminPartner }) {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function pay() {
    setBusy(true);
    try {
      const payout = await apiSend(
        'POST',
        `/api/admin/partners/${partner.id}/payout`,
        undefined,
        adminPayoutSchema,
      );
      setSaid(formatEuros(payout.partner_amount_cents));
      await queryClient.invalidateQueries({ queryKey: ADMIN_PAYOUTS_KEY });
    } catch (caught) {
      setSaid(failureMessage(caught, ACCOUNT_MESSAGES.updateFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      size="small"
      disabled={busy}
      onClick={() => void pay()}
      aria-label={`${M.payPartnerBalance} ${partner.code}`}
      title={said ?? undefined}
      sx={{ minWidth: 0, px: 0.75 }}
    >
      {said ?? M.payPartnerBalance}
    </Button>
  );
}

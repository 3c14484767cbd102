// The one message of the payment page about a claim, picked from what blocks it (the server's blocked_by), so
// that two messages never contradict each other; and whether the claim button is offered.
import type { AlertColor } from '@mui/material';
import { IBAN_SAFETY_MESSAGES } from '../../../common/ibanSafetyMessages';
import { PARTNER_MESSAGES } from '../../../common/messages';
import type { Accrual } from '../../../common/partner';
import { PORTAL_LABELS as L } from './labels';

export type ClaimNotice = { severity: AlertColor; message: string; canClaim: boolean };

export function claimNotice(accrual: Pick<Accrual, 'blocked_by' | 'iban_usable_from'>): ClaimNotice {
  switch (accrual.blocked_by) {
    // The threshold is reached: the button stays, and asks for the payment info when it is missing (spec).
    case null:
    case 'payment_info':
      return { severity: 'success', message: PARTNER_MESSAGES.thresholdReached, canClaim: true };
    case 'open_payout':
      return { severity: 'info', message: PARTNER_MESSAGES.claimPending, canClaim: false };
    case 'below_threshold':
      return { severity: 'info', message: PARTNER_MESSAGES.paymentPossibleAtThreshold, canClaim: false };
    case 'no_threshold':
      return { severity: 'info', message: PARTNER_MESSAGES.claimNoThreshold, canClaim: false };
    case 'status':
      return { severity: 'info', message: L.claimNeedsActive, canClaim: false };
    case 'frozen':
      return { severity: 'warning', message: IBAN_SAFETY_MESSAGES.payoutsFrozen, canClaim: false };
    case 'iban_hold':
      return {
        severity: 'info',
        message: IBAN_SAFETY_MESSAGES.claimOnHold(accrual.iban_usable_from ?? ''),
        canClaim: false,
      };
    case 'no_balance':
      return { severity: 'info', message: IBAN_SAFETY_MESSAGES.nothingToPay, canClaim: false };
  }
}

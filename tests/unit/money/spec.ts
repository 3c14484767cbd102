// The money rules as the spec states them, written out here on their own for the tests and their models, so
// that a wrong product function cannot agree with itself (the product's share is common/money.ts's).
import type { PayoutStatus } from '../../../common/partner';

/**
 * A partner's share of a day: gross × percent is a number of hundredths of a cent; its whole cents are kept,
 * and one more cent when what is left is half a cent (50 hundredths) or more. Integers only.
 */
export function shareOf(grossCents: number, percent: number): number {
  const hundredths = grossCents * percent;
  const cents = Math.trunc(hundredths / 100);
  return hundredths % 100 >= 50 ? cents + 1 : cents;
}

/** The marketing page: 10 € once the lifetime share reaches 80 €. */
export const LAUNCH_BONUS = { cents: 1_000, atCents: 8_000 };

export const PAYOUT_STATUSES: PayoutStatus[] = ['pending', 'approved', 'paid', 'rejected'];

/** Where a payout may go from each status: pending → approved → paid, pending or approved → rejected. */
export const PAYOUT_MOVES: Record<PayoutStatus, PayoutStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
};

/** An open payout holds the partner's money until it is paid or rejected. */
export const isOpen = (status: PayoutStatus) => status === 'pending' || status === 'approved';

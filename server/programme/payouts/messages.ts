// The messages of a payout, queued in the transaction that moves it: to the partner (asked, automatic, approved,
// paid, refused) and to the admins (payouts waiting for their approval).
import { TO_ADMINS } from '../../../common/mail';
import type { PayoutStatusChange } from '../../../common/admin';
import type { DatabaseHandle } from '../../platform/db/database';
import { queueMessage } from '../../mail/outbox';
import { ledgerAnswer } from '../ledger/service';
import { decryptIban } from '../partners/ibanCipher';
import { partnerOf } from '../partners/service';
import type { PayoutRow } from './store';

/** The last 4 characters of the IBAN the payout pays; null without the key or when it cannot be read. */
function ibanLast4Of(payout: PayoutRow, ibanKey: Buffer | undefined): string | null {
  if (!ibanKey || !payout.iban_encrypted) return null;
  try {
    return decryptIban(ibanKey, payout.iban_encrypted).slice(-4);
  } catch {
    return null; // a message never stops a payment
  }
}

const factsOf = (payout: PayoutRow, ibanKey: Buffer | undefined) => ({
  payoutId: payout.id,
  amountCents: Number(payout.partner_amount_cents),
  ibanLast4: ibanLast4Of(payout, ibanKey),
});

/** A new payout: asked by the partner (the admins are told one waits) or made by the monthly run. */
export async function queuePayoutCreated(
  tx: DatabaseHandle,
  email: string,
  payout: PayoutRow,
  ibanKey: Buffer,
): Promise<void> {
  const causeKey = `payout-${payout.id}`;
  const facts = factsOf(payout, ibanKey);
  if (payout.source === 'auto') {
    await queueMessage(tx, {
      kind: 'monthly_payout',
      to: email,
      causeKey,
      data: { ...facts, month: payout.period_end.slice(0, 7), dueOn: payout.due_on },
    });
    return; // the run tells the admins once, for all its payouts
  }
  await queueMessage(tx, {
    kind: 'payout_requested',
    to: email,
    causeKey,
    data: { ...facts, dueOn: payout.due_on },
  });
  await queueMessage(tx, {
    kind: 'admin_payouts_waiting',
    to: TO_ADMINS,
    causeKey,
    data: { count: 1, totalCents: facts.amountCents },
  });
}

/** The monthly run's payouts, told to the admins once per run. */
export async function queueMonthlyPayoutsWaiting(
  database: DatabaseHandle,
  lastDay: string,
  payouts: PayoutRow[],
): Promise<void> {
  if (payouts.length === 0) return;
  await queueMessage(database, {
    kind: 'admin_payouts_waiting',
    to: TO_ADMINS,
    causeKey: `monthly-${lastDay}`,
    data: {
      count: payouts.length,
      totalCents: payouts.reduce((sum, p) => sum + Number(p.partner_amount_cents), 0),
    },
  });
}

/** A status change the partner hears of: approved, paid (date, reference) or refused (reason). */
export async function queuePayoutStatus(
  tx: DatabaseHandle,
  email: string,
  payout: PayoutRow,
  change: PayoutStatusChange,
  today: string,
  ibanKey: Buffer | undefined,
): Promise<void> {
  const causeKey = `payout-${payout.id}`;
  const facts = factsOf(payout, ibanKey);
  if (change.status === 'approved')
    await queueMessage(tx, {
      kind: 'payout_approved',
      to: email,
      causeKey,
      data: { ...facts, dueOn: payout.due_on },
    });
  else if (change.status === 'paid')
    await queueMessage(tx, {
      kind: 'payout_paid',
      to: email,
      causeKey,
      data: { ...facts, paidOn: today, reference: change.reference },
    });
  else if (change.status === 'rejected')
    await queueMessage(tx, {
      kind: 'payout_refused',
      to: email,
      causeKey,
      data: { ...facts, reason: change.reason },
    });
}

/** The month's statement of a partner whose money moved in it (`month`: YYYY-MM), once per partner and month. */
export async function queueMonthlyStatement(
  database: DatabaseHandle,
  partnerId: number,
  month: string,
): Promise<void> {
  const partner = await partnerOf(database, partnerId);
  const figures = (await ledgerAnswer(database, partnerId)).months.find((m) => m.month === month);
  if (!partner || !figures) return;
  await queueMessage(database, {
    kind: 'monthly_statement',
    to: partner.email,
    causeKey: `partner-${partnerId}-${month}`,
    data: {
      month,
      earnedCents: figures.share_cents,
      bonusCents: figures.bonus_cents,
      paidCents: figures.paid_cents,
      balanceCents: figures.balance_cents,
    },
  });
}

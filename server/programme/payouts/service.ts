// Payouts: what a partner may claim (the whole available balance), the claim with its IBAN snapshot and its
// ledger entry in one transaction, and the admin's status changes along the allowed transitions.
import type { AdminPayout, PayoutStatusChange } from '../../../common/admin';
import { FIRST_PAYMENT_WITHIN_DAYS } from '../../../common/constants';
import { monthStartOf, parisDay } from '../../../common/dates';
import { IBAN_SAFETY_MESSAGES } from '../../../common/ibanSafetyMessages';
import { ADMIN_MESSAGES, HTTP_MESSAGES, PARTNER_MESSAGES } from '../../../common/messages';
import { centsToEuros, thresholdProgress } from '../../../common/money';
import {
  maskIban,
  PAYOUT_TRANSITIONS,
  type Accrual,
  type ClaimBlocker,
  type Payout,
  type PayoutStatus,
} from '../../../common/partner';
import type { PayoutsPageQuery } from '../../../common/pagination';
import { addDays } from '../../../common/periods';
import { recordAudit } from '../../platform/audit/store';
import { inTransaction, isUniqueViolation, type DatabaseHandle } from '../../platform/db/database';
import type { Page } from '../../platform/db/paginate';
import { AppError } from '../../platform/http/errors';
import {
  debitPayout,
  earningsBetween,
  ledgerBalanceOf,
  keepPayoutMakeup,
  keptPayoutMakeupsOf,
  lifetimeEarningsOf,
  reversePayout,
  type PayoutMakeup,
  unpaidPeriodOf,
} from '../ledger/service';
import { decryptIban } from '../partners/ibanCipher';
import { queuePayoutCreated, queuePayoutStatus } from './messages';
import { ibanGuardOf, type IbanGuard } from '../payment-safety/service';
import { openPayoutOfPartner, partnerOf, sealedPaymentInfoOf, type PartnerRow } from '../partners/service';
import {
  findPayout,
  insertPayout,
  listPayoutsOf,
  listPayoutsWithPartner,
  pagePayoutsWithPartner,
  movePayout,
  type PayoutRow,
  type PayoutWithPartner,
} from './store';

/**
 * A payout as its rows show it: gross, percent, then the share and the bonus it pays apart, as kept at its claim
 * (a payout from before the ledger has no makeup: all of it is share); paid ones say when, with the transfer's
 * reference.
 */
export function toPayout(row: PayoutRow, makeup: PayoutMakeup | undefined): Payout {
  const amount = Number(row.partner_amount_cents);
  const bonus = makeup?.bonusCents ?? 0;
  return {
    id: row.id,
    status: row.status as PayoutStatus,
    period_start: row.period_start,
    period_end: row.period_end,
    gross_earnings: centsToEuros(Number(row.gross_earnings_cents)),
    gross_earnings_cents: Number(row.gross_earnings_cents),
    partner_share_percent: row.partner_share_percent,
    partner_amount: centsToEuros(Number(row.partner_amount_cents)),
    partner_amount_cents: Number(row.partner_amount_cents),
    share_cents: amount - bonus,
    bonus_cents: bonus,
    source: row.source as Payout['source'],
    due_on: row.due_on,
    rejection_reason: row.rejection_reason,
    iban_masked: row.iban_masked,
    holder_name: row.holder_name,
    created_at: row.created_at,
    // A paid payout is final: its last change is its payment.
    paid_at: row.status === 'paid' ? row.updated_at : null,
    transfer_reference: row.transfer_reference,
  };
}

/** Payouts as the partner reads them, each with its kept makeup (no ledger entry is read). */
export async function payoutAnswers(database: DatabaseHandle, rows: PayoutRow[]): Promise<Payout[]> {
  const makeups = await keptPayoutMakeupsOf(
    database,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toPayout(row, makeups.get(row.id)));
}

/** Payouts as the admin reads them, each with its kept makeup (no ledger entry is read). */
export async function adminPayoutAnswers(
  database: DatabaseHandle,
  rows: PayoutWithPartner[],
  today = parisDay(),
): Promise<AdminPayout[]> {
  const makeups = await keptPayoutMakeupsOf(
    database,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAdminPayout(row, makeups.get(row.id), today));
}

const isOpen = (status: string) => status === 'pending' || status === 'approved';

function toAdminPayout(row: PayoutWithPartner, makeup: PayoutMakeup | undefined, today: string): AdminPayout {
  return {
    ...toPayout(row, makeup),
    partner_id: row.partner_id,
    partner_name: row.partner_name,
    partner_code: row.partner_code,
    overdue: isOpen(row.status) && row.due_on <= today,
    transfer_reference: row.transfer_reference,
    batch_id: row.batch_id,
  };
}

/** The partner's own payouts, newest first. */
export async function payoutsOf(database: DatabaseHandle, partner: PartnerRow): Promise<Payout[]> {
  return payoutAnswers(database, await listPayoutsOf(database, partner.id));
}

type Standing = { available: number; blockedBy: ClaimBlocker | null; ibanUsableFrom: string | null };

/**
 * Why the partner may not be paid now, if anything stops it. An archived partner's balance is paid whatever the
 * threshold (it is their last payment); frozen payouts and a new IBAN still waiting stop any payment.
 */
async function blockerOf(
  database: DatabaseHandle,
  partner: PartnerRow,
  available: number,
  guard: IbanGuard,
): Promise<ClaimBlocker | null> {
  const archived = partner.status === 'archived';
  const threshold = Number(partner.payout_threshold_cents);
  if (partner.status !== 'active' && !archived) return 'status';
  if (guard.frozenSince) return 'frozen';
  if (await openPayoutOfPartner(database, partner.id)) return 'open_payout';
  if (archived && available <= 0) return 'no_balance';
  if (!archived && threshold <= 0) return 'no_threshold';
  if (!archived && available < threshold) return 'below_threshold';
  if (!(await sealedPaymentInfoOf(database, partner.id))) return 'payment_info';
  return guard.usableFrom ? 'iban_hold' : null;
}

/** Whether the partner may be paid now, and why not: the same rule for the page, the claim and the monthly run. */
async function standingOf(
  database: DatabaseHandle,
  partner: PartnerRow,
  now = new Date(),
): Promise<Standing> {
  const available = await ledgerBalanceOf(database, partner.id);
  const guard = await ibanGuardOf(database, partner.id, now);
  const blockedBy = await blockerOf(database, partner, available, guard);
  return { available, blockedBy, ibanUsableFrom: guard.usableFrom };
}

/** The payouts answer's accrual: this month's share, the available balance, lifetime earnings, eligibility. */
export async function accrualOf(
  database: DatabaseHandle,
  partner: PartnerRow,
  today = parisDay(),
): Promise<Accrual> {
  const threshold = Number(partner.payout_threshold_cents);
  const month = await earningsBetween(database, partner.id, monthStartOf(today), today);
  const { available, blockedBy, ibanUsableFrom } = await standingOf(database, partner);
  return {
    payout_threshold: centsToEuros(threshold),
    payout_threshold_cents: threshold,
    partner_amount: centsToEuros(month.shareCents),
    partner_amount_cents: month.shareCents,
    percent: thresholdProgress(available, threshold),
    // Spec: the button follows the threshold; a click without payment info shows the warning.
    eligible: blockedBy === null || blockedBy === 'payment_info',
    share_percent: partner.revenue_share_percent,
    available_cents: available,
    lifetime_cents: await lifetimeEarningsOf(database, partner.id),
    blocked_by: blockedBy,
    iban_usable_from: ibanUsableFrom,
  };
}

const BLOCKER_ERRORS: Record<ClaimBlocker, (standing?: Standing) => AppError> = {
  frozen: () => new AppError(403, IBAN_SAFETY_MESSAGES.payoutsFrozen, 'payouts_frozen'),
  iban_hold: (s) =>
    new AppError(409, IBAN_SAFETY_MESSAGES.claimOnHold(s?.ibanUsableFrom ?? ''), 'iban_on_hold'),
  no_balance: () => new AppError(400, IBAN_SAFETY_MESSAGES.nothingToPay, 'no_balance'),
  status: () => new AppError(403, PARTNER_MESSAGES.claimNotActive, 'partner_not_active'),
  open_payout: () => new AppError(409, PARTNER_MESSAGES.claimPending, 'already_claimed'),
  no_threshold: () => new AppError(400, PARTNER_MESSAGES.claimNoThreshold, 'no_threshold'),
  below_threshold: () => new AppError(400, PARTNER_MESSAGES.paymentPossibleAtThreshold, 'not_eligible'),
  payment_info: () => new AppError(400, PARTNER_MESSAGES.paymentInfoRequired, 'payment_info_required'),
};

/**
 * A payout of the whole available balance, re-checked here whatever the page showed, with the IBAN it will
 * be paid to and its ledger entry, in one transaction; the database's one-open-payout index turns a
 * concurrent second claim into a 409.
 */
export async function claimPayout(
  database: DatabaseHandle,
  ibanKey: Buffer,
  partnerId: number,
  source: 'claim' | 'auto' | 'admin' = 'claim',
  today = parisDay(),
  now = new Date(),
): Promise<PayoutRow> {
  try {
    return await inTransaction(database, async (tx) => {
      const partner = await partnerOf(tx, partnerId);
      if (!partner) throw new AppError(404, HTTP_MESSAGES[404], 'partner_not_found');
      const standing = await standingOf(tx, partner, now);
      const { available, blockedBy } = standing;
      if (blockedBy === 'open_payout') {
        const open = await openPayoutOfPartner(tx, partnerId);
        throw new AppError(
          409,
          PARTNER_MESSAGES.claimInProgress(open?.status ?? 'pending'),
          'already_claimed',
        );
      }
      if (blockedBy) throw BLOCKER_ERRORS[blockedBy](standing);
      const info = (await sealedPaymentInfoOf(tx, partnerId))!;
      const period = await unpaidPeriodOf(tx, partnerId, today);
      const payout = await insertPayout(tx, {
        partner_id: partnerId,
        period_start: period.from,
        period_end: period.to,
        gross_earnings_cents: period.grossCents,
        partner_share_percent: partner.revenue_share_percent,
        partner_amount_cents: available,
        status: 'pending',
        source,
        due_on: addDays(today, FIRST_PAYMENT_WITHIN_DAYS),
        iban_encrypted: info.iban_encrypted,
        holder_name: info.holder_name,
        iban_masked: maskIban(decryptIban(ibanKey, info.iban_encrypted)),
      });
      // Kept once, before the debit: a list of payouts never reads the ledger for it.
      await keepPayoutMakeup(tx, partnerId, payout.id);
      await debitPayout(tx, { partnerId, payoutId: payout.id, amountCents: available }, today);
      await queuePayoutCreated(tx, partner.email, payout, ibanKey);
      return payout;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw BLOCKER_ERRORS.open_payout();
    throw error;
  }
}

/** A page of the admin's list: open payouts past or nearest their due day first, then the rest newest first. */
export async function adminPayouts(
  database: DatabaseHandle,
  query: PayoutsPageQuery,
  today = parisDay(),
): Promise<Page<AdminPayout>> {
  const page = await pagePayoutsWithPartner(database, query);
  return { ...page, items: await adminPayoutAnswers(database, page.items, today) };
}

/** Applies one status change in the caller's transaction: the move, the money back if rejected, the audit row. */
export async function applyStatusChange(
  tx: DatabaseHandle,
  adminId: number,
  id: number,
  change: PayoutStatusChange,
  today = parisDay(),
  /** Reads the IBAN's last 4 characters for the partner's message. */
  ibanKey?: Buffer,
): Promise<void> {
  const before = await findPayout(tx, id);
  if (!before) throw new AppError(404, HTTP_MESSAGES[404], 'payout_not_found');
  const from = before.status as PayoutStatus;
  if (!PAYOUT_TRANSITIONS[from].includes(change.status))
    throw new AppError(409, ADMIN_MESSAGES.payoutTransition(from, change.status), 'payout_transition');
  const moved = await movePayout(tx, id, from, {
    status: change.status,
    ...(change.status === 'rejected' && { rejection_reason: change.reason }),
    ...(change.status === 'paid' && { transfer_reference: change.reference }),
  });
  if (!moved)
    throw new AppError(409, ADMIN_MESSAGES.payoutTransition(from, change.status), 'payout_transition');
  if (change.status === 'rejected')
    await reversePayout(
      tx,
      { partnerId: before.partner_id, payoutId: id, amountCents: Number(before.partner_amount_cents) },
      today,
    );
  await recordAudit(tx, {
    adminId,
    action: 'payout.status',
    target: `payout:${id}`,
    detail: { from, ...change },
  });
  const partner = await partnerOf(tx, before.partner_id);
  if (partner) await queuePayoutStatus(tx, partner.email, before, change, today, ibanKey);
}

export async function changePayoutStatus(
  database: DatabaseHandle,
  adminId: number,
  id: number,
  change: PayoutStatusChange,
  ibanKey?: Buffer,
): Promise<AdminPayout> {
  return inTransaction(database, async (tx) => {
    await applyStatusChange(tx, adminId, id, change, parisDay(), ibanKey);
    return (await adminPayoutAnswers(tx, await listPayoutsWithPartner(tx, { id })))[0]!;
  });
}

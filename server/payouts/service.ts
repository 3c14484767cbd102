// Payouts: the month's accrual, a claim re-checked on the server, and the admin's status changes.
import type { AdminPayout } from '../../common/admin';
import { monthStartOf, parisDay } from '../../common/dates';
import { HTTP_MESSAGES, PARTNER_MESSAGES } from '../../common/messages';
import { centsToEuros, partnerShareCents, thresholdProgress } from '../../common/money';
import type { Accrual, Payout, PayoutStatus } from '../../common/partner';
import { recordAudit } from '../audit/store';
import { inTransaction, type DatabaseHandle } from '../db/database';
import { AppError } from '../http/errors';
import { findPaymentInfo, grossEarningsCents, type PartnerRow } from '../partners/store';
import {
  findPayout,
  hasPayoutFor,
  insertPayout,
  listPayoutsOf,
  listPayoutsWithPartner,
  setPayoutStatus,
  type PayoutRow,
  type PayoutWithPartner,
} from './store';

export function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    status: row.status as PayoutStatus,
    period_start: row.period_start,
    period_end: row.period_end,
    gross_earnings: centsToEuros(row.gross_earnings_cents),
    gross_earnings_cents: row.gross_earnings_cents,
    partner_share_percent: row.partner_share_percent,
    partner_amount: centsToEuros(row.partner_amount_cents),
    partner_amount_cents: row.partner_amount_cents,
    created_at: row.created_at,
  };
}

export function toAdminPayout(row: PayoutWithPartner): AdminPayout {
  return {
    ...toPayout(row),
    partner_id: row.partner_id,
    partner_name: row.partner_name,
    partner_code: row.partner_code,
  };
}

/** The partner's own payouts, newest first. */
export async function payoutsOf(database: DatabaseHandle, partner: PartnerRow): Promise<Payout[]> {
  return (await listPayoutsOf(database, partner.id)).map(toPayout);
}

type MonthSoFar = {
  periodStart: string;
  periodEnd: string;
  grossCents: number;
  shareCents: number;
  alreadyClaimed: boolean;
  eligible: boolean;
};

/** The current Paris month so far: gross, the partner's share, and whether a claim is possible now. */
async function monthSoFar(
  database: DatabaseHandle,
  partner: PartnerRow,
  today = parisDay(),
): Promise<MonthSoFar> {
  const periodStart = monthStartOf(today);
  const grossCents = await grossEarningsCents(database, partner.id, periodStart, today);
  const shareCents = partnerShareCents(grossCents, partner.revenue_share_percent);
  const alreadyClaimed = await hasPayoutFor(database, partner.id, periodStart);
  const threshold = partner.payout_threshold_cents;
  const eligible = threshold > 0 && shareCents >= threshold && !alreadyClaimed;
  return { periodStart, periodEnd: today, grossCents, shareCents, alreadyClaimed, eligible };
}

/** Spec: the payouts answer's accrual (threshold, the month's share, progress, eligible). */
export async function accrualOf(database: DatabaseHandle, partner: PartnerRow): Promise<Accrual> {
  const month = await monthSoFar(database, partner);
  const threshold = partner.payout_threshold_cents;
  return {
    payout_threshold: centsToEuros(threshold),
    payout_threshold_cents: threshold,
    partner_amount: centsToEuros(month.shareCents),
    partner_amount_cents: month.shareCents,
    percent: thresholdProgress(month.shareCents, threshold),
    eligible: month.eligible,
  };
}

const claimPending = () => new AppError(409, PARTNER_MESSAGES.claimPending, 'already_claimed');

/**
 * A claim, re-checked here whatever the page showed: eligible, payment info present; one request for the
 * month – the unique (partner, month) index turns a second or concurrent claim into a 409.
 */
export async function claimPayout(database: DatabaseHandle, partner: PartnerRow): Promise<PayoutRow> {
  if (!(await findPaymentInfo(database, partner.id)))
    throw new AppError(400, PARTNER_MESSAGES.paymentInfoRequired, 'payment_info_required');
  const month = await monthSoFar(database, partner);
  if (month.alreadyClaimed) throw claimPending();
  if (!month.eligible) throw new AppError(400, PARTNER_MESSAGES.paymentPossibleAtThreshold, 'not_eligible');
  try {
    return await insertPayout(database, {
      partner_id: partner.id,
      period_start: month.periodStart,
      period_end: month.periodEnd,
      gross_earnings_cents: month.grossCents,
      partner_share_percent: partner.revenue_share_percent,
      partner_amount_cents: month.shareCents,
      status: 'pending',
    });
  } catch (error) {
    if (await hasPayoutFor(database, partner.id, month.periodStart)) throw claimPending();
    throw error;
  }
}

export async function adminPayouts(database: DatabaseHandle): Promise<AdminPayout[]> {
  return (await listPayoutsWithPartner(database)).map(toAdminPayout);
}

/** An admin's status change, recorded with what it was before. */
export async function changePayoutStatus(
  database: DatabaseHandle,
  adminId: number,
  id: number,
  status: PayoutStatus,
): Promise<AdminPayout> {
  return inTransaction(database, async (tx) => {
    const before = await findPayout(tx, id);
    if (!before) throw new AppError(404, HTTP_MESSAGES[404], 'payout_not_found');
    await setPayoutStatus(tx, id, status);
    await recordAudit(tx, {
      adminId,
      action: 'payout.status',
      target: `payout:${id}`,
      detail: { from: before.status, to: status },
    });
    return toAdminPayout((await listPayoutsWithPartner(tx, id))[0]!);
  });
}

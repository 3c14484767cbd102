// The partner programme's rules on the server: applying, the month's accrual, claiming a payout.
import {
  DEFAULT_PAYOUT_THRESHOLD_EUROS,
  DEFAULT_REVENUE_SHARE_PERCENT,
  PARTNER_NAME_FALLBACK,
} from '../../common/constants';
import { monthStartOf, parisDay } from '../../common/dates';
import { PARTNER_MESSAGES } from '../../common/messages';
import { centsToEuros, eurosToCents, partnerShareCents, thresholdProgress } from '../../common/money';
import type { Partner, PartnerStatus, Payout, PayoutStatus } from '../../common/partner';
import type { UserRow } from '../accounts/store';
import type { DatabaseHandle } from '../db/database';
import { AppError } from '../http/errors';
import { partnerCodeFor } from './code';
import {
  findPartnerOfUser,
  findPaymentInfo,
  grossEarningsCents,
  insertPartner,
  listPayouts,
  type PartnerRow,
  type PayoutRow,
} from './store';

export function toPartner(row: PartnerRow): Partner {
  return {
    id: row.id,
    code: row.code,
    status: row.status as PartnerStatus,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    company_name: row.company_name,
    contact_phone: row.contact_phone,
    email: row.email,
    payout_threshold: centsToEuros(row.payout_threshold_cents),
    payout_threshold_cents: row.payout_threshold_cents,
    revenue_share_percent: row.revenue_share_percent,
  };
}

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

/** Spec: the name falls back to the identity's name, given + family names, the e-mail's local part, "Partenaire". */
export function partnerNameFor(asked: string | undefined, user: UserRow): string {
  const joined = [user.given_name, user.family_name].filter(Boolean).join(' ').trim();
  return (
    asked?.trim() || user.name.trim() || joined || user.email.split('@')[0]?.trim() || PARTNER_NAME_FALLBACK
  );
}

type Apply = {
  name?: string;
  first_name?: string;
  last_name?: string;
  company_name?: string;
  contact_phone?: string;
};

export async function applyAsPartner(
  database: DatabaseHandle,
  user: UserRow,
  body: Apply,
): Promise<PartnerRow> {
  if (await findPartnerOfUser(database, user.id))
    throw new AppError(409, PARTNER_MESSAGES.alreadyPartner, 'already_partner');
  const name = partnerNameFor(body.name, user);
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertPartner(database, {
        user_id: user.id,
        code: partnerCodeFor(name),
        name,
        first_name: body.first_name || user.given_name,
        last_name: body.last_name || user.family_name,
        company_name: body.company_name || null,
        contact_phone: body.contact_phone || null,
        email: user.email,
        status: 'pending',
        revenue_share_percent: DEFAULT_REVENUE_SHARE_PERCENT,
        payout_threshold_cents: eurosToCents(DEFAULT_PAYOUT_THRESHOLD_EUROS),
      });
    } catch (error) {
      // A second apply racing this one: the user id is unique, so it is "already a partner".
      if (await findPartnerOfUser(database, user.id))
        throw new AppError(409, PARTNER_MESSAGES.alreadyPartner, 'already_partner');
      if (attempt >= 4) throw error; // else the random code met an existing one: draw again
    }
  }
}

export type Accrual = {
  periodStart: string;
  periodEnd: string;
  grossCents: number;
  shareCents: number;
  alreadyClaimed: boolean;
  eligible: boolean;
};

/** The current Paris month so far: gross, the partner's share, and whether a claim is possible now. */
export async function currentAccrual(
  database: DatabaseHandle,
  partner: PartnerRow,
  today = parisDay(),
): Promise<Accrual> {
  const periodStart = monthStartOf(today);
  const grossCents = await grossEarningsCents(database, partner.id, periodStart, today);
  const shareCents = partnerShareCents(grossCents, partner.revenue_share_percent);
  const alreadyClaimed = (await listPayouts(database, partner.id)).some(
    (p) => p.period_start === periodStart,
  );
  const threshold = partner.payout_threshold_cents;
  const eligible = threshold > 0 && shareCents >= threshold && !alreadyClaimed;
  return { periodStart, periodEnd: today, grossCents, shareCents, alreadyClaimed, eligible };
}

export function accrualAnswer(partner: PartnerRow, accrual: Accrual) {
  return {
    payout_threshold: centsToEuros(partner.payout_threshold_cents),
    payout_threshold_cents: partner.payout_threshold_cents,
    partner_amount: centsToEuros(accrual.shareCents),
    partner_amount_cents: accrual.shareCents,
    percent: thresholdProgress(accrual.shareCents, partner.payout_threshold_cents),
    eligible: accrual.eligible,
  };
}

/**
 * A claim, re-checked here whatever the page showed: eligible, payment info present; one pending request
 * for the month – the unique (partner, month) index turns a second or concurrent claim into a 409.
 */
export async function claimPayout(database: DatabaseHandle, partner: PartnerRow): Promise<PayoutRow> {
  if (!(await findPaymentInfo(database, partner.id)))
    throw new AppError(400, PARTNER_MESSAGES.paymentInfoRequired, 'payment_info_required');
  const accrual = await currentAccrual(database, partner);
  if (accrual.alreadyClaimed) throw new AppError(409, PARTNER_MESSAGES.claimPending, 'already_claimed');
  if (!accrual.eligible) throw new AppError(400, PARTNER_MESSAGES.paymentPossibleAtThreshold, 'not_eligible');
  try {
    return await database.db
      .insertInto('payout_requests')
      .values({
        partner_id: partner.id,
        period_start: accrual.periodStart,
        period_end: accrual.periodEnd,
        gross_earnings_cents: accrual.grossCents,
        partner_share_percent: partner.revenue_share_percent,
        partner_amount_cents: accrual.shareCents,
        status: 'pending',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    const claimed = (await listPayouts(database, partner.id)).some(
      (p) => p.period_start === accrual.periodStart,
    );
    if (claimed) throw new AppError(409, PARTNER_MESSAGES.claimPending, 'already_claimed');
    throw error;
  }
}

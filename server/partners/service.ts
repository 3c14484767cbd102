// The partner programme's rules for a partner's own record: applying, contact details, stats, payment info.
import {
  DEFAULT_PAYOUT_THRESHOLD_EUROS,
  DEFAULT_REVENUE_SHARE_PERCENT,
  PARTNER_NAME_FALLBACK,
} from '../../common/constants';
import { PARTNER_MESSAGES } from '../../common/messages';
import { centsToEuros, eurosToCents } from '../../common/money';
import type { DailyStat } from '../../common/partner';
import type { DatabaseHandle } from '../db/database';
import { AppError } from '../http/errors';
import { partnerCodeFor } from './code';
import { decryptIban, encryptIban } from './ibanCipher';
import {
  dailyStats,
  deletePaymentInfo,
  findPartnerOfUser,
  findPaymentInfo,
  insertPartner,
  savePaymentInfo,
  updatePartner,
  type PartnerRow,
} from './store';

/** The signed-in person applying: their identity from the sign-in provider. */
export type Applicant = {
  id: number;
  name: string;
  given_name: string | null;
  family_name: string | null;
  email: string;
};

export type Application = {
  name?: string;
  first_name?: string;
  last_name?: string;
  company_name?: string;
  contact_phone?: string;
};

/** Spec: the name falls back to the identity's name, given + family names, the e-mail's local part, "Partenaire". */
export function partnerNameFor(asked: string | undefined, user: Applicant): string {
  const joined = [user.given_name, user.family_name].filter(Boolean).join(' ').trim();
  return (
    asked?.trim() || user.name.trim() || joined || user.email.split('@')[0]?.trim() || PARTNER_NAME_FALLBACK
  );
}

const alreadyPartner = () => new AppError(409, PARTNER_MESSAGES.alreadyPartner, 'already_partner');

/** A new partner is pending, with the default share and threshold, and a code of its name's letters. */
export async function applyAsPartner(
  database: DatabaseHandle,
  user: Applicant,
  body: Application,
): Promise<PartnerRow> {
  if (await findPartnerOfUser(database, user.id)) throw alreadyPartner();
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
      if (await findPartnerOfUser(database, user.id)) throw alreadyPartner();
      if (attempt >= 4) throw error; // else the random code met an existing one: draw again
    }
  }
}

/** Spec: company and phone, each omitted when empty (an omitted field keeps its value). */
export function updateContact(
  database: DatabaseHandle,
  partner: PartnerRow,
  { company_name, contact_phone }: Pick<Application, 'company_name' | 'contact_phone'>,
): Promise<PartnerRow> {
  return updatePartner(database, partner.id, {
    ...(company_name !== undefined && { company_name: company_name || null }),
    ...(contact_phone !== undefined && { contact_phone: contact_phone || null }),
  });
}

export async function statsOf(
  database: DatabaseHandle,
  partner: PartnerRow,
  from: string,
  to: string,
): Promise<DailyStat[]> {
  const rows = await dailyStats(database, partner.id, from, to);
  return rows.map((r) => ({
    stat_date: r.stat_date,
    page_views: r.page_views,
    searches: r.searches,
    ad_filled_impressions: r.ad_filled_impressions,
    adsense_estimated_earnings: centsToEuros(r.estimated_earnings_cents),
    adsense_estimated_earnings_cents: r.estimated_earnings_cents,
  }));
}

export type PaymentInfo = { iban: string | null; holderName: string | null };

/** The IBAN in clear: for its owner's explicit read and the admin's audited view only. */
export async function paymentInfoOf(
  database: DatabaseHandle,
  ibanKey: Buffer,
  partnerId: number,
): Promise<PaymentInfo> {
  const info = await findPaymentInfo(database, partnerId);
  return info
    ? { iban: decryptIban(ibanKey, info.iban_encrypted), holderName: info.holder_name }
    : { iban: null, holderName: null };
}

export async function savePaymentInfoOf(
  database: DatabaseHandle,
  ibanKey: Buffer,
  partnerId: number,
  { iban, holderName }: { iban: string; holderName: string },
): Promise<PaymentInfo> {
  await savePaymentInfo(database, partnerId, encryptIban(ibanKey, iban), holderName);
  return { iban, holderName };
}

export async function removePaymentInfo(database: DatabaseHandle, partnerId: number): Promise<PaymentInfo> {
  await deletePaymentInfo(database, partnerId);
  return { iban: null, holderName: null };
}

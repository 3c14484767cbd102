// The partner programme's rules for a partner's own record: applying, contact details, stats, payment info;
// and what the other domains read of partners (or change in their own transaction), never through the store.
import { DEFAULT_PAYOUT_THRESHOLD_EUROS, DEFAULT_REVENUE_SHARE_PERCENT } from '../../../common/constants';
import { HTTP_MESSAGES, PARTNER_MESSAGES } from '../../../common/messages';
import { centsToEuros, eurosToCents } from '../../../common/money';
import { maskIban, type DailyStat } from '../../../common/partner';
import { PLACEMENT_MESSAGES } from '../../../common/programmeWords';
import { recordAudit } from '../../platform/audit/store';
import { inTransaction } from '../../platform/db/database';
import type { DatabaseHandle } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import { partnerCodeFor } from './code';
import { queueApplicationReceived } from './messages';
import { decryptIban, encryptIban, IbanUnreadableError } from './ibanCipher';
import { partnerCacheOf } from './partnerCache';
import { allowedSlotsOf, slotPattern } from './slots';
import {
  allSealedPaymentIbans,
  dailySharesOf,
  dailyStats,
  deletePaymentInfo,
  findPartner,
  findPartnerByEmail,
  findPartnerOfUser,
  findPaymentInfo,
  insertPartner,
  linkPartnerByEmail,
  listPartners,
  openPayoutOf,
  payablePartnerIds,
  resealPaymentIban,
  savePaymentInfo,
  updatePartner,
  type PartnerRow,
} from './store';
import { sessionCacheOf } from '../../platform/session/sessionCache';

export type { PartnerRow } from './store';

/** The signed-in person applying: their identity from the sign-in provider. */
export type Applicant = {
  id: number;
  name: string;
  given_name: string | null;
  family_name: string | null;
  email: string;
};

export type Application = {
  name: string;
  first_name?: string;
  last_name?: string;
  company_name?: string;
  contact_phone?: string;
};

const alreadyPartner = () => new AppError(409, PARTNER_MESSAGES.alreadyPartner, 'already_partner');

/** A new partner is pending, with the default share and threshold, and a code of its name's letters. */
export async function applyAsPartner(
  database: DatabaseHandle,
  user: Applicant,
  body: Application,
): Promise<PartnerRow> {
  if (await findPartnerOfUser(database, user.id)) throw alreadyPartner();
  if (await findPartnerByEmail(database, user.email))
    throw new AppError(409, PARTNER_MESSAGES.emailHasPartner, 'email_has_partner');
  const { name } = body;
  for (let attempt = 0; ; attempt++) {
    try {
      const partner = await inTransaction(database, async (tx) => {
        const created = await insertPartner(tx, {
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
        await queueApplicationReceived(tx, created);
        return created;
      });
      sessionCacheOf(database).forgetUser(user.id); // the top bar's "Partenaire" shows on the next page
      return partner;
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

/** The partner picks, among the slots an admin allowed them, those their visitors get (one at least). */
export function chooseSlots(
  database: DatabaseHandle,
  partner: PartnerRow,
  chosen: string[],
): Promise<PartnerRow> {
  const allowed = allowedSlotsOf(partner);
  const refused = chosen.filter((s) => !allowed.includes(s));
  if (refused.length > 0)
    throw new AppError(400, PLACEMENT_MESSAGES.notAllowed(refused.join(', ')), 'slot_not_allowed', [
      { field: 'slots', message: PLACEMENT_MESSAGES.notAllowed(refused.join(', ')) },
    ]);
  return updatePartner(database, partner.id, {
    adsense_channel_pattern: slotPattern(allowed, [...new Set(chosen)]),
  });
}

/** The period's visits (counted per day) beside the gross and the partner's share (from the ledger). */
export async function statsOf(
  database: DatabaseHandle,
  partner: PartnerRow,
  from: string,
  to: string,
): Promise<DailyStat[]> {
  const visits = await dailyStats(database, partner.id, from, to);
  const money = await dailySharesOf(database, partner.id, from, to);
  const days = [...new Set([...visits.map((v) => v.stat_date), ...money.keys()])].sort();
  return days.map((day) => {
    const v = visits.find((row) => row.stat_date === day);
    const m = money.get(day) ?? { grossCents: 0, shareCents: 0 };
    return {
      stat_date: day,
      page_views: v?.page_views ?? 0,
      searches: v?.searches ?? 0,
      ad_filled_impressions: v?.ad_filled_impressions ?? 0,
      adsense_estimated_earnings: centsToEuros(m.grossCents),
      adsense_estimated_earnings_cents: m.grossCents,
      partner_share_cents: m.shareCents,
    };
  });
}

export type PaymentInfo = { iban: string | null; holderName: string | null; locked: boolean };

/** The payment info: masked for the partner's own answers, in clear only for the admin's audited view. */
export async function paymentInfoOf(
  database: DatabaseHandle,
  ibanKey: Buffer,
  partnerId: number,
  show: 'masked' | 'clear' = 'masked',
): Promise<PaymentInfo> {
  const info = await findPaymentInfo(database, partnerId);
  const locked = (await openPayoutOf(database, partnerId)) !== undefined;
  if (!info) return { iban: null, holderName: null, locked };
  const iban = decryptIban(ibanKey, info.iban_encrypted);
  return { iban: show === 'clear' ? iban : maskIban(iban), holderName: info.holder_name, locked };
}

/**
 * Saved and audited (who, when, the last 4 characters) in the caller's transaction; an open payout keeps the
 * account it was claimed to. The IBAN's change rules (recent sign-in, wait, message) are payment-safety's.
 */
export async function savePaymentInfoIn(
  tx: DatabaseHandle,
  ibanKey: Buffer,
  partner: PartnerRow,
  userId: number,
  { iban, holderName }: { iban: string; holderName: string },
): Promise<void> {
  await savePaymentInfo(tx, partner.id, encryptIban(ibanKey, iban), holderName);
  await recordAudit(tx, {
    adminId: userId,
    action: 'partner.payment.save',
    target: `partner:${partner.id}`,
    detail: { iban_last4: iban.slice(-4) },
  });
}

/** An IBAN no configured key reads can still be deleted (to enter it again): its last 4 are then unknown. */
function lastFourOf(ibanKey: Buffer, stored: string): string {
  try {
    return decryptIban(ibanKey, stored).slice(-4);
  } catch (error) {
    if (error instanceof IbanUnreadableError) return '????';
    throw error;
  }
}

/** Refused while a payout is open: it must be paid to the account it was claimed to, or rejected first. */
export async function removePaymentInfo(
  database: DatabaseHandle,
  ibanKey: Buffer,
  partner: PartnerRow,
  userId: number,
): Promise<PaymentInfo> {
  await inTransaction(database, async (tx) => {
    if (await openPayoutOf(tx, partner.id))
      throw new AppError(409, PARTNER_MESSAGES.paymentInfoLocked, 'payment_info_locked');
    const info = await findPaymentInfo(tx, partner.id);
    await deletePaymentInfo(tx, partner.id);
    if (info)
      await recordAudit(tx, {
        adminId: userId,
        action: 'partner.payment.delete',
        target: `partner:${partner.id}`,
        detail: { iban_last4: lastFourOf(ibanKey, info.iban_encrypted) },
      });
  });
  return paymentInfoOf(database, ibanKey, partner.id);
}

// What the other domains read of partners: each takes a transaction handle as well as the database, so that a
// read made inside a money transaction (a claim, an import) stays inside it.

/** The partner with this id, if any. */
export const partnerOf = (database: DatabaseHandle, id: number): Promise<PartnerRow | undefined> =>
  findPartner(database, id);

/** The partner of an admin path, or 404: nothing is done nor recorded for a partner that does not exist. */
export async function findPartnerOrThrow(database: DatabaseHandle, id: number): Promise<PartnerRow> {
  const partner = await findPartner(database, id);
  if (!partner) throw new AppError(404, HTTP_MESSAGES[404], 'partner_not_found');
  return partner;
}

/** The signed-in person's own partner record, if they have one. */
export const partnerOfUser = (database: DatabaseHandle, userId: number): Promise<PartnerRow | undefined> =>
  findPartnerOfUser(database, userId);

/** Every partner, newest first. */
export const allPartners = (database: DatabaseHandle): Promise<PartnerRow[]> => listPartners(database);

/** Partners the monthly run pays, oldest first: active ones, and archived ones for their remaining balance. */
export const idsOfPayablePartners = (database: DatabaseHandle): Promise<number[]> =>
  payablePartnerIds(database);

/** The partner's payout still pending or approved, if any: it locks their payment info and a second claim. */
export const openPayoutOfPartner = (database: DatabaseHandle, partnerId: number) =>
  openPayoutOf(database, partnerId);

/** The payment info as kept, its IBAN sealed: what a payout snapshots. */
export const sealedPaymentInfoOf = (database: DatabaseHandle, partnerId: number) =>
  findPaymentInfo(database, partnerId);

/** Every sealed IBAN of the payment infos, by partner id, for a key rotation. */
export const sealedPaymentIbans = (tx: DatabaseHandle) => allSealedPaymentIbans(tx);

/** A payment info's IBAN sealed again by a key rotation (same IBAN): nothing changed for the partner. */
export const saveResealedPaymentIban = (tx: DatabaseHandle, partnerId: number, sealed: string) =>
  resealPaymentIban(tx, partnerId, sealed);

/**
 * A verified e-mail signing in gets the partner an admin created for it, if it has no user yet and the person
 * has none; their own visits then stop counting as referred ones: every process forgets the cached row.
 */
export async function linkWaitingPartner(database: DatabaseHandle, userId: number, email: string) {
  const linked = await linkPartnerByEmail(database, userId, email);
  if (!linked) return;
  partnerCacheOf(database).forget(linked);
  sessionCacheOf(database).forgetUser(userId);
}

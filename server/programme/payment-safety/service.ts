// Money safety around the IBAN: a change asks for a recent sign-in, is recorded with the moment it may be paid to
// (a new IBAN waits, a partner's first one does not), and sends the « IBAN modifié » message in its transaction
// with a signed one-time « Ce n'était pas moi » link that freezes the partner's payouts until an admin lifts it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { IBAN_NOT_ME_LINK_DAYS, RECENT_SIGN_IN_MINUTES } from '../../../common/constants';
import { IBAN_SAFETY_MESSAGES as M } from '../../../common/ibanSafetyMessages';
import { maskIban } from '../../../common/partner';
import { queueMessage } from '../../mail/outbox';
import { recordAudit } from '../../platform/audit/store';
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import { signedInAtOf, type SessionRow } from '../../platform/session/store';
import { decryptIban, IbanUnreadableError } from '../partners/ibanCipher';
import {
  findPartnerOrThrow,
  openPayoutOfPartner,
  paymentInfoOf,
  savePaymentInfoIn,
  sealedPaymentInfoOf,
  type PartnerRow,
  type PaymentInfo,
} from '../partners/service';
import {
  findIbanChange,
  insertFreeze,
  insertIbanChange,
  lastIbanChangeOf,
  liftOpenFreeze,
  markDisowned,
  openFreezeOf,
  openFreezesOf,
} from './store';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * HOUR_MS;

/** What the rules need of the configuration. */
export type IbanSafetySettings = { ibanKey: Buffer; ibanHoldHours: number; sessionSecret: string };

/** The payment info as the partner's page shows it, with what the change means for their money. */
export type GuardedPaymentInfo = PaymentInfo & {
  /** The current IBAN receives no transfer before this moment (absent once it may). */
  usable_from: string | null;
  /** The open payout stays paid to the IBAN of its claim: its masked IBAN when it is not the current one. */
  open_payout_iban: string | null;
};

/** Why no transfer may go to the partner now, if anything stops it. */
export type IbanGuard = { frozenSince: string | null; usableFrom: string | null };

const iso = (at: Date) => at.toISOString();

// The recent sign-in.

/** Changing the IBAN asks for a sign-in at most RECENT_SIGN_IN_MINUTES old in this session: else 401. */
export async function requireRecentSignIn(
  database: DatabaseHandle,
  session: SessionRow | null,
  userId: number,
  now = new Date(),
): Promise<void> {
  const signedInAt = session && (await signedInAtOf(database, session.token_hash, userId));
  const recent =
    signedInAt && now.getTime() - new Date(signedInAt).getTime() <= RECENT_SIGN_IN_MINUTES * MINUTE_MS;
  if (!recent) throw new AppError(401, M.recentSignInRequired, 'recent_sign_in_required');
}

// The change and its wait.

function readable(ibanKey: Buffer, sealed: string): string | null {
  try {
    return decryptIban(ibanKey, sealed);
  } catch (error) {
    if (error instanceof IbanUnreadableError) return null; // unreadable: whatever is typed is a change
    throw error;
  }
}

/** The current IBAN's wait, and the freeze: one read for the claim, the monthly run and the partner's page. */
export async function ibanGuardOf(
  database: DatabaseHandle,
  partnerId: number,
  now = new Date(),
): Promise<IbanGuard> {
  const change = await lastIbanChangeOf(database, partnerId);
  const freeze = await openFreezeOf(database, partnerId);
  const waiting = change && new Date(change.usable_from).getTime() > now.getTime();
  return {
    frozenSince: freeze ? iso(new Date(freeze.frozen_at)) : null,
    usableFrom: waiting ? iso(new Date(change.usable_from)) : null,
  };
}

/** The payouts (among these) that no transfer may pay now: their partner frozen, or claimed to an IBAN still waiting. */
export async function heldPayoutIds(
  database: DatabaseHandle,
  payouts: { id: number; partner_id: number; created_at: string }[],
  now = new Date(),
): Promise<Set<number>> {
  const frozen = new Set(
    (await openFreezesOf(database, [...new Set(payouts.map((p) => p.partner_id))])).map((f) => f.partner_id),
  );
  const held = new Set<number>();
  for (const p of payouts) {
    if (frozen.has(p.partner_id)) {
      held.add(p.id);
      continue;
    }
    const change = await lastIbanChangeOf(database, p.partner_id);
    // A payout claimed before the change keeps the older IBAN, which waits for nothing.
    const claimedToIt = change && new Date(p.created_at).getTime() >= new Date(change.changed_at).getTime();
    if (claimedToIt && new Date(change.usable_from).getTime() > now.getTime()) held.add(p.id);
  }
  return held;
}

async function guardedAnswer(
  database: DatabaseHandle,
  ibanKey: Buffer,
  partnerId: number,
  now: Date,
): Promise<GuardedPaymentInfo> {
  const info = await paymentInfoOf(database, ibanKey, partnerId);
  const open = await openPayoutOfPartner(database, partnerId);
  const { usableFrom } = await ibanGuardOf(database, partnerId, now);
  return {
    ...info,
    usable_from: usableFrom,
    open_payout_iban: open?.iban_masked && open.iban_masked !== info.iban ? open.iban_masked : null,
  };
}

/** The partner's payment info with its wait and the open payout's IBAN. */
export const guardedPaymentInfoOf = (
  database: DatabaseHandle,
  ibanKey: Buffer,
  partnerId: number,
  now = new Date(),
): Promise<GuardedPaymentInfo> => guardedAnswer(database, ibanKey, partnerId, now);

const signatureOf = (secret: string, changeId: number) =>
  createHmac('sha256', secret).update(`iban-not-me:${changeId}`).digest('base64url');

/** The « Ce n'était pas moi » link's token: the change it disowns, signed with the session secret. */
export const notMeTokenOf = (secret: string, changeId: number) =>
  `${changeId}.${signatureOf(secret, changeId)}`;

/** The path of the « Ce n'était pas moi » page for this token. */
export const notMePathOf = (token: string) => `/iban/not-me?token=${encodeURIComponent(token)}`;

/**
 * Saves the IBAN and holder, without the sign-in check (the caller made it): a different IBAN is recorded with the
 * moment it may be paid to (at once for a partner's first, IBAN_HOLD_HOURS later for any other) and the « IBAN
 * modifié » message queued to the partner's address, all in one transaction.
 */
export async function changePaymentInfo(
  database: DatabaseHandle,
  settings: IbanSafetySettings,
  partner: PartnerRow,
  userId: number,
  body: { iban: string; holderName: string },
  now = new Date(),
): Promise<GuardedPaymentInfo> {
  await inTransaction(database, async (tx) => {
    const before = await sealedPaymentInfoOf(tx, partner.id);
    const previous = before && readable(settings.ibanKey, before.iban_encrypted);
    await savePaymentInfoIn(tx, settings.ibanKey, partner, userId, body);
    if (previous === body.iban) return; // the holder's name only
    const first = (await lastIbanChangeOf(tx, partner.id)) === undefined;
    const change = await insertIbanChange(tx, {
      partner_id: partner.id,
      iban_last4: body.iban.slice(-4),
      changed_at: iso(now),
      usable_from: iso(first ? now : new Date(now.getTime() + settings.ibanHoldHours * HOUR_MS)),
    });
    await queueMessage(tx, {
      kind: 'iban_changed',
      to: partner.email,
      causeKey: `iban-change:${change.id}`,
      data: {
        last4: change.iban_last4,
        at: iso(now),
        notMePath: notMePathOf(notMeTokenOf(settings.sessionSecret, change.id)),
      },
    });
  });
  return guardedAnswer(database, settings.ibanKey, partner.id, now);
}

/** PUT /api/partner/payment: a recent sign-in first, then the change. */
export async function changePaymentInfoSignedIn(
  database: DatabaseHandle,
  settings: IbanSafetySettings,
  who: { partner: PartnerRow; userId: number; session: SessionRow | null },
  body: { iban: string; holderName: string },
  now = new Date(),
): Promise<GuardedPaymentInfo> {
  await requireRecentSignIn(database, who.session, who.userId, now);
  return changePaymentInfo(database, settings, who.partner, who.userId, body, now);
}

// « Ce n'était pas moi » and the admin's look.

export type Disowned = { partnerId: number; last4: string };

/** The change a token names, if the token is ours and still valid; else a 404 saying the link is not valid. */
async function changeOfToken(database: DatabaseHandle, secret: string, token: string, now: Date) {
  const invalid = () => new AppError(404, M.notMeInvalid, 'not_me_link_invalid');
  const [idText, signature = ''] = token.split('.');
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id <= 0) throw invalid();
  const expected = Buffer.from(signatureOf(secret, id));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  const change = await findIbanChange(database, id);
  if (!change || now.getTime() - new Date(change.changed_at).getTime() > IBAN_NOT_ME_LINK_DAYS * DAY_MS)
    throw invalid();
  return change;
}

/** What the page opened from the link says before the partner confirms. */
export async function notMeLinkOf(database: DatabaseHandle, secret: string, token: string, now = new Date()) {
  const change = await changeOfToken(database, secret, token, now);
  return { last4: change.iban_last4, used: change.disowned_at !== null };
}

/**
 * The partner disowns the change: their payouts are frozen (no claim, no monthly payout, out of SEPA batches) until
 * an admin lifts it; recorded in the audit trail. The link works once.
 */
export async function disownIbanChange(
  database: DatabaseHandle,
  secret: string,
  token: string,
  now = new Date(),
): Promise<Disowned> {
  return inTransaction(database, async (tx) => {
    const change = await changeOfToken(tx, secret, token, now);
    if (!(await markDisowned(tx, change.id, iso(now))))
      throw new AppError(409, M.notMeUsed, 'not_me_link_used');
    const partner = await findPartnerOrThrow(tx, change.partner_id);
    if (!(await openFreezeOf(tx, partner.id)))
      await insertFreeze(tx, { partner_id: partner.id, iban_change_id: change.id, frozen_at: iso(now) });
    await recordAudit(tx, {
      adminId: partner.user_id!, // the change was made signed in as them
      action: 'partner.payouts.freeze',
      target: `partner:${partner.id}`,
      detail: { iban_change: change.id, iban_last4: change.iban_last4, by: 'not_me_link' },
    });
    return { partnerId: partner.id, last4: change.iban_last4 };
  });
}

/** The admin looked: the partner's payouts flow again; recorded. 409 when they were not frozen. */
export async function liftPayoutFreeze(
  database: DatabaseHandle,
  adminId: number,
  partnerId: number,
  now = new Date(),
): Promise<PartnerRow> {
  return inTransaction(database, async (tx) => {
    const partner = await findPartnerOrThrow(tx, partnerId);
    if (!(await liftOpenFreeze(tx, partnerId, adminId, iso(now))))
      throw new AppError(409, M.notFrozen, 'not_frozen');
    await recordAudit(tx, { adminId, action: 'partner.payouts.unfreeze', target: `partner:${partnerId}` });
    return partner;
  });
}

/** When each of these partners' payouts were frozen (only the frozen ones are in the map). */
export async function frozenSinceOf(
  database: DatabaseHandle,
  partnerIds: number[],
): Promise<Map<number, string>> {
  const freezes = await openFreezesOf(database, partnerIds);
  return new Map(freezes.map((f) => [f.partner_id, iso(new Date(f.frozen_at))]));
}

/** Every partner whose payouts are frozen, oldest freeze first: what the admin has to look at. */
export async function payoutFreezes(
  database: DatabaseHandle,
): Promise<{ partner_id: number; code: string; name: string; frozen_since: string }[]> {
  const freezes = (await openFreezesOf(database)).sort((a, b) => a.id - b.id);
  const answers = [];
  for (const f of freezes) {
    const partner = await findPartnerOrThrow(database, f.partner_id);
    answers.push({
      partner_id: partner.id,
      code: partner.code,
      name: partner.name,
      frozen_since: iso(new Date(f.frozen_at)),
    });
  }
  return answers;
}

/** The payout's IBAN beside the partner's current one: the current one masked when it is another account. */
export async function currentIbanIfOther(
  database: DatabaseHandle,
  ibanKey: Buffer,
  partnerId: number,
  payoutIbanSealed: string | null,
): Promise<string | null> {
  const info = await sealedPaymentInfoOf(database, partnerId);
  if (!info || !payoutIbanSealed) return null;
  const current = readable(ibanKey, info.iban_encrypted);
  const paid = readable(ibanKey, payoutIbanSealed);
  return current && current !== paid ? maskIban(current) : null;
}

// The session's accounts: who signs in (a new session id each time), who is active, who logs out.
import type * as client from 'openid-client';
import { AUTH_MESSAGES } from '../../../common/messages';
import { sessionAccounts, userSigningIn, type OpenIdIdentity, type SessionAccounts } from '../users/service';
import type { DatabaseHandle } from '../../platform/db/database';
import { linkWaitingPartner } from '../../programme/partners/service';
import { AppError } from '../../platform/http/errors';
import {
  addSessionAccount,
  deleteSession,
  removeSessionAccount,
  renewSession,
  sessionAccountIds,
  setActiveAccount,
  type SessionRow,
} from '../../platform/session/store';

/** The identity of the ID token's claims; the name falls back to given + family names, then the e-mail. */
export function identityOf(claims: client.IDToken): OpenIdIdentity | null {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  const email = text(claims.email);
  if (!email) return null;
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: email.toLowerCase(),
    name: text(claims.name) ?? ([given, family].filter(Boolean).join(' ') || email.split('@')[0]!),
    given_name: given,
    family_name: family,
    picture: text(claims.picture),
  };
}

/**
 * A sign-in: the person joins the session's accounts and becomes active, under a new session id. Whether
 * the e-mail is verified is kept on the user (ADMIN_EMAILS needs it); a partner an admin created for this
 * verified e-mail becomes theirs.
 */
export async function signInToSession(
  database: DatabaseHandle,
  identity: OpenIdIdentity,
  previous: SessionRow | null,
  emailVerified = false,
): Promise<{ token: string; session: SessionRow }> {
  const user = await userSigningIn(database, identity, emailVerified);
  if (emailVerified) await linkWaitingPartner(database, user.id, user.email);
  const { token, session } = await renewSession(database, previous ?? undefined);
  await addSessionAccount(database, session.token_hash, user.id);
  await setActiveAccount(database, session.token_hash, user.id);
  return { token, session: { ...session, active_user_id: user.id } };
}

/** The browser's memory helps only to pick back the account it had active; the server holds the truth. */
export async function syncAccounts(
  database: DatabaseHandle,
  session: SessionRow | null,
  previousId: number | null,
): Promise<SessionAccounts> {
  if (!session) return sessionAccounts(database, null);
  const ids = await sessionAccountIds(database, session.token_hash);
  if (session.active_user_id === null && previousId !== null && ids.includes(previousId)) {
    await setActiveAccount(database, session.token_hash, previousId);
    return sessionAccounts(database, { ...session, active_user_id: previousId });
  }
  return sessionAccounts(database, session);
}

export async function switchAccount(
  database: DatabaseHandle,
  session: SessionRow | null,
  id: number,
): Promise<SessionAccounts> {
  if (!session) throw new AppError(401, AUTH_MESSAGES.signInRequired, 'not_signed_in');
  if (!(await sessionAccountIds(database, session.token_hash)).includes(id))
    throw new AppError(404, AUTH_MESSAGES.unknownAccount, 'unknown_account');
  await setActiveAccount(database, session.token_hash, id);
  return sessionAccounts(database, { ...session, active_user_id: id });
}

/** Spec: logging out of the active account makes the next one active (in the order added, wrapping), or none. */
export async function logOutActive(
  database: DatabaseHandle,
  session: SessionRow | null,
): Promise<SessionAccounts> {
  if (!session || session.active_user_id === null) return sessionAccounts(database, session);
  const ids = await sessionAccountIds(database, session.token_hash);
  const next = nextAccountAfter(ids, session.active_user_id);
  await removeSessionAccount(database, session.token_hash, session.active_user_id);
  await setActiveAccount(database, session.token_hash, next);
  return sessionAccounts(database, { ...session, active_user_id: next });
}

/** The account added after `id`, the first one after the last; null when `id` is alone. */
export function nextAccountAfter(ids: readonly number[], id: number): number | null {
  const others = ids.filter((other) => other !== id);
  return ids.slice(ids.indexOf(id) + 1)[0] ?? others[0] ?? null;
}

export async function logOutAll(database: DatabaseHandle, session: SessionRow | null): Promise<void> {
  if (session) await deleteSession(database, session.token_hash);
}

// The accounts of a session as the client sees them: who is active, who else is signed in, what they prefer.
import type { Account, AccountsAnswer } from '../../../common/auth';
import type { Config } from '../../platform/config';
import type { DatabaseHandle } from '../../platform/db/database';
import { sessionAccountIds, type SessionRow } from '../../platform/session/store';
import {
  findUsers,
  savePreferences,
  upsertUser,
  type OpenIdIdentity,
  type Preferences,
  type UserRow,
} from './store';

export type { OpenIdIdentity, UserRow } from './store';

/**
 * The user of this identity, created on a first sign-in and refreshed from the provider on the next ones;
 * whether the provider says the e-mail is verified is kept (ADMIN_EMAILS needs it).
 */
export const userSigningIn = (
  database: DatabaseHandle,
  identity: OpenIdIdentity,
  emailVerified = false,
): Promise<UserRow> => upsertUser(database, identity, emailVerified);

export function toAccount(user: UserRow, activeId: number | null): Account {
  return {
    id: String(user.id),
    name: user.name,
    given_name: user.given_name,
    family_name: user.family_name,
    email: user.email,
    picture: user.picture,
    isActive: user.id === activeId,
    ...preferencesOf(user),
  };
}

export type SessionAccounts = AccountsAnswer & { activeUser: UserRow | null };

export async function sessionAccounts(
  database: DatabaseHandle,
  session: SessionRow | null,
): Promise<SessionAccounts> {
  if (!session) return { user: null, accounts: [], activeUser: null };
  const ids = await sessionAccountIds(database, session.token_hash);
  const byId = new Map((await findUsers(database, ids)).map((u) => [u.id, u]));
  const users = ids.flatMap((id) => byId.get(id) ?? []);
  const activeUser = users.find((u) => u.id === session.active_user_id) ?? null;
  const accounts = users.map((u) => toAccount(u, session.active_user_id));
  return { user: accounts.find((a) => a.isActive) ?? null, accounts, activeUser };
}

/**
 * An admin is marked so in the database (that very identity), or signs in with one of ADMIN_EMAILS that
 * the provider says is verified: an unverified e-mail proves nothing about who holds it.
 */
export function isAdmin(user: UserRow, config: Pick<Config, 'adminEmails'>): boolean {
  if (user.is_admin === 1) return true;
  return user.email_verified === 1 && config.adminEmails.includes(user.email.toLowerCase());
}

export function preferencesOf(user: UserRow): Preferences {
  return { safesearch_enabled: user.safesearch_enabled === 1, history_enabled: user.history_enabled === 1 };
}

/** Saves the preferences given and answers all of them. */
export async function updatePreferences(
  database: DatabaseHandle,
  user: UserRow,
  changes: Partial<Preferences>,
): Promise<Preferences> {
  await savePreferences(database, user.id, changes);
  return { ...preferencesOf(user), ...changes };
}

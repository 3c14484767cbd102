// The accounts of a session as the client sees them: who is active, who else is signed in, what they prefer.
import type { Account, AccountsAnswer, Preferences, PreferencesUpdate } from '../../../common/auth';
import { decodeSettings, encodeSettings, SETTINGS_DEFAULT, type Settings } from '../../../common/settings';
import type { Config } from '../../platform/config';
import type { DatabaseHandle } from '../../platform/db/database';
import { sessionAccountIds, type SessionRow } from '../../platform/session/store';
import { SITES_MAX, withSiteRule, type SiteAction, type SiteRule } from '../../../common/ownWeb';
import { OWN_WEB_MESSAGES } from '../../../common/ownWebMessages';
import { inTransaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import { sessionCacheOf } from '../../platform/session/sessionCache';
import {
  findUsers,
  savePreferences,
  saveSettingsText,
  settingsTextForUpdate,
  upsertUser,
  type OpenIdIdentity,
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

/** Safe search's level when it is on: kept while it is off, so that switching it back on finds the level left. */
const levelWhenOn = (stored: Settings) => (stored.safeSearch === 'moderate' ? 'moderate' : 'active');

/** Every setting of an account: the spec's two switches from their columns, the others from the settings text. */
export function settingsOf(user: UserRow): Settings {
  const stored = decodeSettings(user.settings);
  return {
    ...stored,
    safeSearch: user.safesearch_enabled === 1 ? levelWhenOn(stored) : 'off',
    history: user.history_enabled === 1,
  };
}

export function preferencesOf(user: UserRow): Preferences {
  return {
    safesearch_enabled: user.safesearch_enabled === 1,
    history_enabled: user.history_enabled === 1,
    settings: settingsOf(user),
  };
}

/** Saves the preferences given (the spec's switches win over the same settings given beside them), answers all. */
export async function updatePreferences(
  database: DatabaseHandle,
  user: UserRow,
  changes: PreferencesUpdate,
): Promise<Preferences> {
  const stored = decodeSettings(user.settings);
  const next: Settings = { ...settingsOf(user), ...changes.settings };
  if (changes.safesearch_enabled === false) next.safeSearch = 'off';
  else if (changes.safesearch_enabled && next.safeSearch === 'off') next.safeSearch = levelWhenOn(stored);
  if (changes.history_enabled !== undefined) next.history = changes.history_enabled;
  const onLevel = next.safeSearch === 'off' ? levelWhenOn(stored) : next.safeSearch;
  const text = encodeSettings({ ...next, safeSearch: onLevel, history: SETTINGS_DEFAULT.history });
  const row = {
    safesearch_enabled: Number(next.safeSearch !== 'off'),
    history_enabled: Number(next.history),
    settings: text === '' ? null : text,
  };
  await savePreferences(database, user.id, row);
  return preferencesOf({ ...user, ...row });
}

/**
 * Sets one site's rule (null removes it) on the account's row as it is now, not as this request read it: two
 * quick clicks on two results both count. A 501st site is refused, in French.
 */
export async function setSiteRule(
  database: DatabaseHandle,
  userId: number,
  domain: string,
  action: SiteAction | null,
): Promise<SiteRule[]> {
  const sites = await inTransaction(database, async (tx) => {
    const text = await settingsTextForUpdate(tx, userId);
    const stored = decodeSettings(text);
    const sites = withSiteRule(stored.sites, domain, action);
    if (sites.length > SITES_MAX)
      throw new AppError(400, OWN_WEB_MESSAGES.errors.tooManySites, 'SITES_LIMIT');
    const next = encodeSettings({ ...stored, sites });
    // The text round-trips as stored (safe search's level when on, the switches in their own columns).
    await saveSettingsText(tx, userId, next === '' ? null : next);
    return sites;
  });
  sessionCacheOf(database).forgetUser(userId);
  return sites;
}

// The accounts of a session as the client sees them: who is active, who else is signed in, what they may do.
import type { Account, AccountsAnswer } from '../../common/auth';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { sessionAccountIds, type SessionRow } from '../session/store';
import { findPartnerOfUser } from '../partners/store';
import { findUsers, type UserRow } from './store';

export function toAccount(user: UserRow, activeId: number | null): Account {
  return {
    id: String(user.id),
    name: user.name,
    given_name: user.given_name,
    family_name: user.family_name,
    email: user.email,
    picture: user.picture,
    isActive: user.id === activeId,
    safesearch_enabled: user.safesearch_enabled === 1,
    history_enabled: user.history_enabled === 1,
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

export async function rolesOf(
  database: DatabaseHandle,
  user: UserRow | null,
  config: Config,
): Promise<{ isPartner: boolean; isAdmin: boolean }> {
  if (!user) return { isPartner: false, isAdmin: false };
  const isAdmin = user.is_admin === 1 || config.adminEmails.includes(user.email.toLowerCase());
  const isPartner = (await findPartnerOfUser(database, user.id)) !== undefined;
  return { isPartner, isAdmin };
}

// What the active account may see: the Admin and Partenaire links of the top bar (GET /auth/user).
import type { AuthUserAnswer } from '../../../common/auth';
import type { Config } from '../../platform/config';
import type { DatabaseHandle } from '../../platform/db/database';
import { isAdmin, type SessionAccounts, type UserRow } from '../users/service';
import { partnerOfUser } from '../../programme/partners/service';
import { sessionCacheOf } from '../../platform/session/sessionCache';

export type Roles = { isPartner: boolean; isAdmin: boolean };

export async function rolesOf(
  database: DatabaseHandle,
  user: UserRow | null,
  config: Config,
): Promise<Roles> {
  if (!user) return { isPartner: false, isAdmin: false };
  return {
    isPartner: await sessionCacheOf(database).isPartner(
      user.id,
      async () => (await partnerOfUser(database, user.id)) !== undefined,
    ),
    isAdmin: isAdmin(user, config),
  };
}

/** What GET /auth/user answers: the session's accounts and the top bar's roles of the active one. */
export async function authUserAnswerOf(
  database: DatabaseHandle,
  { user, accounts, activeUser }: SessionAccounts,
  config: Config,
): Promise<AuthUserAnswer> {
  return { user, accounts, roles: await rolesOf(database, activeUser, config) };
}

// What the active account may see: the Admin and Partenaire links of the top bar (GET /auth/user).
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { isAdmin } from '../accounts/service';
import type { UserRow } from '../accounts/store';
import { findPartnerOfUser } from '../partners/store';
import { sessionCacheOf } from '../session/sessionCache';

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
      async () => (await findPartnerOfUser(database, user.id)) !== undefined,
    ),
    isAdmin: isAdmin(user, config),
  };
}

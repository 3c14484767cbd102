// What the active account may see: the Admin and Partenaire links of the top bar (GET /auth/user).
import type { Config } from '../../platform/config';
import type { DatabaseHandle } from '../../platform/db/database';
import { isAdmin } from '../users/service';
import type { UserRow } from '../users/store';
import { findPartnerOfUser } from '../../programme/partners/store';
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
      async () => (await findPartnerOfUser(database, user.id)) !== undefined,
    ),
    isAdmin: isAdmin(user, config),
  };
}

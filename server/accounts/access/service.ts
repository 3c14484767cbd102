// What the active account may see: the Admin and Partenaire links of the top bar (GET /auth/user).
import type { Config } from '../../platform/config';
import type { DatabaseHandle } from '../../platform/db/database';
import { isAdmin, type UserRow } from '../users/service';
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

// The admin check of every admin call, on the server: 401 without a session, 403 for anyone not an admin.
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, HTTP_MESSAGES } from '../../common/messages';
import { rolesOf, sessionAccounts } from '../accounts/service';
import type { UserRow } from '../accounts/store';
import { AppError } from '../http/errors';

export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const { database, config } = request.server;
  const { activeUser } = await sessionAccounts(database, await request.session());
  if (!activeUser) throw new AppError(401, AUTH_MESSAGES.signInRequired, 'not_signed_in');
  if (!(await rolesOf(database, activeUser, config)).isAdmin)
    throw new AppError(403, HTTP_MESSAGES[403], 'not_admin');
  return activeUser;
}

/** Records who did what, for money and personal data (payout status, IBAN views, partner edits). */
export async function audit(
  request: FastifyRequest,
  admin: UserRow,
  action: string,
  target: string,
  detail?: unknown,
) {
  await request.server.database.db
    .insertInto('admin_audit')
    .values({
      admin_user_id: admin.id,
      action,
      target,
      detail: detail === undefined ? null : JSON.stringify(detail),
    })
    .execute();
}

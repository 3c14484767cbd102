// Who may call a route is decided before its body is read or validated: a caller without the right gets
// 401, 403 or 404, never a validation error that would describe the call to them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, HTTP_MESSAGES } from '../../common/messages';
import { requireAdmin } from '../admin/access';
import { sessionAccounts } from '../accounts/service';
import { AppError } from '../http/errors';
import { findPartnerOfUser } from '../partners/store';

const SIGNED_IN_ONLY = new Set(['/api/user/preferences', '/auth/user/switch']);

async function activeUser(request: FastifyRequest) {
  return (await sessionAccounts(request.server.database, await request.session())).activeUser;
}

export const accessGate = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/admin') || path === '/db-admin') {
      await requireAdmin(request);
      return;
    }
    if (path.startsWith('/api/partner/') || SIGNED_IN_ONLY.has(path)) {
      const user = await activeUser(request);
      if (!user) throw new AppError(401, AUTH_MESSAGES.signInRequired, 'not_signed_in');
      if (
        path.startsWith('/api/partner/') &&
        path !== '/api/partner/apply' &&
        !(await findPartnerOfUser(request.server.database, user.id))
      )
        throw new AppError(404, HTTP_MESSAGES[404], 'not_partner');
    }
  });
});

// The one access decision: each route's declared access, checked before its body is read or validated, so a
// caller without the right gets 401, 403 or 404 and never a validation error describing the call.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, HTTP_MESSAGES } from '../../../common/messages';
import { isAdmin, type UserRow } from '../users/service';
import { AppError } from '../../platform/http/errors';
import { partnerOfUser, type PartnerRow } from '../../programme/partners/service';
import { declaredAccess, type Access } from '../../platform/http/routeAccess';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account of a route declared `signedIn`, `partner` or `admin`. */
    readonly signedInUser: UserRow;
    /** The caller's own partner record, on a route declared `partner`. */
    readonly ownPartner: PartnerRow;
  }
}

const granted = new WeakMap<FastifyRequest, { user: UserRow; partner?: PartnerRow }>();

function grantOf(request: FastifyRequest) {
  const grant = granted.get(request);
  if (!grant) throw new Error(`${request.routeOptions.url}: aucun accès accordé à cette requête`);
  return grant;
}

function accessCheck(access: Exclude<Access, 'public'>): onRequestAsyncHookHandler {
  return async (request) => {
    const user = (await request.accounts()).activeUser;
    if (!user) throw new AppError(401, AUTH_MESSAGES.signInRequired, 'not_signed_in');
    if (access === 'admin' && !isAdmin(user, request.server.config))
      throw new AppError(403, HTTP_MESSAGES[403], 'not_admin');
    // Spec: without a partner record the portal shows the 404 page.
    const partner = access === 'partner' ? await partnerOfUser(request.server.database, user.id) : undefined;
    if (access === 'partner' && !partner) throw new AppError(404, HTTP_MESSAGES[404], 'not_partner');
    granted.set(request, { user, partner });
  };
}

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('signedInUser', {
    getter(this: FastifyRequest) {
      return grantOf(this).user;
    },
  });
  app.decorateRequest('ownPartner', {
    getter(this: FastifyRequest) {
      const { partner } = grantOf(this);
      if (!partner) throw new Error(`${this.routeOptions.url}: route non déclarée « partner »`);
      return partner;
    },
  });
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    const access = declaredAccess(this, route);
    if (!access) throw new Error(`${String(route.method)} ${route.url} : accès non déclaré (config.access)`);
    route.config = { ...route.config, access };
    // Public routes get no hook at all: the hottest calls pay nothing here.
    if (access !== 'public') route.onRequest = [...[route.onRequest ?? []].flat(), accessCheck(access)];
  });
});

// Who may call a route, declared once in its options: `{ config: { access: 'admin' } }`.
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * - `public`: anyone;
 * - `signedIn`: a signed-in person (401 otherwise);
 * - `partner`: a signed-in partner, on their own record (401, or 404 without a partner record);
 * - `admin`: a signed-in admin (401, or 403).
 */
export const ACCESS_LEVELS = ['public', 'signedIn', 'partner', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

const scopeAccess = Symbol('scopeAccess');
type Scope = FastifyInstance & { [scopeAccess]?: Access };

/** Routes a plugin registers without options of ours (static files) take the access of their scope. */
export function declareScopeAccess(scope: FastifyInstance, access: Access): void {
  (scope as Scope)[scopeAccess] = access;
}

/** The route's declared access, or its scope's; undefined when neither says. */
export function declaredAccess(scope: FastifyInstance, route: RouteOptions): Access | undefined {
  return route.config?.access ?? (scope as Scope)[scopeAccess];
}

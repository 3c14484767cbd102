// Reads: the methods that carry no body and change nothing.
import type { RouteOptions } from 'fastify';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isReadMethod = (method: string) => READ_METHODS.has(method);

/**
 * A route that only reads: the steps for bodies and writes (body text, CSRF, decompression) are not put on its
 * path, so the hottest calls run fewer hooks.
 */
export const readsOnly = (route: Pick<RouteOptions, 'method'>) => [route.method].flat().every(isReadMethod);

/** The route's hooks of one kind with `step` first, before the route's own. */
export function stepFirst<Step>(step: Step, hooks: Step | Step[] | undefined): Step[] {
  return hooks === undefined ? [step] : [step, ...(Array.isArray(hooks) ? hooks : [hooks])];
}

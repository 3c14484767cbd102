// CSRF: a state-changing call that rides on our session cookie must prove it comes from our pages.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../common/messages';
import { AppError } from '../http/errors';
import { isReadMethod } from '../http/readOnly';
import { sessionCookieName } from './store';

export const CSRF_HEADER = 'x-csrf-token';

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Refused: anything the browser itself marks cross-site; and, with our session cookie, anything that has
 * neither the session's token in X-CSRF-Token nor a same-origin mark (Sec-Fetch-Site or Origin).
 */
export function checkCsrf(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  // Reads change nothing: they pass without a promise (a route taking several methods).
  if (isReadMethod(request.method)) return done();
  checkWrite(request).then(() => done(), done);
}

async function checkWrite(request: FastifyRequest): Promise<void> {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') throw new AppError(403, AUTH_MESSAGES.csrf, 'csrf');
  if (!request.cookies[sessionCookieName(request.server.config)]) return;

  const origin = request.headers.origin;
  if (
    site === 'same-origin' ||
    (origin !== undefined && origin === new URL(request.server.config.publicUrl).origin)
  )
    return;
  const session = await request.session();
  const token = request.headers[CSRF_HEADER];
  if (session && typeof token === 'string' && sameText(token, session.csrf_token)) return;
  throw new AppError(403, AUTH_MESSAGES.csrf, 'csrf');
}

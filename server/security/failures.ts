// The layer's answer side: a failure (admin probing, scanners' paths) is recorded in its
// jail before its answer leaves, and once the jail is full the answer becomes 403 banned, however many arrive at
// once. Only failures cost anything here: a plain 2xx or 3xx answer goes straight out.
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { SecurityJail } from '../../common/constants';
import { actsAlone, type Jails } from './jails';
import { banned, refusalBody } from './refusal';
import { routeKeyOf } from './routeKey';

/** Paths no page of ours uses, that scanners try. */
const PROBE =
  /(\.php\d?|\.asp|\.env|wp-admin|wp-login|wp-content|phpmyadmin|\.git\/|cgi-bin|\.ds_store|xmlrpc|\/\.well-known\/(?!openid))/i;

/** The admin area's own question (am I an admin?): a refusal there is an answer, never a failure. */
const ADMIN_ME = '/api/admin/me';

/** The jail a failed answer feeds, if any. */
function jailOf(status: number, path: string): SecurityJail | null {
  if (
    (status === 401 || status === 403) &&
    (path.startsWith('/api/admin') || path.startsWith('/admin') || path === '/db-admin') &&
    path !== ADMIN_ME
  )
    return 'nginx-admin';
  if (status === 404 && PROBE.test(path)) return 'probe';
  return null;
}

type Done = (error: Error | null, payload?: unknown) => void;

/** A failure that found the jail full is answered 403 banned instead of what the route said. */
function answerBanned(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: Done,
  jails: Jails,
) {
  request.answeredByLayer = true;
  if (payload && typeof (payload as NodeJS.ReadableStream).pipe === 'function')
    (payload as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
  const { type, body } = refusalBody(request, banned(jails.bannedUntil(request.clientKey)));
  reply
    .code(403)
    .removeHeader('location')
    .removeHeader('content-length')
    .removeHeader('content-encoding')
    .header('content-type', type);
  done(null, body);
}

/** The answer hook feeding the jails. */
export function failureSide(jails: Jails): onSendHookHandler {
  return (request, reply, payload, done) => {
    if (request.answeredByLayer) return done(null, payload);
    // A sign-in route's own failure found the jail full.
    if (request.signIn?.verdict === 'banned') return answerBanned(request, reply, payload, done, jails);
    const status = reply.statusCode;
    if (status < 400) return done(null, payload);
    const jail = jailOf(status, request.routeKey || routeKeyOf(request.url));
    if (!jail) return done(null, payload);
    const path = request.url.split('?')[0]!.slice(0, 300);
    jails.record({ ip: request.clientKey, path, status, jail, alone: actsAlone(request.headers) }).then(
      (verdict) =>
        verdict === 'banned' ? answerBanned(request, reply, payload, done, jails) : done(null, payload),
      (err: unknown) => {
        request.log.error({ err }, 'journal de sécurité');
        done(null, payload);
      },
    );
  };
}

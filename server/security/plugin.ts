// The security layer, first on every request: the client's address, bans (403 before any work), the rate
// limits of the spec (429 with Retry-After), and the failures that feed the jails.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RATE_LIMITS, type SecurityJail } from '../../common/constants';
import { SECURITY_MESSAGES } from '../../common/messages';
import { clearDeadSessionCookie, hadForgedSessionCookie, readCookies } from '../platform/session/plugin';
import { REDIS_READY_WITHIN_MS } from '../platform/cache/cache';
import { memoryCounter, redisCounter, type HitCounter } from '../platform/counters/counter';
import { clientAddressOf, clientKeyOf, trustedProxiesOf } from '../platform/http/clientAddress';
import { errorPageHtml, isNavigation } from '../platform/http/errorPage';
import { invalidText, requestHeadIsText } from '../platform/http/text';
import { actsAlone, createJails, failureContext, type FailureContext, type Jails } from './jails';
import { setSecurityHeaders } from './headers';
import { recentAddresses, type RecentAddresses } from './recentAddresses';
import { createRequestsByHour, type RequestsByHour } from './requestsByHour';

declare module 'fastify' {
  interface FastifyInstance {
    jails: Jails;
    /** Fixed-window counts shared by the rate limits and the partner burst guard. */
    hitCounter: HitCounter;
    /** Requests served by this process, per hour, for the dashboard's chart. */
    requestsByHour: RequestsByHour;
    /** The addresses the rate limiter keeps (RATE_LIMIT_MAX_ADDRESSES at most). */
    limitedAddresses: RecentAddresses;
  }
  interface FastifyRequest {
    /** The client's address, IPv6 grouped by /64: the key of limits and bans. */
    clientKey: string;
    /** The path as routed (decoded, single slashes, lower case, no trailing slash): what limits and jails see. */
    routeKey: string;
  }
}

/** Built files and health checks are not what a limit protects. */
const UNLIMITED = /^\/(assets\/|flags\/|favicon\.svg$|api\/health$)/;
/** Paths no page of ours uses, that scanners try. */
const PROBE =
  /(\.php\d?|\.asp|\.env|wp-admin|wp-login|wp-content|phpmyadmin|\.git\/|cgi-bin|\.ds_store|xmlrpc|\/\.well-known\/(?!openid))/i;

type Bucket = { name: keyof typeof RATE_LIMITS; test: (path: string) => boolean };
const BUCKETS: Bucket[] = [
  { name: 'general', test: () => true },
  { name: 'api', test: (p) => p.startsWith('/api/') },
  { name: 'auth', test: (p) => p.startsWith('/auth/') || p.startsWith('/oidc/') },
  { name: 'searchHistory', test: (p) => p.startsWith('/api/search/history') },
];

/** The admin area's own question (am I an admin?): a refusal there is an answer, never a failure. */
const ADMIN_ME = '/api/admin/me';

const refusedByLayer = new WeakSet<FastifyRequest>();
/** Sign-in requests, whose routes record their own failures: whether they count, and their verdict. */
const signInContexts = new WeakMap<FastifyRequest, FailureContext>();

/** Whether a path is already as routed: no `%`, no upper case, no `//`, no trailing slash (a char loop: the
 * hot path pays a few nanoseconds, not a regular expression). */
function plainPath(path: string): boolean {
  let previous = 0;
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === 37 || (c >= 65 && c <= 90) || (c === 47 && previous === 47)) return false;
    previous = c;
  }
  return previous !== 47 || path.length === 1;
}

/**
 * The path a request reaches, whatever its spelling: percent-encoding decoded, runs of slashes made one,
 * lower case, no trailing slash. `/%61pi//Search/history/` is `/api/search/history`.
 */
export function routeKeyOf(url: string): string {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  if (plainPath(path)) return path;
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      // Not valid UTF-8 once decoded: the ASCII escapes at least (the ones that spell a path).
      path = path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  }
  path = path.replace(/\/{2,}/g, '/').toLowerCase();
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The jail a failed answer feeds, if any. */
function jailOf(status: number, path: string, forgedCookie: boolean): SecurityJail | null {
  if (
    (status === 401 || status === 403) &&
    (path.startsWith('/api/admin') || path.startsWith('/admin') || path === '/db-admin') &&
    path !== ADMIN_ME
  )
    return 'nginx-admin';
  if (status === 404 && PROBE.test(path)) return 'probe';
  if (forgedCookie) return 'auth';
  return null;
}

const bannedBody = JSON.stringify({ error: { message: SECURITY_MESSAGES.banned, code: 'banned' } });

/** A failure that found the jail full is answered 403 banned instead of what the route said. */
function answerBanned(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
  until: Date | undefined,
) {
  refusedByLayer.add(request);
  if (payload && typeof (payload as NodeJS.ReadableStream).pipe === 'function')
    (payload as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
  reply
    .code(403)
    .removeHeader('location')
    .removeHeader('content-length')
    .removeHeader('content-encoding')
    .header('content-type', isNavigation(request) ? HTML : 'application/json; charset=utf-8');
  done(
    null,
    isNavigation(request)
      ? errorPageHtml({ status: 403, message: SECURITY_MESSAGES.banned, until })
      : bannedBody,
  );
}

const HTML = 'text/html; charset=utf-8';
/** Seconds to wait before the limit lets the client in again, or null when it is under every limit. */
type Seconds = number | null;

export const securityPlugin = fp(async (app) => {
  const trusted = trustedProxiesOf(app.config.security.trustProxy);
  const ignored = trustedProxiesOf(app.config.security.ignoreIps);
  const counter = app.config.redisUrl
    ? redisCounter(app.config.redisUrl, Date.now, app.config.redisKeyPrefix)
    : memoryCounter();
  const jails = createJails(app.database, {
    log: app.log,
    ignored: (ip) => ignored(ip.replace(/::\/64$/, '::')),
    broadcast: app.broadcast,
  });
  app.decorate('jails', jails);
  app.decorate('hitCounter', counter);
  app.addHook('onReady', () => counter.ready(REDIS_READY_WITHIN_MS));
  const requestsByHour = createRequestsByHour(counter);
  app.decorate('requestsByHour', requestsByHour);
  app.decorateRequest('clientKey', '');
  app.decorateRequest('routeKey', '');

  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    code: string,
    until?: Date,
  ) => {
    refusedByLayer.add(request);
    // A browser opening a page gets a page saying what happened and when to come back.
    if (isNavigation(request))
      return reply.status(status).type(HTML).send(errorPageHtml({ status, message, until }));
    return reply.status(status).send({ error: { message, code } });
  };
  const refuseBanned = (request: FastifyRequest, reply: FastifyReply) =>
    void refuse(
      request,
      reply,
      403,
      SECURITY_MESSAGES.banned,
      'banned',
      jails.bannedUntil(request.clientKey),
    );

  const limited = recentAddresses(app.config.security.maxAddresses, (clientKey) => {
    for (const bucket of BUCKETS) counter.forget(`${bucket.name}:${clientKey}`);
  });
  app.decorate('limitedAddresses', limited);

  /** Counts the request in each of its buckets from `from` on; the seconds to wait when one is over its limit
   * (a promise when a count near its limit is asked of Redis). */
  function secondsOverLimit(clientKey: string, path: string, from = 0): Seconds | Promise<Seconds> {
    if (from === 0) limited.touch(clientKey);
    for (let i = from; i < BUCKETS.length; i++) {
      const bucket = BUCKETS[i]!;
      if (!bucket.test(path)) continue;
      const limit = RATE_LIMITS[bucket.name];
      const counted = counter.hitWithin(`${bucket.name}:${clientKey}`, RATE_LIMITS.windowMs, limit);
      if (counted instanceof Promise)
        return counted.then(({ count, resetInMs }) =>
          count > limit ? Math.ceil(resetInMs / 1000) : secondsOverLimit(clientKey, path, i + 1),
        );
      if (counted.count > limit) return Math.ceil(counted.resetInMs / 1000);
    }
    return null;
  }

  async function refuseRateLimited(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    seconds: number,
  ) {
    reply.header('retry-after', String(seconds));
    app.metrics.rateLimited.inc();
    const alone = actsAlone(request.headers);
    await jails.record({ ip: request.clientKey, path, status: 429, jail: 'rate-limit', alone });
    const until = new Date(Date.now() + seconds * 1000);
    refuse(
      request,
      reply,
      429,
      SECURITY_MESSAGES.rateLimited(Math.ceil(seconds / 60)),
      'rate_limited',
      until,
    );
  }

  /** The limits, then the route (inside the sign-in context on `/auth/`). No closure per request: the hot
   * path allocates nothing here. */
  function limitThenGo(
    request: FastifyRequest,
    reply: FastifyReply,
    needsLimit: boolean,
    done: (error?: Error) => void,
  ) {
    const path = request.routeKey;
    const seconds = needsLimit ? secondsOverLimit(request.clientKey, path) : null;
    if (seconds instanceof Promise)
      return void seconds.then(
        (known) => afterLimits(request, reply, path, known, done),
        (error: unknown) => done(error as Error),
      );
    afterLimits(request, reply, path, seconds, done);
  }

  /** Refused over a limit, else on to the route. */
  function afterLimits(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    seconds: Seconds,
    done: (error?: Error) => void,
  ) {
    if (seconds !== null)
      return void refuseRateLimited(request, reply, path, seconds).catch((error: unknown) =>
        done(error as Error),
      );
    // Sign-in routes record their own failures: they learn here whether the request counts, and the layer
    // learns the verdict.
    const context = signInContexts.get(request);
    if (context) failureContext.run(context, done);
    else done();
  }

  // The one request hook of the layers every request crosses (issue 19), in order: the answer's security headers,
  // the head's text, the cookies, then bans and limits. A synchronous path: a few map lookups and no promise.
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(reply, app.config, request.url);
    if (!requestHeadIsText(request)) return done(invalidText());
    readCookies(request);
    const address = clientAddressOf(
      request.socket.remoteAddress ?? '',
      request.headers['x-forwarded-for'] as string | undefined,
      trusted,
    );
    request.clientKey = clientKeyOf(address);
    requestsByHour.add();
    const path = routeKeyOf(request.url);
    request.routeKey = path;
    const needsLimit = !UNLIMITED.test(path) && !ignored(address);
    if (path.startsWith('/auth/'))
      signInContexts.set(request, { alone: actsAlone(request.headers) } satisfies FailureContext);
    if (jails.fresh()) {
      if (jails.bannedNow(request.clientKey)) return refuseBanned(request, reply);
      return limitThenGo(request, reply, needsLimit, done);
    }
    jails.isBanned(request.clientKey).then(
      (banned) => (banned ? refuseBanned(request, reply) : limitThenGo(request, reply, needsLimit, done)),
      (error: unknown) => done(error as Error),
    );
  });

  // A failure is counted before its answer leaves: once the jail is full, the answer becomes 403 banned,
  // however many arrive at once.
  app.addHook('onSend', (request, reply, payload, done) => {
    clearDeadSessionCookie(request, reply);
    if (refusedByLayer.has(request)) return done(null, payload);
    // A sign-in route's own failure found the jail full.
    if (signInContexts.get(request)?.verdict === 'banned')
      return answerBanned(request, reply, payload, done, jails.bannedUntil(request.clientKey));
    const status = reply.statusCode;
    const forged = hadForgedSessionCookie(request);
    // Only failures feed the jails: a plain 2xx or 3xx answer costs nothing here.
    if (status < 400 && !forged) return done(null, payload);
    const jail = jailOf(status, request.routeKey || routeKeyOf(request.url), forged);
    if (!jail) return done(null, payload);
    const path = request.url.split('?')[0]!.slice(0, 300);
    const alone = actsAlone(request.headers);
    jails.record({ ip: request.clientKey, path, status, jail, alone }).then(
      (verdict) =>
        verdict === 'banned'
          ? answerBanned(request, reply, payload, done, jails.bannedUntil(request.clientKey))
          : done(null, payload),
      (err: unknown) => {
        request.log.error({ err }, 'journal de sécurité');
        done(null, payload);
      },
    );
  });

  const prune = setInterval(() => void jails.prune().catch(() => {}), 3600_000);
  prune.unref();
  app.addHook('onClose', async () => {
    clearInterval(prune);
    await counter.close();
  });
});

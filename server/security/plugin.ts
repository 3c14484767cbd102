// The security layer, first on every request: the client's address, bans (403 before any work), the rate
// limits of the spec (429 with Retry-After), and the failures that feed the jails.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RATE_LIMITS, type SecurityJail } from '../../common/constants';
import { SECURITY_MESSAGES } from '../../common/messages';
import { hadInvalidSessionToken } from '../session/plugin';
import { SESSION_COOKIE } from '../session/store';
import { REDIS_READY_WITHIN_MS } from '../cache/cache';
import { memoryCounter, redisCounter, type HitCounter } from '../counters/counter';
import { clientAddressOf, clientKeyOf, trustedProxiesOf } from '../http/clientAddress';
import { createJails, type Jails } from './jails';
import { createRequestsByHour, type RequestsByHour } from './requestsByHour';

declare module 'fastify' {
  interface FastifyInstance {
    jails: Jails;
    /** Fixed-window counts shared by the rate limits and the partner burst guard. */
    hitCounter: HitCounter;
    /** Requests served by this process, per hour, for the dashboard's chart. */
    requestsByHour: RequestsByHour;
  }
  interface FastifyRequest {
    /** The client's address, IPv6 grouped by /64: the key of limits and bans. */
    clientKey: string;
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

const refusedByLayer = new WeakSet<FastifyRequest>();

export const securityPlugin = fp(async (app) => {
  const trusted = trustedProxiesOf(app.config.security.trustProxy);
  const ignored = trustedProxiesOf(app.config.security.ignoreIps);
  const counter = app.config.redisUrl ? redisCounter(app.config.redisUrl) : memoryCounter();
  const jails = createJails(app.database, {
    log: app.log,
    ignored: (ip) => ignored(ip.replace(/::\/64$/, '::')),
  });
  app.decorate('jails', jails);
  app.decorate('hitCounter', counter);
  app.addHook('onReady', () => counter.ready(REDIS_READY_WITHIN_MS));
  const requestsByHour = createRequestsByHour();
  app.decorate('requestsByHour', requestsByHour);
  app.decorateRequest('clientKey', '');

  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    code: string,
  ) => {
    refusedByLayer.add(request);
    return reply.status(status).send({ error: { message, code } });
  };

  /** Counts the request in each of its buckets; the seconds to wait when one is over its limit. */
  function secondsOverLimit(clientKey: string, path: string): number | null {
    for (const bucket of BUCKETS) {
      if (!bucket.test(path)) continue;
      const { count, resetInMs } = counter.hit(`${bucket.name}:${clientKey}`, RATE_LIMITS.windowMs);
      if (count > RATE_LIMITS[bucket.name]) return Math.ceil(resetInMs / 1000);
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
    await jails.record({ ip: request.clientKey, path, status: 429, jail: 'rate-limit' });
    refuse(request, reply, 429, SECURITY_MESSAGES.rateLimited(Math.ceil(seconds / 60)), 'rate_limited');
  }

  // A callback hook with a synchronous path: most requests cost a few map lookups and no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const address = clientAddressOf(
      request.socket.remoteAddress ?? '',
      request.headers['x-forwarded-for'] as string | undefined,
      trusted,
    );
    request.clientKey = clientKeyOf(address);
    requestsByHour.add();
    const path = request.url.split('?')[0]!;
    const needsLimit = !UNLIMITED.test(path) && !ignored(address);
    const limitThenGo = () => {
      const seconds = needsLimit ? secondsOverLimit(request.clientKey, path) : null;
      if (seconds === null) return done();
      refuseRateLimited(request, reply, path, seconds).catch((error: unknown) => done(error as Error));
    };
    if (jails.fresh()) {
      if (jails.bannedNow(request.clientKey))
        return void refuse(request, reply, 403, SECURITY_MESSAGES.banned, 'banned');
      return limitThenGo();
    }
    jails.isBanned(request.clientKey).then(
      (banned) =>
        banned ? void refuse(request, reply, 403, SECURITY_MESSAGES.banned, 'banned') : limitThenGo(),
      (error: unknown) => done(error as Error),
    );
  });

  const recordings = new Set<Promise<void>>();
  app.addHook('onResponse', (request, reply, done) => {
    done();
    if (refusedByLayer.has(request)) return;
    const status = reply.statusCode;
    const invalidToken = hadInvalidSessionToken(request) && Boolean(request.cookies[SESSION_COOKIE]);
    // Only failures feed the jails: a plain 2xx or 3xx answer costs nothing here.
    if (status < 400 && !invalidToken) return;
    const path = request.url.split('?')[0]!;
    let jail: SecurityJail | null = null;
    if (
      (status === 401 || status === 403) &&
      (path.startsWith('/api/admin') || path.startsWith('/admin') || path === '/db-admin')
    )
      jail = 'nginx-admin';
    else if (status === 404 && PROBE.test(path)) jail = 'probe';
    else if (invalidToken) jail = 'auth';
    if (jail) {
      const recording = jails
        .record({ ip: request.clientKey, path: path.slice(0, 300), status, jail })
        .catch((err: unknown) => request.log.error({ err }, 'journal de sécurité'))
        .finally(() => recordings.delete(recording));
      recordings.add(recording);
    }
  });

  const prune = setInterval(() => void jails.prune().catch(() => {}), 3600_000);
  prune.unref();
  app.addHook('onClose', async () => {
    clearInterval(prune);
    // A failure answered just before shutdown is still logged (and may still ban).
    await Promise.allSettled(recordings);
    await counter.close();
  });
});

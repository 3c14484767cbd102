// The security layer, first on every request: its steps (requestLayer.ts) on the way in, the jails fed on the way
// out (failures.ts); the counts, bans and limited addresses they share, for the domains and the dashboard.
import fp from 'fastify-plugin';
import { REDIS_READY_WITHIN_MS } from '../platform/cache/cache';
import { memoryCounter, redisCounter, type HitCounter } from '../platform/counters/counter';
import { trustedProxiesOf } from '../platform/http/clientAddress';
import { failureSide } from './failures';
import { createJails, type FailureContext, type Jails } from './jails';
import { recentAddresses, type RecentAddresses } from './recentAddresses';
import { requestLayer } from './requestLayer';
import { createRequestsByHour, type RequestsByHour } from './requestsByHour';
import { forgetCounts } from './steps/limits';

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
    /** The client's address is one the layer never limits (SECURITY_IGNORE_IPS). */
    ignoredAddress: boolean;
    /** The path as routed (decoded, single slashes, lower case, no trailing slash): what limits and jails see. */
    routeKey: string;
    /** A sign-in request's failure context: whether its failures count, and their verdict. */
    signIn: FailureContext | null;
    /** The layer answered the request itself (a refusal): its answer side leaves it alone. */
    answeredByLayer: boolean;
  }
}

export const securityPlugin = fp(async (app) => {
  const { config } = app;
  const ignored = trustedProxiesOf(config.security.ignoreIps);
  const counter = config.redisUrl
    ? redisCounter(config.redisUrl, Date.now, config.redisKeyPrefix, () => app.broadcast.processes())
    : memoryCounter();
  const jails = createJails(app.database, {
    log: app.log,
    ignored: (ip) => ignored(ip.replace(/::\/64$/, '::')),
    broadcast: app.broadcast,
  });
  const requestsByHour = createRequestsByHour(counter);
  const limited = recentAddresses(config.security.maxAddresses, (key) => forgetCounts(counter, key));
  app.decorate('jails', jails);
  app.decorate('hitCounter', counter);
  app.decorate('requestsByHour', requestsByHour);
  app.decorate('limitedAddresses', limited);
  app.decorateRequest('clientKey', '');
  app.decorateRequest('ignoredAddress', false);
  app.decorateRequest('routeKey', '');
  app.decorateRequest('signIn', null);
  app.decorateRequest('answeredByLayer', false);

  const trusted = trustedProxiesOf(config.security.trustProxy);
  const layer = { config, trusted, ignored, counter, jails, requestsByHour, limited, metrics: app.metrics };
  app.addHook('onRequest', requestLayer(layer));
  app.addHook('onSend', failureSide(jails));

  app.addHook('onReady', () => counter.ready(REDIS_READY_WITHIN_MS));
  const prune = setInterval(() => void jails.prune().catch(() => {}), 3600_000);
  prune.unref();
  app.addHook('onClose', async () => {
    clearInterval(prune);
    await counter.close();
  });
});

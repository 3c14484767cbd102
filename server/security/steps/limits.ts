// The rate limits of the spec, per client key and bucket of paths: over one, 429 with Retry-After, the refusal
// recorded in the rate-limit jail first. A count far from its limit is answered from memory; only near it does
// the shared count in Redis make the request wait.
import type { FastifyRequest } from 'fastify';
import { RATE_LIMITS } from '../../../common/constants';
import { SECURITY_MESSAGES } from '../../../common/messages';
import type { HitCounter } from '../../platform/counters/counter';
import { actsAlone } from '../jails';
import type { Refusal } from '../refusal';
import { routeKeyOf } from '../routeKey';
import type { Layer, Step } from './step';

/** Built files and health checks are not what a limit protects. */
const UNLIMITED = /^\/(assets\/|flags\/|favicon\.svg$|api\/health$)/;

type Bucket = { name: keyof typeof RATE_LIMITS; test: (path: string) => boolean };
const BUCKETS: Bucket[] = [
  { name: 'general', test: () => true },
  { name: 'api', test: (p) => p.startsWith('/api/') },
  { name: 'auth', test: (p) => p.startsWith('/auth/') || p.startsWith('/oidc/') },
  { name: 'searchHistory', test: (p) => p.startsWith('/api/search/history') },
];

/** Drops the counts of a client the limiter no longer keeps. */
export function forgetCounts(counter: HitCounter, clientKey: string): void {
  for (const bucket of BUCKETS) counter.forget(`${bucket.name}:${clientKey}`);
}

/** Seconds to wait before the limit lets the client in again, or null when it is under every limit. */
type Seconds = number | null;

/** Counts the request in each of its buckets from `from` on; the seconds to wait when one is over its limit
 * (a promise when a count near its limit is asked of Redis). */
function secondsOverLimit(
  layer: Layer,
  clientKey: string,
  path: string,
  from = 0,
): Seconds | Promise<Seconds> {
  if (from === 0) layer.limited.touch(clientKey);
  for (let i = from; i < BUCKETS.length; i++) {
    const bucket = BUCKETS[i]!;
    if (!bucket.test(path)) continue;
    const limit = RATE_LIMITS[bucket.name];
    const counted = layer.counter.hitWithin(`${bucket.name}:${clientKey}`, RATE_LIMITS.windowMs, limit);
    if (counted instanceof Promise)
      return counted.then(({ count, resetInMs }) =>
        count > limit ? Math.ceil(resetInMs / 1000) : secondsOverLimit(layer, clientKey, path, i + 1),
      );
    if (counted.count > limit) return Math.ceil(counted.resetInMs / 1000);
  }
  return null;
}

/** The refusal of a request over a limit, once recorded in the rate-limit jail. */
async function rateLimited(layer: Layer, request: FastifyRequest, seconds: number): Promise<Refusal> {
  layer.metrics.rateLimited.inc();
  const alone = actsAlone(request.headers);
  await layer.jails.record({
    ip: request.clientKey,
    path: request.routeKey,
    status: 429,
    jail: 'rate-limit',
    alone,
  });
  return {
    status: 429,
    message: SECURITY_MESSAGES.rateLimited(Math.ceil(seconds / 60)),
    code: 'rate_limited',
    until: new Date(Date.now() + seconds * 1000),
    retryAfterS: seconds,
  };
}

export const limits: Step = {
  name: 'limits',
  mayWait: true,
  build: (layer) => (request) => {
    const path = routeKeyOf(request.url);
    request.routeKey = path;
    if (request.ignoredAddress || UNLIMITED.test(path)) return undefined;
    const seconds = secondsOverLimit(layer, request.clientKey, path);
    if (seconds === null) return undefined;
    if (typeof seconds === 'number') return rateLimited(layer, request, seconds);
    return seconds.then((known) => (known === null ? undefined : rateLimited(layer, request, known)));
  },
};

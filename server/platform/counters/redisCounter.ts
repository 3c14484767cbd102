// The counter shared through Redis. A hit far from its limit is answered at once from this process's own view and
// Redis brought up to date in the background (redisShare.ts); near the limit, or once this process holds 1 % of
// the limit not yet shared, the hit is added in Redis first and judged by Redis's total, so that processes
// together pass a limit by at most 1 % of it each (see hitWithin). While Redis is lost, each process takes its share
// of the limit, the processes alive counted by their heartbeats (ownShare).
import { Redis } from 'ioredis';
import { redisReady, redisRetry } from '../cache/cache';
import type { HitCounter } from './counter';
import { arm, createShare, hitInRedis, ownShare, redisKeyOf, sync, type Share } from './redisShare';
import { windowsOf, type Window } from './windows';

/** Hits of a key a process may hold without Redis knowing them, as a share of the key's limit (at least 1). */
const UNSHARED_FRACTION = 0.01;
/** From this share of its limit on (as this process knows the total), a key's hits are counted in Redis first. */
const NEAR_FRACTION = 0.9;
/** A Redis that answers no command in this time is taken for down: the hit is judged on this process's view. */
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * Overshoot bound: a hit is answered without Redis only while this process knows the key under 90 % of
 * its limit and holds fewer than 1 % of it unshared; Redis's total is known at each of those sends. So
 * past the limit each process lets through at most 1 % of it (N processes: N %), and near the limit the
 * hits are judged one by one on Redis's own count. A key Redis already counts over its limit is refused
 * at once (counts only grow in a window).
 */
function answersAtOnce(w: Window, limit: number): boolean {
  const unshared = w.sending + w.pending;
  const far =
    w.shared + unshared + 1 <= limit * NEAR_FRACTION &&
    unshared + 1 <= Math.max(1, Math.floor(limit * UNSHARED_FRACTION));
  return far || w.shared > limit;
}

/** The keys' totals: Redis's count and this process's unsent hits (what this process knows when Redis is down).
 * One GET per key, written together: keys of several hash slots are never asked in one command (Redis Cluster). */
async function totalsOf(share: Share, keys: string[]): Promise<number[]> {
  if (keys.length === 0) return [];
  const shared = await Promise.all(keys.map((key) => share.redis.get(redisKeyOf(share, key)))).catch(
    () => null,
  );
  const t = share.now();
  return keys.map((key, i) => {
    const w = share.windows.get(key);
    const unsent = w && w.resetAt > t ? w.pending + w.sending : 0;
    return (shared ? Number(shared[i] ?? 0) : (w?.shared ?? 0)) + unsent;
  });
}

/** A connection that fails fast: a Redis that does not answer must never hold a request. */
function connect(url: string): Redis {
  const redis = new Redis(url, {
    ...redisRetry,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  redis.on('error', () => {});
  return redis;
}

/** `processes`: how many processes share the limits (the broadcast's heartbeats), for an outage of Redis. */
export function redisCounter(
  url: string,
  now: () => number = Date.now,
  prefix = '',
  processes?: () => number,
): HitCounter {
  const redis = connect(url);
  const { windows, current, stop } = windowsOf(now);
  const share = createShare(redis, windows, now, prefix, processes);
  function hit(key: string, windowMs: number, by = 1) {
    const t = now();
    const w = current(key, windowMs, t);
    w.pending += by;
    share.dirty.add(key);
    arm(share);
    return { count: w.shared + w.sending + w.pending, resetInMs: w.resetAt - t };
  }
  return {
    hit,
    hitWithin(key, windowMs, limit) {
      const w = current(key, windowMs, now());
      if (redis.status !== 'ready') {
        hit(key, windowMs);
        return ownShare(share, w);
      }
      if (answersAtOnce(w, limit)) return hit(key, windowMs);
      return hitInRedis(share, key, w);
    },
    totals: (keys) => totalsOf(share, keys),
    forget(key) {
      windows.delete(key);
      share.dirty.delete(key);
    },
    sync: () => sync(share),
    ready: (withinMs) => redisReady(redis, withinMs),
    async close() {
      await sync(share);
      stop();
      redis.disconnect();
    },
  };
}

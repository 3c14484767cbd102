// A small key → text cache with a time to live: in memory by default, Redis when REDIS_URL is set.
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { watchRedis, type OutageLog } from './redisWatch';

export interface Cache {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Resolves once the cache takes commands, or after `withinMs` without it (the app goes on uncached). */
  ready(withinMs: number): Promise<void>;
  /** False while Redis does not answer (memory: always true); /api/health then says `degraded`. */
  reachable(): boolean;
  close(): Promise<void>;
}

const MEMORY_MAX_ENTRIES = 10_000;
/** The longest wait between two attempts to reach a lost Redis: its return is noticed within this time. */
export const REDIS_RETRY_MAX_MS = 500;

/** Options every Redis connection of the product takes: a lost Redis is tried again every half second at most
 * (ioredis' default backs off up to 5 s, which kept every process on its fallbacks that long after Redis came back). */
export const redisRetry = {
  retryStrategy: (attempts: number) => Math.min(attempts * 50, REDIS_RETRY_MAX_MS),
};
/** How long a starting app waits for Redis before going on without it (it connects again by itself). */
export const REDIS_READY_WITHIN_MS = 2_000;

export function createMemoryCache(maxEntries = MEMORY_MAX_ENTRIES): Cache {
  const lru = new LRUCache<string, string>({ max: maxEntries, ttlAutopurge: false });
  return {
    kind: 'memory',
    get: async (key) => lru.get(key),
    set: async (key, value, ttlMs) => void lru.set(key, value, { ttl: ttlMs }),
    ready: async () => {},
    reachable: () => true,
    close: async () => lru.clear(),
  };
}

/** A cache that fails open: when Redis is down the app goes on, uncached; `log` hears of each outage once. */
export function createRedisCache(url: string, prefix = 'portail:', log?: OutageLog): Cache {
  const redis = new Redis(url, {
    ...redisRetry,
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', () => {}); // A cache outage must not crash the process; the watch says it once.
  const watch = watchRedis(redis, 'cache et compteurs', log);
  return {
    kind: 'redis',
    get: async (key) => (await redis.get(prefix + key).catch(() => null)) ?? undefined,
    set: async (key, value, ttlMs) =>
      void (await redis.set(prefix + key, value, 'PX', ttlMs).catch(() => null)),
    ready: async (withinMs) => {
      await redisReady(redis, withinMs);
      watch.startTimedOut();
    },
    reachable: () => watch.reachable,
    close: async () => {
      watch.closing();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Resolves when the connection is ready to take commands, or after `withinMs`: callers go on either way. */
export function redisReady(redis: Redis, withinMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, withinMs);
    redis.once('ready', done);
  });
}

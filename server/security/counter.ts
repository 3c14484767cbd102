// Fixed-window counters for the rate limits: in memory by default, shared through Redis when REDIS_URL is set.
import { Redis } from 'ioredis';

export type WindowCount = { count: number; resetInMs: number };
export type HitCounter = {
  /** Adds `by` (1 unless said) to the key's window and tells the window's total. */
  hit: (key: string, windowMs: number, by?: number) => Promise<WindowCount>;
  close: () => Promise<void>;
};

export function memoryCounter(now: () => number = Date.now): HitCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs, by = 1) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) windows.set(key, (w = { count: 0, resetAt: t + windowMs }));
      w.count += by;
      return { count: w.count, resetInMs: w.resetAt - t };
    },
    close: async () => clearInterval(sweep),
  };
}

/** Redis INCR with the window set on the first hit; an outage falls back to this process's own counts. */
export function redisCounter(url: string): HitCounter {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => {});
  const fallback = memoryCounter();
  return {
    async hit(key, windowMs, by = 1) {
      try {
        const k = `rl:${key}`;
        // SET NX starts the window once; INCR counts; PTTL says when the window ends.
        const results = await redis.multi().set(k, 0, 'PX', windowMs, 'NX').incrby(k, by).pttl(k).exec();
        const count = Number(results?.[1]?.[1]);
        const ttl = Number(results?.[2]?.[1]);
        if (!Number.isFinite(count)) throw new Error('réponse Redis inattendue');
        return { count, resetInMs: ttl > 0 ? ttl : windowMs };
      } catch {
        return fallback.hit(key, windowMs, by);
      }
    },
    async close() {
      await fallback.close();
      redis.disconnect();
    },
  };
}

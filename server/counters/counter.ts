// Fixed-window counters for the rate limits and the partner burst guard: in memory by default, shared
// through Redis when REDIS_URL is set. A hit is answered at once from this process's own view; Redis is
// brought up to date in the background, so a request never waits for it.
import { Redis } from 'ioredis';
import { redisReady } from '../cache/cache';

export type WindowCount = { count: number; resetInMs: number };
export type HitCounter = {
  /** Adds `by` (1 unless said) to the key's window and tells the window's total as known now. */
  hit: (key: string, windowMs: number, by?: number) => WindowCount;
  /** Sends what is not yet shared and learns the other processes' counts (Redis only). */
  sync: () => Promise<void>;
  /** Drops what this process keeps of a key (the limiter's least recently seen addresses, issue 16). */
  forget: (key: string) => void;
  /** Resolves once the shared store takes commands, or after `withinMs` (memory: at once). */
  ready: (withinMs: number) => Promise<void>;
  close: () => Promise<void>;
};

/** How long local hits wait before they are added in Redis: a client spread over several processes can
 * pass its limit by what it sends in that time, nothing more. */
export const REDIS_SYNC_MS = 1_000;
const SWEEP_MS = 60_000;

type Window = { resetAt: number; windowMs: number; shared: number; sending: number; pending: number };

function windowsOf(now: () => number) {
  const windows = new Map<string, Window>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t && w.sending === 0) windows.delete(key);
  }, SWEEP_MS);
  sweep.unref();
  return {
    windows,
    /** The key's current window, a new one when the last is over. */
    current(key: string, windowMs: number, t: number): Window {
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { resetAt: t + windowMs, windowMs, shared: 0, sending: 0, pending: 0 };
        windows.set(key, w);
      }
      return w;
    },
    stop: () => clearInterval(sweep),
  };
}

export function memoryCounter(now: () => number = Date.now): HitCounter {
  const { windows, current, stop } = windowsOf(now);
  return {
    hit(key, windowMs, by = 1) {
      const t = now();
      const w = current(key, windowMs, t);
      w.pending += by;
      return { count: w.pending, resetInMs: w.resetAt - t };
    },
    forget: (key) => void windows.delete(key),
    sync: async () => {},
    ready: async () => {},
    close: async () => stop(),
  };
}

/** Redis INCRBY of each key's new hits, every REDIS_SYNC_MS in one transaction; an outage keeps them for
 * later and the limits go on with this process's own counts. */
export function redisCounter(url: string, now: () => number = Date.now): HitCounter {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => {});
  const { windows, current, stop } = windowsOf(now);
  const dirty = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let syncing: Promise<void> = Promise.resolve();

  async function send(): Promise<void> {
    const batch = [...dirty].flatMap((key) => {
      const w = windows.get(key);
      return w && w.pending > 0 ? [{ key, w, by: w.pending }] : [];
    });
    dirty.clear();
    if (batch.length === 0) return;
    const transaction = redis.multi();
    for (const { key, w, by } of batch) {
      w.pending -= by;
      w.sending += by;
      const k = `rl:${key}`;
      // SET NX starts the window once; INCRBY counts; PTTL says when the window ends.
      transaction.set(k, 0, 'PX', w.windowMs, 'NX').incrby(k, by).pttl(k);
    }
    const results = await transaction.exec().catch(() => null);
    const t = now();
    batch.forEach(({ key, w, by }, i) => {
      w.sending -= by;
      const total = Number(results?.[i * 3 + 1]?.[1]);
      const ttl = Number(results?.[i * 3 + 2]?.[1]);
      if (!Number.isFinite(total)) {
        w.pending += by; // Redis did not answer: kept, sent again with the next hits.
        dirty.add(key);
        return;
      }
      w.shared = total;
      if (ttl > 0) w.resetAt = t + ttl;
    });
  }

  function arm() {
    timer ??= setTimeout(() => void sync(), REDIS_SYNC_MS);
    timer.unref();
  }

  function sync(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    // Hits Redis did not take are sent again a second later, not only with the next hit.
    syncing = syncing.then(send).then(() => {
      if (dirty.size > 0) arm();
    });
    return syncing;
  }

  return {
    hit(key, windowMs, by = 1) {
      const t = now();
      const w = current(key, windowMs, t);
      w.pending += by;
      dirty.add(key);
      arm();
      return { count: w.shared + w.sending + w.pending, resetInMs: w.resetAt - t };
    },
    forget(key) {
      windows.delete(key);
      dirty.delete(key);
    },
    sync,
    ready: (withinMs) => redisReady(redis, withinMs),
    async close() {
      await sync();
      stop();
      redis.disconnect();
    },
  };
}

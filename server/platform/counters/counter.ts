// Fixed-window counters for the rate limits and the partner burst guard: in memory by default, shared
// through Redis when REDIS_URL is set. A hit far from its limit is answered at once from this process's own
// view and Redis brought up to date in the background; near the limit, or once this process holds 1 % of the
// limit not yet shared, the hit is added in Redis first and judged by Redis's total, so that processes
// together pass a limit by at most 1 % of it each (see hitWithin).
import { Redis, type ChainableCommander } from 'ioredis';
import { redisReady } from '../cache/cache';

export type WindowCount = { count: number; resetInMs: number };
export type HitCounter = {
  /** Adds `by` (1 unless said) to the key's window and tells the window's total as known now. */
  hit: (key: string, windowMs: number, by?: number) => WindowCount;
  /** One hit under a limit: at once far from it, else once Redis has counted it (Redis only). */
  hitWithin: (key: string, windowMs: number, limit: number) => WindowCount | Promise<WindowCount>;
  /** The current windows' totals of these keys over every process (Redis's count and this process's unsent). */
  totals: (keys: string[]) => Promise<number[]>;
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
/** Hits of a key a process may hold without Redis knowing them, as a share of the key's limit (at least 1). */
const UNSHARED_FRACTION = 0.01;
/** From this share of its limit on (as this process knows the total), a key's hits are counted in Redis first. */
const NEAR_FRACTION = 0.9;
/** A Redis that answers no command in this time is taken for down: the hit is judged on this process's view. */
const COMMAND_TIMEOUT_MS = 1_000;

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
  function hit(key: string, windowMs: number, by = 1) {
    const t = now();
    const w = current(key, windowMs, t);
    w.pending += by;
    return { count: w.pending, resetInMs: w.resetAt - t };
  }
  return {
    hit,
    hitWithin: (key, windowMs) => hit(key, windowMs),
    totals: async (keys) => {
      const t = now();
      return keys.map((key) => {
        const w = windows.get(key);
        return w && w.resetAt > t ? w.pending : 0;
      });
    },
    forget: (key) => void windows.delete(key),
    sync: async () => {},
    ready: async () => {},
    close: async () => stop(),
  };
}

/** Redis INCRBY of each key's new hits, every REDIS_SYNC_MS in one transaction; an outage keeps them for
 * later and the limits go on with this process's own counts. */
export function redisCounter(url: string, now: () => number = Date.now, prefix = ''): HitCounter {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
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
      add(transaction, key, w, by);
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
      learn(w, total, ttl, t);
    });
  }

  // SET NX starts the window once; INCRBY counts; PTTL says when the window ends.
  function add(transaction: ChainableCommander, key: string, w: Window, by: number) {
    const k = `${prefix}rl:${key}`;
    transaction.set(k, 0, 'PX', w.windowMs, 'NX').incrby(k, by).pttl(k);
  }

  function learn(w: Window, total: number, ttl: number, t: number) {
    // Answers of one connection come in order, but a later window may have begun meanwhile: never back.
    w.shared = Math.max(w.shared, total);
    if (ttl > 0) w.resetAt = t + ttl;
  }

  /** Adds the key's unshared hits and this one in Redis now; the hit is judged by the total Redis answers. */
  async function hitInRedis(key: string, w: Window): Promise<WindowCount> {
    const by = w.pending + 1;
    w.pending = 0;
    w.sending += by;
    const transaction = redis.multi();
    add(transaction, key, w, by);
    const results = await transaction.exec().catch(() => null);
    w.sending -= by;
    const total = Number(results?.[1]?.[1]);
    if (!Number.isFinite(total)) {
      // Redis did not answer: as far from it, this process's own view judges, the hits are sent later.
      w.pending += by;
      dirty.add(key);
      arm();
      return { count: w.shared + w.sending + w.pending, resetInMs: w.resetAt - now() };
    }
    learn(w, total, Number(results?.[2]?.[1]), now());
    return { count: total, resetInMs: w.resetAt - now() };
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

  function hit(key: string, windowMs: number, by = 1) {
    const t = now();
    const w = current(key, windowMs, t);
    w.pending += by;
    dirty.add(key);
    arm();
    return { count: w.shared + w.sending + w.pending, resetInMs: w.resetAt - t };
  }

  return {
    hit,
    /**
     * Overshoot bound: a hit is answered without Redis only while this process knows the key under 90 % of
     * its limit and holds fewer than 1 % of it unshared; Redis's total is known at each of those sends. So
     * past the limit each process lets through at most 1 % of it (N processes: N %), and near the limit the
     * hits are judged one by one on Redis's own count. A key Redis already counts over its limit is refused
     * at once (counts only grow in a window).
     */
    hitWithin(key, windowMs, limit) {
      const t = now();
      const w = current(key, windowMs, t);
      const unshared = w.sending + w.pending;
      const far =
        w.shared + unshared + 1 <= limit * NEAR_FRACTION &&
        unshared + 1 <= Math.max(1, Math.floor(limit * UNSHARED_FRACTION));
      if (far || w.shared > limit || redis.status !== 'ready') return hit(key, windowMs);
      return hitInRedis(key, w);
    },
    async totals(keys) {
      if (keys.length === 0) return [];
      const shared = await redis.mget(keys.map((key) => `${prefix}rl:${key}`)).catch(() => null);
      const t = now();
      return keys.map((key, i) => {
        const w = windows.get(key);
        const unsent = w && w.resetAt > t ? w.pending + w.sending : 0;
        // Redis unreachable: what this process knows.
        return (shared ? Number(shared[i] ?? 0) : (w?.shared ?? 0)) + unsent;
      });
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

// Fixed-window counters for the rate limits and the partner burst guard: in memory by default, shared
// through Redis when REDIS_URL is set (redisCounter.ts).
import { windowsOf } from './windows';

export { redisCounter } from './redisCounter';
export { REDIS_SYNC_MS } from './redisShare';

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
  /** Drops what this process keeps of a key (the limiter forgets its least recently seen addresses). */
  forget: (key: string) => void;
  /** Resolves once the shared store takes commands, or after `withinMs` (memory: at once). */
  ready: (withinMs: number) => Promise<void>;
  close: () => Promise<void>;
};

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

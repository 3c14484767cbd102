// Each key's current fixed window, as this process knows it: what Redis last said of it (shared), what is on its
// way there (sending) and what only this process holds (pending). Windows over and settled are swept each minute.

export type Window = { resetAt: number; windowMs: number; shared: number; sending: number; pending: number };

const SWEEP_MS = 60_000;

export type Windows = ReturnType<typeof windowsOf>;

export function windowsOf(now: () => number) {
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

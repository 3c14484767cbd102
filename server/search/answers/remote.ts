// What the answers read from the network share: one fetch that fails on anything but 200, and a value kept until
// it expires, fetched once for every search waiting on it, and not asked again at once after a failure.
import { recordedCall, type SourceStates } from '../../platform/health/sourceStates';
import { APP_VERSION } from '../../platform/version';

/** Long enough for a slow source to fill the cache for the searches after, whatever the first one's deadline. */
export const REMOTE_FETCH_TIMEOUT_MS = 10_000;
/** After a failure the source is left alone this long: an offline machine's searches do not each wait for it. */
const RETRY_AFTER_MS = 60_000;
const USER_AGENT = `PortailRecherche/${APP_VERSION}`;

export async function fetchOk(url: string, accept: string): Promise<string> {
  const response = await fetch(url, {
    headers: { accept, 'user-agent': USER_AGENT },
    signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The same fetch, its outcome kept in the sources' states (/api/health, /metrics) under the source's name. */
export function fetchFrom(
  source: { name: string; states?: SourceStates },
  url: string,
  accept: string,
): Promise<string> {
  const { name, states } = source;
  return states ? recordedCall(states, name, () => fetchOk(url, accept)) : fetchOk(url, accept);
}

export type Kept<T> = { value: T; expiresAt: number };

/** One value per key, kept until its own expiry; `read` resolves null when the source failed, or the expired
 * value while it is younger than `staleMs` past its expiry (an answer that always says its date). */
export function createKeptValues<T>(
  fetchValue: (key: string, now: number) => Promise<Kept<T>>,
  { max = 1000, staleMs = 0 }: { max?: number; staleMs?: number } = {},
) {
  const kept = new Map<string, Kept<T>>();
  const pending = new Map<string, Promise<T | null>>();
  const failedAt = new Map<string, number>();
  return {
    read(key: string, now = Date.now()): T | null | Promise<T | null> {
      const entry = kept.get(key);
      if (entry && entry.expiresAt > now) return entry.value;
      const stale = entry && entry.expiresAt + staleMs > now ? entry.value : null;
      const failed = failedAt.get(key);
      if (failed !== undefined && now - failed < RETRY_AFTER_MS) return stale;
      let waiting = pending.get(key);
      if (!waiting) {
        waiting = fetchValue(key, now).then(
          (fresh) => {
            if (kept.size >= max) kept.delete(kept.keys().next().value!);
            kept.set(key, fresh);
            failedAt.delete(key);
            return fresh.value;
          },
          () => {
            failedAt.set(key, now);
            return stale;
          },
        );
        waiting.finally(() => pending.delete(key)).catch(() => {});
        pending.set(key, waiting);
      }
      return waiting;
    },
  };
}

// Up to 4 suggestions for what is being typed: a remote autocompletion service, else the prefix table.
import { SUGGESTIONS } from '../../common/constants';
import type { Cache } from '../cache/cache';
import type { DatabaseHandle } from '../db/database';
import type { SuggestProvider } from './provider';
import { findSuggestions } from './store';

/** Popular queries are counted once a second: a minute of staleness is invisible, and keystrokes are cheap. */
const LOCAL_TTL_MS = 60_000;

export type SuggestService = { suggest(q: string, safe: boolean): Promise<string[]> };

type Options = {
  database: DatabaseHandle;
  remote?: SuggestProvider;
  cache: Cache;
  timeoutMs: number;
  cacheTtlMs: number;
};

export function createSuggestService({
  database,
  remote,
  cache,
  timeoutMs,
  cacheTtlMs,
}: Options): SuggestService {
  const limit = SUGGESTIONS.fromService;
  return {
    async suggest(q, safe) {
      if (!q.trim()) return [];
      const key = `suggest:${remote?.name ?? 'local'}:${safe ? 1 : 0}:${q.toLowerCase()}`;
      const cached = await cache.get(key);
      if (cached) return JSON.parse(cached) as string[];
      if (!remote) {
        const local = await findSuggestions(database, q, { limit, safe });
        await cache.set(key, JSON.stringify(local), LOCAL_TTL_MS);
        return local;
      }
      // A slow or failing service costs the visitor nothing: the local table answers instead.
      const remoteSuggestions = await remote
        .suggest(q, { safe, limit, signal: AbortSignal.timeout(timeoutMs) })
        .catch(() => undefined);
      if (!remoteSuggestions) return findSuggestions(database, q, { limit, safe });
      // SEARCH_CACHE_TTL_S=0 means no cache (a TTL of 0 would mean "for ever" in memory).
      if (cacheTtlMs > 0) await cache.set(key, JSON.stringify(remoteSuggestions), cacheTtlMs);
      return remoteSuggestions;
    },
  };
}

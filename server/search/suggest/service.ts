// Up to 4 suggestions for what is being typed: the prefix table completed by Wikipedia, or a remote autocompletion
// service with the table as its fallback; and the admin's review of the past queries that became public.
import { POPULAR_QUERY, SUGGESTIONS } from '../../../common/constants';
import { HTTP_MESSAGES, SEARCH_MESSAGES } from '../../../common/messages';
import type { SuggestionsPageQuery } from '../../../common/pagination';
import type { ReviewedSuggestion } from '../../../common/suggest';
import { wordsKeyOf } from '../../../common/text';
import { recordAudit } from '../../platform/audit/store';
import { suggestabilityOf } from '../words/blocklist';
import type { Cache } from '../../platform/cache/cache';
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import type { Page } from '../../platform/db/paginate';
import { AppError } from '../../platform/http/errors';
import type { SuggestProvider } from './provider';
import { LRUCache } from 'lru-cache';
import { blockSearchedQuery, deleteSearchedQuery, findSuggestions, pageQueriesPublicSince } from './store';

/** Popular queries are counted once a second: a minute of staleness is invisible, and keystrokes are cheap. */
const LOCAL_TTL_MS = 60_000;
const HOT_ENTRIES = 1000;
const HOT_TTL_MS = 1000;

export type SuggestService = {
  /** The same array for the same answer within a second: never to be changed by its reader. */
  suggest(q: string, safe: boolean): Promise<readonly string[]>;
  /** Drops this process's cached suggestions, so that a removed or blocked query leaves them at once. */
  forgetCached(): void;
};

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
  let generation = 0;
  // The same few prefixes are typed by everyone: the last second's answers are held parsed, the same array each
  // time, so the route can keep its bytes. A second at most on top of the shared cache's lifetime.
  const hot = new LRUCache<string, string[]>({ max: HOT_ENTRIES, ttl: HOT_TTL_MS });
  return {
    forgetCached() {
      generation++;
      hot.clear();
    },
    async suggest(q, safe) {
      if (!q.trim()) return [];
      const key = `suggest:${remote?.name ?? 'local'}:${generation}:${safe ? 1 : 0}:${q.toLowerCase()}`;
      const held = hot.get(key);
      if (held) return held;
      const cached = await cache.get(key);
      if (cached) {
        const suggestions = JSON.parse(cached) as string[];
        hot.set(key, suggestions);
        return suggestions;
      }
      if (!remote || remote.completesLocal) {
        const local = await findSuggestions(database, q, { limit, safe });
        // The keyless source is asked only for what the local table lacks; unreachable, it adds nothing.
        const more =
          remote && local.length < limit
            ? await remote.suggest(q, { safe, limit, signal: AbortSignal.timeout(timeoutMs) }).catch(() => [])
            : [];
        const blended = withoutRepeats([...local, ...more.filter((s) => mayShow(s, safe))]).slice(0, limit);
        await cache.set(key, JSON.stringify(blended), LOCAL_TTL_MS);
        return blended;
      }
      // A slow or failing service costs the visitor nothing: the local table answers instead.
      const answered = await remote
        .suggest(q, { safe, limit, signal: AbortSignal.timeout(timeoutMs) })
        .catch(() => undefined);
      if (!answered) return findSuggestions(database, q, { limit, safe });
      // None of these services takes a safe-search setting, and each has its own idea of profanity.
      const remoteSuggestions = answered.filter((s) => mayShow(s, safe));
      // SEARCH_CACHE_TTL_S=0 means no cache (a TTL of 0 would mean "for ever" in memory).
      if (cacheTtlMs > 0) await cache.set(key, JSON.stringify(remoteSuggestions), cacheTtlMs);
      return remoteSuggestions;
    },
  };
}

/** What the local table would never show is not shown from elsewhere either: profanity, and adult terms with safe search. */
function mayShow(suggestion: string, safe: boolean): boolean {
  const { unsuggestable, adult } = suggestabilityOf(suggestion);
  return !unsuggestable && !(safe && adult);
}

/** One suggestion per folded query, the first spelling kept. */
function withoutRepeats(suggestions: string[]): string[] {
  const seen = new Set<string>();
  return suggestions.filter((s) => !seen.has(wordsKeyOf(s)) && Boolean(seen.add(wordsKeyOf(s))));
}

const DAY_MS = 86_400_000;

/** A page of the past queries that became public in the last 7 days (blocked ones included), newest first. */
export async function suggestionsPublicThisWeek(
  database: DatabaseHandle,
  query: SuggestionsPageQuery,
): Promise<Page<ReviewedSuggestion>> {
  const since = new Date(Date.now() - POPULAR_QUERY.reviewDays * DAY_MS).toISOString();
  const page = await pageQueriesPublicSince(database, since, query);
  return {
    ...page,
    items: page.items.map(({ public_since, ...row }) => ({ ...row, publicSince: public_since })),
  };
}

/** Removes a past query from the suggestions (audited): it comes back only if enough new visitors search it. */
export async function removeSuggestion(
  database: DatabaseHandle,
  adminId: number,
  query: string,
): Promise<string> {
  const term = wordsKeyOf(query);
  await inTransaction(database, async (tx) => {
    if (!(await deleteSearchedQuery(tx, term)))
      throw new AppError(404, HTTP_MESSAGES[404], 'suggestion_not_found');
    await recordAudit(tx, { adminId, action: 'suggestion.remove', target: `suggestion:${term}` });
  });
  return term;
}

/** Blocks a query for good (audited): never suggested again, its searches no longer recorded; keyed by its words. */
export async function blockSuggestion(
  database: DatabaseHandle,
  adminId: number,
  query: string,
): Promise<string> {
  const term = wordsKeyOf(query);
  // Without a letter or a digit it is no query the table could hold.
  if (!term) throw new AppError(400, SEARCH_MESSAGES.emptyQuery, 'empty_query');
  await inTransaction(database, async (tx) => {
    await blockSearchedQuery(tx, { term, label: query.trim(), now: new Date().toISOString() });
    await recordAudit(tx, { adminId, action: 'suggestion.block', target: `suggestion:${term}` });
  });
  return term;
}

// One page of results: from the cache, else from the first provider of the chain that answers in time.
import {
  filtersAdult,
  searchResultSchema,
  type SearchAnswer,
  type SearchLimits,
  type SearchRequest,
} from '../../../common/search';
import { SEARCH_MESSAGES } from '../../../common/messages';
import { queryCacheText } from '../../../common/searchOperators';
import { LRUCache } from 'lru-cache';
import type { Broadcast } from '../../platform/cache/broadcast';
import type { Cache } from '../../platform/cache/cache';
import { isDatabaseOutage } from '../../platform/http/databaseOutage';
import { AppError } from '../../platform/http/errors';
import { isBlendedPage } from './blend';
import { ProviderError, type ProviderHonours, type ProviderPage, type SearchProvider } from './provider';

export type SearchService = { search(request: SearchRequest): Promise<SearchAnswer> };

type Options = {
  providers: SearchProvider[];
  cache: Cache;
  timeoutMs: number;
  cacheTtlMs: number;
  /** Tells the other processes a page was fetched anew: their parsed copy of it is dropped. */
  broadcast?: Broadcast;
};

type CachedPage = ProviderPage & { provider: string; honours: ProviderHonours; limited: SearchLimits | null };

/** A page some source did not answer is kept this long at most: the next visitor gets the full page once it is back. */
export const LIMITED_PAGE_TTL_MS = 30_000;
const ttlOf = (page: CachedPage, cacheTtlMs: number) =>
  page.limited ? Math.min(cacheTtlMs, LIMITED_PAGE_TTL_MS) : cacheTtlMs;

/** Parsed pages kept in this process in front of the shared cache: the hottest queries skip Redis and
 * JSON.parse. A page fetched anew by any process is told on the broadcast, and every copy of it dropped. */
const HOT_ENTRIES = 1000;
const SEARCH_TOPIC = 'search';

export function createSearchService({
  providers,
  cache,
  timeoutMs,
  cacheTtlMs,
  broadcast,
}: Options): SearchService {
  const hot = new LRUCache<string, CachedPage>({ max: HOT_ENTRIES });
  // Pages dropped so far: a page read from the shared cache while one was dropped may be the old one.
  let dropped = 0;
  // Undefined: changes may have been missed, every copy goes.
  broadcast?.subscribe(SEARCH_TOPIC, (key) => {
    dropped++;
    if (key === undefined) hot.clear();
    else hot.delete(key);
  });
  async function sharedPage(key: string): Promise<CachedPage | undefined> {
    const droppedBefore = dropped;
    const text = await cache.get(key);
    if (!text) return undefined;
    const page = JSON.parse(text) as CachedPage;
    if (dropped === droppedBefore) hot.set(key, page, { ttl: ttlOf(page, cacheTtlMs) });
    return page;
  }
  return {
    async search(request) {
      const started = performance.now();
      const key = cacheKey(request);
      // A page this process holds is used without a promise of its own (the hottest path).
      let page = cacheTtlMs > 0 ? (hot.get(key) ?? (await sharedPage(key))) : undefined;
      const cached = page !== undefined;
      if (!page) {
        page = await searchChain(providers, request, timeoutMs);
        if (cacheTtlMs > 0) {
          await cache.set(key, JSON.stringify(page), ttlOf(page, cacheTtlMs));
          // The others drop their old copy (published before this copy is kept: its own delivery is at once).
          if (cache.kind === 'redis') broadcast?.publish(SEARCH_TOPIC, key);
          hot.set(key, page, { ttl: ttlOf(page, cacheTtlMs) });
        }
      }
      // Written out, not `{ ...page, page, tookMs }`: a spread followed by new fields costs V8 ≈ 2 µs.
      return {
        results: page.results,
        hasMore: page.hasMore,
        provider: page.provider,
        honours: page.honours,
        page: request.page,
        limited: page.limited ?? null,
        correctedQuery: page.correctedQuery,
        cached,
        // The instant answer is added by answerSearch, which asks for it beside the results.
        answer: null,
        tookMs: Math.round(performance.now() - started),
      };
    },
  };
}

function cacheKey({ q, tab, lang, safesearch, sort, time, page }: SearchRequest): string {
  return `search:${JSON.stringify([queryCacheText(q), tab, lang, safesearch, sort, time ?? '', page])}`;
}

/** Built once: a zod schema costs more to make than to check a page with. */
const RESULTS_SCHEMA = searchResultSchema.array();

async function searchChain(
  providers: SearchProvider[],
  request: SearchRequest,
  timeoutMs: number,
): Promise<CachedPage> {
  let lastError: unknown;
  // The sources that did not answer before one did: the page says its results are limited.
  const missing: string[] = [];
  for (const provider of providers) {
    // The news and videos tabs go to the providers that have them, past the others.
    if (!provider.tabs.includes(request.tab)) continue;
    try {
      const signal = AbortSignal.timeout(timeoutMs);
      const page = await withDeadline(
        provider.search({
          ...request,
          safe: filtersAdult(request.safesearch),
          safeSearch: request.safesearch,
          signal,
        }),
        signal,
        provider.name,
      );
      // Checked once here, when fetched, so that serving it (often from the cache) costs nothing.
      const results = RESULTS_SCHEMA.safeParse(page.results);
      if (!results.success) throw new ProviderError(provider.name, 'format', results.error.message);
      return {
        results: results.data,
        hasMore: page.hasMore,
        // A blend says whether its keyless source took part (`local+wikipedia`) or the local index answered alone.
        provider: isBlendedPage(page) ? page.answeredBy : provider.name,
        honours: provider.honours,
        limited: limitsOf([...missing, ...(isBlendedPage(page) ? page.missing : [])]),
        ...(page.correctedQuery !== undefined && { correctedQuery: page.correctedQuery }),
      };
    } catch (error) {
      lastError = error;
      missing.push(provider.name);
    }
  }
  // No provider of this install serves the tab (news or videos without SearXNG or Brave).
  if (lastError === undefined) throw new AppError(400, SEARCH_MESSAGES.tabUnavailable, 'SEARCH_TAB');
  // The local index's database is away: an outage to wait out (503, Retry-After), not a failing source.
  if (isDatabaseOutage(lastError)) throw lastError;
  const timedOut = lastError instanceof ProviderError && lastError.reason === 'timeout';
  throw new AppError(
    timedOut ? 504 : 502,
    timedOut ? SEARCH_MESSAGES.timeout : SEARCH_MESSAGES.unavailable,
    'SEARCH_PROVIDER',
    undefined,
    lastError,
  );
}

function limitsOf(missing: string[]): SearchLimits | null {
  return missing.length > 0 ? { missing } : null;
}

/** A provider that ignores its signal still cannot hold the page past the deadline. */
function withDeadline<T>(work: Promise<T>, signal: AbortSignal, provider: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new ProviderError(provider, 'timeout', 'deadline'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

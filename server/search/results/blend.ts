// The default chain's first link: the local index blended with a keyless source (Wikipedia). A local page named
// exactly as the query (a commune, a department, a country) leads, then the source's results, then the rest of
// the local page. Whatever the source does – unreachable, throttled, failing, late – the local index answers.
import { parseSearchOperators, wantedText } from '../../../common/searchOperators';
import { foldText } from '../../../common/text';
import type { SearchResult, SearchTab } from '../../../common/search';
import type { ProviderPage, ProviderQuery, SearchProvider } from './provider';

/** A source that knows, without asking, whether it may be asked now (not backing off, not unreachable). */
export interface KeylessProvider extends SearchProvider {
  available(tab: SearchTab): boolean;
  /** The source that answers a tab (Wikipedia, or Commons for images): the one named when it is missing. */
  sourceOf(tab: SearchTab): string;
}

/** A page that says which provider answered it (the local index alone, or both), and which source was missing. */
export type BlendedPage = ProviderPage & { answeredBy: string; missing: string[] };

type Log = { warn(details: object, message: string): void };

/** Languages the keyless source's results are in: another country filter gets the local index alone. */
const KEYLESS_LANGUAGES = new Set(['auto', 'all', 'fr']);

export function blendWithLocal(
  local: SearchProvider,
  keyless: KeylessProvider,
  { timeoutMs, log }: { timeoutMs: number; log?: Log },
): SearchProvider {
  // Cut before the chain's own deadline, so the local page still makes it in time.
  const keylessTimeoutMs = Math.floor(timeoutMs * 0.9);
  return {
    name: `${local.name}+${keyless.name}`,
    // Sort by date and a foreign language are asked of the local index alone: both are honoured.
    honours: local.honours,
    tabs: local.tabs,
    async search(query: ProviderQuery): Promise<BlendedPage> {
      const localWork = local.search(query);
      const asked = query.sort === 'relevance' && KEYLESS_LANGUAGES.has(query.lang);
      const wanted = asked && keyless.available(query.tab);
      let failed = asked && !wanted;
      const keylessWork = wanted
        ? keyless
            .search({
              ...query,
              signal: AbortSignal.any([query.signal, AbortSignal.timeout(keylessTimeoutMs)]),
            })
            .catch((error: unknown) => {
              log?.warn({ provider: keyless.name, err: error }, 'keyless source failed: local results alone');
              failed = true;
              return undefined;
            })
        : undefined;
      const [localPage, keylessPage] = await Promise.all([localWork, keylessWork]);
      // Skipped while it backs off or is unreachable, or failing now: the page says its results are limited.
      const missing = failed ? [keyless.sourceOf(query.tab)] : [];
      if (!keylessPage || keylessPage.results.length === 0)
        return { ...localPage, answeredBy: local.name, missing };
      return {
        // "lyon -sainte" names Lyon: the operators are no part of a name.
        results: blend(localPage.results, keylessPage.results, wantedText(parseSearchOperators(query.q))),
        hasMore: localPage.hasMore || keylessPage.hasMore,
        ...(localPage.correctedQuery !== undefined && { correctedQuery: localPage.correctedQuery }),
        answeredBy: `${local.name}+${keyless.name}`,
        missing,
      };
    },
  };
}

/** Exact local names first, the keyless results, the other local results; each address once. */
export function blend(local: SearchResult[], keyless: SearchResult[], q: string): SearchResult[] {
  const name = foldText(q.trim()).replace(/\s+/g, ' ');
  const exact = local.filter((result) => isNamed(result.title, name));
  const rest = local.filter((result) => !exact.includes(result));
  const seen = new Set<string>();
  return [...exact, ...keyless, ...rest].filter((result) => {
    const key = `${result.url}|${result.kind === 'image' ? result.imageUrl : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The local index's own rule: "Lyon (69) – commune du Rhône" and "Rhône (69) – département français" are named. */
function isNamed(title: string, name: string): boolean {
  const folded = foldText(title);
  return folded === name || folded.startsWith(`${name} (`) || folded.startsWith(`${name} –`);
}

export function isBlendedPage(page: ProviderPage): page is BlendedPage {
  return typeof (page as Partial<BlendedPage>).answeredBy === 'string';
}

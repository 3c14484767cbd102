// What every search provider does: one page of results for one query, within a deadline.
import type { SafeSearch, SearchResult, SearchTab, SearchTime } from '../../../common/search';

export type ProviderQuery = {
  q: string;
  tab: SearchTab;
  /** `auto`, `all` or a two-letter country code (the footer's language filter). */
  lang: string;
  /** Whether adult results are filtered at all (a strict or moderate level): a source without levels asks only this. */
  safe: boolean;
  /** The level itself, for a source that has three (strict, moderate, off). */
  safeSearch: SafeSearch;
  sort: 'relevance' | 'date';
  /** How recent the results must be; undefined: any date. */
  time?: SearchTime;
  page: number;
  /** Aborted when the provider's deadline passes. */
  signal: AbortSignal;
};

/** `correctedQuery`: no page held every word as typed, the results are those of this spelling. */
export type ProviderPage = { results: SearchResult[]; hasMore: boolean; correctedQuery?: string };

/** Which of the page's filters a provider applies: the page hides the controls it would ignore. */
export type ProviderHonours = { sortByDate: boolean; language: boolean; time: boolean };

export interface SearchProvider {
  readonly name: string;
  readonly honours: ProviderHonours;
  /** The tabs it can answer (web and images at least); the chain skips it on the others. */
  readonly tabs: readonly SearchTab[];
  search(query: ProviderQuery): Promise<ProviderPage>;
}

/** Results per page for every provider, so pagination means the same everywhere. */
export const PAGE_SIZE = 10;

/** A provider that failed or ran out of time: the route turns it into a French 502/504. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly reason: 'timeout' | 'http' | 'format' | 'network',
    detail: string,
  ) {
    super(`${provider}: ${reason}: ${detail}`);
  }
}

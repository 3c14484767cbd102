// Spec: a second identical search from the same source within 300 ms is ignored (double clicks, Enter + click).
import { DUPLICATE_SEARCH_WINDOW_MS } from '../../common/constants';

/** Where a search was started from: the same query from two sources is two searches. */
export type SearchSource = 'form' | 'suggestion' | 'history' | 'voice';

export type DuplicateSearchGuard = (query: string, source: SearchSource) => boolean;

/** Answers true when the search should run; the ignored repeat does not push the window further. */
export function createDuplicateSearchGuard(now: () => number = Date.now): DuplicateSearchGuard {
  let last: { query: string; source: SearchSource; at: number } | null = null;
  return (query, source) => {
    const at = now();
    if (last && last.query === query && last.source === source && at - last.at <= DUPLICATE_SEARCH_WINDOW_MS)
      return false;
    last = { query, source, at };
    return true;
  };
}

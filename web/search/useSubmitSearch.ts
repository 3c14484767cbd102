// Starting a search from the box, a suggestion, the history or the voice: one path to /search.
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { mayHoldBang } from '../../common/bangSyntax';
import { historyEntryOf } from '../../common/history';
import type { SearchTab } from '../../common/search';
import { createDuplicateSearchGuard, type SearchSource } from './duplicateSearchGuard';
import { searchHref } from './searchUrl';
import { useSearchHistory } from './useSearchHistory';

// One guard for the whole page: the box on home and on /search are the same "source" to a double click.
const isNewSearch = createDuplicateSearchGuard();
/** A search made while the page still asks who is signed in: recorded once it knows (by any box). */
let pendingSearch: string | null = null;

export function useSubmitSearch(): (query: string, tab: SearchTab, source: SearchSource) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // The search is recorded here, when the person makes it, in the account active now and only if its
  // history is on; showing a results page again (reload, back, another account) records nothing.
  const { record, ready } = useSearchHistory();
  useEffect(() => {
    if (!ready || pendingSearch === null) return;
    const q = pendingSearch;
    pendingSearch = null;
    record(q);
  }, [ready, record]);
  return useCallback(
    (query, tab, source) => {
      const q = historyEntryOf(query);
      if (q === null || !isNewSearch(q, source)) return;
      // A bang (`!w lyon`) leaves for another site: the server answers it with a redirect, so the browser asks
      // it for the page; a search that leaves is kept in no history.
      // No hash: the browser would carry it on to the site.
      if (mayHoldBang(q)) return window.location.assign(`/search?q=${encodeURIComponent(q)}`);
      if (ready) record(q);
      else pendingSearch = q;
      // Filters chosen on a results page stay for the next query; from home, a search starts clean.
      void navigate(searchHref(q, tab, pathname === '/search' ? params : undefined));
    },
    [navigate, pathname, params, record, ready],
  );
}

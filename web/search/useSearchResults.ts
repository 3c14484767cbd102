// GET /api/search for the page's query, page after page, with the safe-search switch and language filter.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { SafeSearch, SearchTab } from '../../common/search';
import { stricterLevel } from '../state/safeSearchLevel';
import { apiGet } from '../api/client';
import { useSafeSearch } from './useSearchHistory';
import { isLanguageFilter, useLanguageFilter } from '../state/languageFilter';

// common/search brings zod: it loads beside the first search instead of weighing on the first paint.
const answerSchema = () => import('../../common/search').then((m) => m.searchAnswerSchema);

/** The visitor's stored choices a search follows when its address does not say. */
export type SearchChoices = { safeSearch: SafeSearch; lang: string };

const SAFE_LEVELS: readonly string[] = ['active', 'moderate', 'off'];
const TIMES: readonly string[] = ['day', 'week', 'month', 'year'];

/** The call's parameters: the address's own, else the visitor's choices (the server renderer's too). */
export function searchRequestOf(params: URLSearchParams, q: string, tab: SearchTab, choices: SearchChoices) {
  const urlLang = params.get('lang');
  const lang = isLanguageFilter(urlLang) ? urlLang : choices.lang;
  const asked = params.get('safesearch') ?? 'off';
  const safesearch = stricterLevel(
    SAFE_LEVELS.includes(asked) ? (asked as SafeSearch) : 'off',
    choices.safeSearch,
  );
  const sort = params.get('sort') === 'date' ? 'date' : 'relevance';
  const time = params.get('time') ?? '';
  return new URLSearchParams({
    q,
    tab,
    lang,
    safesearch,
    sort,
    ...(TIMES.includes(time) && { time }),
  }).toString();
}

export function useSearchRequest(params: URLSearchParams, q: string, tab: SearchTab): string {
  const safeSearch = useSafeSearch();
  const [lang] = useLanguageFilter();
  return searchRequestOf(params, q, tab, { safeSearch, lang });
}

export function useSearchResults(request: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['search', request],
    queryFn: ({ pageParam, signal }) =>
      apiGet(`/api/search?${request}&page=${pageParam}`, answerSchema(), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
}

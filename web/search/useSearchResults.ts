// GET /api/search for the page's query, page after page, with the person's safe search, language and page size.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { SafeSearch, SearchTab } from '../../common/search';
import { RESULTS_PER_PAGE } from '../../common/constants';
import type { Settings } from '../../common/settings';
import { useSettings } from '../account/useSettings';
import { stricterLevel } from '../state/safeSearchLevel';
import { apiGet } from '../api/client';
import { isLanguageFilter } from '../state/languageFilter';

// common/search brings zod: it loads beside the first search instead of weighing on the first paint.
const answerSchema = () => import('../../common/search').then((m) => m.searchAnswerSchema);

/** The visitor's stored choices a search follows when its address does not say. */
export type SearchChoices = Pick<Settings, 'safeSearch' | 'lang'> & Partial<Pick<Settings, 'perPage'>>;

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
    // The providers' own page size goes unsaid: the addresses most people ask stay as they were.
    ...(choices.perPage && choices.perPage !== RESULTS_PER_PAGE[0] && { num: String(choices.perPage) }),
  }).toString();
}

export function useSearchRequest(params: URLSearchParams, q: string, tab: SearchTab): string {
  return searchRequestOf(params, q, tab, useSettings());
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

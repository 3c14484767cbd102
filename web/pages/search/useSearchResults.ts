// GET /api/search for the page's query, with the guest's safe-search switch and language filter.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { useGuestSettings } from '../../state/guestSettings';
import { isLanguageFilter, useLanguageFilter } from '../../state/languageFilter';

// common/search brings zod: it loads beside the first search instead of weighing on the first paint.
const answerSchema = () => import('../../../common/search').then((m) => m.searchAnswerSchema);

export function useSearchResults(params: URLSearchParams) {
  const { safeSearch } = useGuestSettings();
  const [storedLang] = useLanguageFilter();
  const q = params.get('q')?.trim() ?? '';
  const tab = params.get('tab') === 'images' ? 'images' : 'web';
  const urlLang = params.get('lang');
  const lang = isLanguageFilter(urlLang) ? urlLang : storedLang;
  const safesearch = params.get('safesearch') === 'active' || safeSearch ? 'active' : 'off';
  const query = new URLSearchParams({ q, tab, lang, safesearch }).toString();
  const results = useQuery({
    queryKey: ['search', query],
    queryFn: ({ signal }) => apiGet(`/api/search?${query}`, answerSchema(), { signal }),
    enabled: q !== '',
  });
  return { q, tab, results };
}

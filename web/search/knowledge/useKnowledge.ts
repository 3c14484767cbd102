// GET /api/knowledge for the page's query, with the results' language filter and safe search.
import { useQuery } from '@tanstack/react-query';
import { isKnowledgeQuery } from '../../../common/knowledgeQuery';
import { apiGet } from '../../api/client';

// common/knowledge brings zod: it loads beside the call, never with the first paint.
const answerSchema = () => import('../../../common/knowledge').then((m) => m.knowledgeAnswerSchema);

/** Same as the server's search cache: the card of a query changes no faster than its results. */
const FRESH_MS = 5 * 60_000;

/** The card's call from the search call's parameters (q, lang, safesearch). */
export function knowledgeCall(searchRequest: string): string {
  const search = new URLSearchParams(searchRequest);
  return new URLSearchParams({
    q: search.get('q') ?? '',
    lang: search.get('lang') ?? 'auto',
    safesearch: search.get('safesearch') ?? 'active',
  }).toString();
}

export function useKnowledge(searchRequest: string, q: string) {
  const call = knowledgeCall(searchRequest);
  const enabled = isKnowledgeQuery(q);
  const query = useQuery({
    queryKey: ['knowledge', call],
    queryFn: ({ signal }) => apiGet(`/api/knowledge?${call}`, answerSchema(), { signal }),
    enabled,
    staleTime: FRESH_MS,
  });
  return {
    /** Whether the query may name an entity at all (known before any answer). */
    asked: enabled,
    /** Asked and not answered yet (a query that names nothing is never pending). */
    pending: enabled && query.isPending,
    entity: query.data?.entity ?? null,
  };
}

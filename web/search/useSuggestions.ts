// The service's completions of the typed text, asked for once typing pauses and dropped when stale.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { wordsKeyOf } from '../../common/text';
import { apiGet } from '../api/client';
import { useSafeSearch } from './useSearchHistory';

/** Long enough to skip the keystrokes of a fast typist, short enough to feel instant. */
export const SUGGEST_DEBOUNCE_MS = 150;

const answerSchema = () => import('../../common/search').then((m) => m.suggestAnswerSchema);

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function useServiceSuggestions(typed: string, enabled: boolean): string[] {
  const safeSearch = useSafeSearch();
  const q = useDebounced(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const query = new URLSearchParams({ q, safesearch: safeSearch }).toString();
  const answer = useQuery({
    queryKey: ['suggest', query],
    queryFn: ({ signal }) => apiGet(`/api/suggest?${query}`, answerSchema(), { signal }),
    enabled: enabled && q !== '',
    staleTime: 60_000,
    // Suggestions help while typing; a failed one is simply not shown.
    retry: false,
    placeholderData: keepPreviousData,
  });
  if (!enabled || typed.trim() === '') return [];
  const suggestions = answer.data?.suggestions ?? [];
  if (q === typed.trim() && !answer.isPlaceholderData) return suggestions;
  // While the next answer comes, keep only the older ones the typed text still agrees with: no flicker.
  const prefix = wordsKeyOf(typed);
  return suggestions.filter((s) => wordsKeyOf(s).startsWith(prefix));
}

// The list under the box: the recent searches on an empty box, else history and service suggestions.
import { mergeSuggestions, type Suggestion } from './suggestions';
import type { SearchHistory } from './useSearchHistory';
import { useServiceSuggestions } from './useSuggestions';

/** History switched off offers nothing recorded before either (useSearchHistory gives no entries then). */
export function useSuggestionItems(
  typed: string,
  open: boolean,
  history: SearchHistory,
): { items: Suggestion[]; recent: boolean } {
  const service = useServiceSuggestions(typed, open);
  if (typed.trim() === '')
    return { items: history.entries.map((text) => ({ text, fromHistory: true })), recent: true };
  return { items: mergeSuggestions(typed, history.entries, service), recent: false };
}

// The list under the box: the recent searches on an empty box, else history and service suggestions.
import { useSettings } from '../account/useSettings';
import { mergeSuggestions, type Suggestion } from './suggestions';
import type { SearchHistory } from './useSearchHistory';
import { useServiceSuggestions } from './useSuggestions';

/** History switched off offers nothing recorded before either (useSearchHistory gives no entries then). */
export function useSuggestionItems(
  typed: string,
  open: boolean,
  history: SearchHistory,
): { items: Suggestion[]; recent: boolean } {
  // Suggestions off in the settings: the service is not asked; the person's own history stays.
  const { suggestions } = useSettings();
  const service = useServiceSuggestions(typed, open && suggestions);
  if (typed.trim() === '')
    return { items: history.entries.map((text) => ({ text, fromHistory: true })), recent: true };
  return { items: mergeSuggestions(typed, history.entries, service), recent: false };
}

// The list under the box: the guest's recent searches on an empty box, else history and service suggestions.
import { useGuestHistory } from '../state/guestHistory';
import { useGuestSettings } from '../state/guestSettings';
import { mergeSuggestions, type Suggestion } from './suggestions';
import { useServiceSuggestions } from './useSuggestions';

export function useSuggestionItems(typed: string, open: boolean): { items: Suggestion[]; recent: boolean } {
  const { historyEnabled } = useGuestSettings();
  const stored = useGuestHistory();
  // History switched off: nothing is recorded, and nothing recorded before is offered either.
  const history = historyEnabled ? stored : [];
  const service = useServiceSuggestions(typed, open);
  if (typed.trim() === '')
    return { items: history.map((text) => ({ text, fromHistory: true })), recent: true };
  return { items: mergeSuggestions(typed, history, service), recent: false };
}

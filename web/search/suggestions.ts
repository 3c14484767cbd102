// What the box offers under the typed text: up to 2 matching history entries, then the service's, 5 in all.
import { SUGGESTIONS } from '../../common/constants';
import { wordsKeyOf } from '../../common/text';

export type Suggestion = { text: string; fromHistory: boolean };

/** As the server's prefix table reads text: "saint e" begins "Saint-Étienne". */
const fold = wordsKeyOf;

export function mergeSuggestions(
  typed: string,
  history: readonly string[],
  service: readonly string[],
): Suggestion[] {
  const prefix = fold(typed);
  if (prefix === '') return [];
  const seen = new Set<string>([prefix]);
  const take = (text: string) => {
    const key = fold(text);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const fromHistory = history
    .filter((entry) => fold(entry).startsWith(prefix) && take(entry))
    .slice(0, SUGGESTIONS.fromHistory)
    .map((text) => ({ text, fromHistory: true }));
  const fromService = service
    .slice(0, SUGGESTIONS.fromService)
    .filter(take)
    .map((text) => ({ text, fromHistory: false }));
  return [...fromHistory, ...fromService].slice(0, SUGGESTIONS.shownMax);
}

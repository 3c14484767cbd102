// Under a computed answer (« 2+2 », « heure new york », « 10 km en miles »), the local index's loose matches are no
// help: pages holding a lone « 2 » or « heure » in « Heureux ». Only pages holding every word of the query stay.
import type { AnswerKind, InstantAnswer } from '../../../common/answers';
import type { SearchResult } from '../../../common/search';
import { FRENCH_STOP_WORDS } from '../../../common/stopwords';
import { foldedWords } from '../../../common/text';

/** The kinds computed from the query alone, whose words name no page (a place's card keeps its results). */
const COMPUTED: ReadonlySet<AnswerKind> = new Set([
  'calculator',
  'unit',
  'time',
  'date',
  'holidays',
  'currency',
]);

/** The query's words that could name a page: letters, not a stop word. */
function wordsOf(q: string): string[] {
  return foldedWords(q).filter((word) => /\p{L}/u.test(word) && !FRENCH_STOP_WORDS.has(word));
}

function holdsEveryWord(result: SearchResult, words: string[]): boolean {
  const held = new Set(foldedWords(`${result.title} ${'snippet' in result ? result.snippet : ''}`));
  return words.every((word) => held.has(word));
}

/** The results shown under `card`: the local index's pages holding each word of the query as a whole word. */
export function resultsUnderAnswer(
  results: SearchResult[],
  { q, provider, card }: { q: string; provider: string; card: InstantAnswer },
): SearchResult[] {
  if (!COMPUTED.has(card.kind) || !provider.startsWith('local')) return results;
  const words = wordsOf(q);
  return words.length === 0 ? [] : results.filter((result) => holdsEveryWord(result, words));
}

// Whether a query may get a knowledge card: read by the server and the web app alike, without zod.
import { KNOWLEDGE_MIN_QUERY_LENGTH } from './constants';
import { FRENCH_STOP_WORDS } from './stopwords';
import { foldedWords } from './text';

/** Two letters at least, and more than stop words: « le » names nothing. */
export function isKnowledgeQuery(q: string): boolean {
  const words = foldedWords(q);
  return (
    words.join('').length >= KNOWLEDGE_MIN_QUERY_LENGTH && words.some((word) => !FRENCH_STOP_WORDS.has(word))
  );
}

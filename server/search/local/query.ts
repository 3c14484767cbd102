// A typed query → the terms the full-text index is asked for, the same for both dialects.
import { foldedWords } from '../../../common/text';
import { FRENCH_STOP_WORDS } from '../../../common/stopwords';

/** Longest a term may be in the index query: past that, nobody types it on purpose. */
const MAX_TERMS = 8;
/** Prefix matching starts at this length, so `mu` does not expand to half the index. */
const MIN_PREFIX_LENGTH = 3;

export type IndexTerm = { word: string; prefix: boolean };

export function indexTerms(q: string): IndexTerm[] {
  const words = foldedWords(q);
  const meaningful = words.filter((w) => !FRENCH_STOP_WORDS.has(w));
  const chosen = (meaningful.length > 0 ? meaningful : words).slice(0, MAX_TERMS);
  return chosen.map((word) => {
    // A plural typed without its accent (`musees`) must still meet `musée`: drop one final s or x.
    const stem = word.length > 4 && /[sx]$/.test(word) ? word.slice(0, -1) : word;
    return { word: stem, prefix: stem.length >= MIN_PREFIX_LENGTH };
  });
}

/** FTS5 MATCH expression: every term (or any, for the fallback), quoted, prefix-starred where allowed. */
export function toFts5Match(terms: IndexTerm[], anyTerm = false): string {
  return terms.map((t) => `"${t.word}"${t.prefix ? '*' : ''}`).join(anyTerm ? ' OR ' : ' AND ');
}

/** PostgreSQL tsquery text for to_tsquery('simple', …). */
export function toTsQuery(terms: IndexTerm[], anyTerm = false): string {
  return terms.map((t) => `${t.word}${t.prefix ? ':*' : ''}`).join(anyTerm ? ' | ' : ' & ');
}

// The search-history rules of the spec, for the guest's list in the browser and the server's alike.
import { HISTORY_MAX_ITEMS, QUERY_MAX_LENGTH } from './constants';
import { foldText } from './text';

/** The query as history keeps it: trimmed and cut to 500 characters; null when blank. */
export function historyEntryOf(query: string): string | null {
  // The cut leaves neither a trailing space nor half an emoji (a lone high surrogate): the entry is final.
  const entry = query
    .trim()
    .slice(0, QUERY_MAX_LENGTH)
    .replace(/[\s\uD800-\uDBFF]+$/, '');
  return entry === '' ? null : entry;
}

/** What two spellings of one search share: folded (case, accents) with spaces squeezed. */
export function historyKeyOf(query: string): string {
  return foldText(query).replace(/\s+/g, ' ').trim();
}

/** Whether two queries are one search for the history ("Requete 6" and "requête  6" are). */
export function sameSearch(a: string, b: string): boolean {
  return historyKeyOf(a) === historyKeyOf(b);
}

/** Newest first, at most 15; a repeated query (folded) moves to the top in its latest spelling; a blank one changes nothing. */
export function addToHistory(history: readonly string[], query: string): string[] {
  const entry = historyEntryOf(query);
  if (entry === null) return [...history];
  return [entry, ...history.filter((item) => !sameSearch(item, entry))].slice(0, HISTORY_MAX_ITEMS);
}

export function removeFromHistory(history: readonly string[], query: string): string[] {
  const entry = historyEntryOf(query);
  return entry === null ? [...history] : history.filter((item) => !sameSearch(item, entry));
}

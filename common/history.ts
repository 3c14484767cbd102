// The search-history rules of the spec, for the guest's list in the browser and the server's alike.
import { HISTORY_MAX_ITEMS, QUERY_MAX_LENGTH } from './constants';

/** The query as history keeps it: trimmed and cut to 500 characters; null when blank. */
export function historyEntryOf(query: string): string | null {
  // The cut leaves neither a trailing space nor half an emoji (a lone high surrogate): the entry is final.
  const entry = query
    .trim()
    .slice(0, QUERY_MAX_LENGTH)
    .replace(/[\s\uD800-\uDBFF]+$/, '');
  return entry === '' ? null : entry;
}

/** Newest first, at most 15; a repeated query moves to the top; a blank one changes nothing. */
export function addToHistory(history: readonly string[], query: string): string[] {
  const entry = historyEntryOf(query);
  if (entry === null) return [...history];
  return [entry, ...history.filter((item) => item !== entry)].slice(0, HISTORY_MAX_ITEMS);
}

export function removeFromHistory(history: readonly string[], query: string): string[] {
  const entry = historyEntryOf(query);
  return history.filter((item) => item !== entry);
}

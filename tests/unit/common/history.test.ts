import { describe, expect, it } from 'vitest';
import { HISTORY_MAX_ITEMS, QUERY_MAX_LENGTH } from '../../../common/constants';
import { addToHistory, historyEntryOf, removeFromHistory } from '../../../common/history';

describe('search history rules', () => {
  it('keeps the newest search first', () => {
    expect(addToHistory(['paris'], 'lyon')).toEqual(['lyon', 'paris']);
  });

  it('moves a repeated query to the top instead of keeping it twice', () => {
    expect(addToHistory(['lyon', 'paris', 'nice'], 'nice')).toEqual(['nice', 'lyon', 'paris']);
  });

  it('keeps at most 15 items, dropping the oldest', () => {
    let history: string[] = [];
    for (let i = 1; i <= 20; i++) history = addToHistory(history, `recherche ${i}`);
    expect(history).toHaveLength(HISTORY_MAX_ITEMS);
    expect(history[0]).toBe('recherche 20');
    expect(history.at(-1)).toBe('recherche 6');
  });

  it('refuses blank queries and trims the others', () => {
    expect(addToHistory(['lyon'], '   ')).toEqual(['lyon']);
    expect(historyEntryOf(' \t ')).toBeNull();
    expect(addToHistory([], '  tour eiffel ')).toEqual(['tour eiffel']);
  });

  it('cuts a stored query to 500 characters', () => {
    const [entry] = addToHistory([], 'é'.repeat(QUERY_MAX_LENGTH + 40));
    expect(entry).toHaveLength(QUERY_MAX_LENGTH);
  });

  it('treats the same text with other spaces around as the same search', () => {
    expect(addToHistory(['lyon', 'paris'], ' paris ')).toEqual(['paris', 'lyon']);
  });

  it('removes one entry and leaves the order of the others', () => {
    expect(removeFromHistory(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeFromHistory(['a'], 'absent')).toEqual(['a']);
  });
});

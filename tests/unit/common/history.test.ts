import { describe, expect, it } from 'vitest';
import { HISTORY_MAX_ITEMS, QUERY_MAX_LENGTH } from '../../../common/constants';
import {
  addToHistory,
  historyEntryOf,
  historyKeyOf,
  removeFromHistory,
  sameSearch,
} from '../../../common/history';

describe('search history rules', () => {
  it('keeps the newest search first', () => {
    expect(addToHistory(['paris'], 'lyon')).toEqual(['lyon', 'paris']);
  });

  it('moves a repeated query to the top instead of keeping it twice', () => {
    expect(addToHistory(['lyon', 'paris', 'nice'], 'nice')).toEqual(['nice', 'lyon', 'paris']);
  });

  it('compares queries folded (case, accents, spaces) and keeps the latest spelling on top', () => {
    expect(addToHistory(['lyon', 'Requete 6'], 'requete 6')).toEqual(['requete 6', 'lyon']);
    expect(addToHistory(['requête  6', 'nice'], 'Requete 6')).toEqual(['Requete 6', 'nice']);
    expect(addToHistory(['Œuvre'], 'oeuvre')).toEqual(['oeuvre']);
    expect(addToHistory(['requete 6'], 'requete 7')).toEqual(['requete 7', 'requete 6']);
    expect(historyKeyOf('  Église   Saint-Jean ')).toBe('eglise saint-jean');
    expect(sameSearch('Paris', 'paris ')).toBe(true);
    expect(sameSearch('paris', 'parisien')).toBe(false);
  });

  it('forgets every spelling of one search', () => {
    expect(removeFromHistory(['Requête 6', 'lyon'], 'requete 6')).toEqual(['lyon']);
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

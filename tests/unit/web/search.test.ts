import { describe, expect, it } from 'vitest';
import { DUPLICATE_SEARCH_WINDOW_MS } from '../../../common/constants';
import { createDuplicateSearchGuard } from '../../../web/search/duplicateSearchGuard';
import { highlightSegments } from '../../../web/search/highlight';
import { canonicalSearchHref, searchHref, tabOf, withTab } from '../../../web/search/searchUrl';
import { mergeSuggestions } from '../../../web/search/suggestions';
import { searchRequestOf } from '../../../web/search/useSearchResults';
import type { SafeSearch } from '../../../common/search';

const hits = (text: string, query: string) =>
  highlightSegments(text, query)
    .filter((s) => s.hit)
    .map((s) => s.text);

describe('duplicate search suppression (300 ms, same source)', () => {
  function guardAt(times: number[]) {
    let i = 0;
    return createDuplicateSearchGuard(() => times[i++]!);
  }

  it('ignores the same query from the same source within 300 ms', () => {
    const isNew = guardAt([0, DUPLICATE_SEARCH_WINDOW_MS]);
    expect(isNew('lyon', 'form')).toBe(true);
    expect(isNew('lyon', 'form')).toBe(false);
  });

  it('runs it again once 300 ms have passed', () => {
    const isNew = guardAt([0, DUPLICATE_SEARCH_WINDOW_MS + 1]);
    expect(isNew('lyon', 'form')).toBe(true);
    expect(isNew('lyon', 'form')).toBe(true);
  });

  it('runs the same query from another source, and another query from the same source', () => {
    const isNew = guardAt([0, 10, 20]);
    expect(isNew('lyon', 'form')).toBe(true);
    expect(isNew('lyon', 'suggestion')).toBe(true);
    expect(isNew('nice', 'suggestion')).toBe(true);
  });

  it('measures the window from the search that ran, not from the ignored repeat', () => {
    const isNew = guardAt([0, 200, 350]);
    expect(isNew('lyon', 'voice')).toBe(true);
    expect(isNew('lyon', 'voice')).toBe(false);
    expect(isNew('lyon', 'voice')).toBe(true);
  });
});

describe('highlighting the query in results', () => {
  it('finds words whatever their accents and case', () => {
    expect(hits('Église Saint-Étienne de Lyon', 'eglise etienne')).toEqual(['Église', 'Étienne']);
  });

  it('lights up the whole word a query word begins', () => {
    expect(hits('Les musées de Paris', 'musee')).toEqual(['musées']);
  });

  it('does not light up a word in the middle of another', () => {
    expect(hits('Papillon et lion', 'lion')).toEqual(['lion']);
  });

  it('leaves the stop words alone when the query has other words', () => {
    expect(hits('La ville de Lyon', 'la ville de lyon')).toEqual(['ville', 'Lyon']);
  });

  it('keeps the text whole, only split into parts', () => {
    const text = 'Œuvres d’art à Besançon – cœur de ville';
    const parts = highlightSegments(text, 'besancon coeur');
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['Besançon', 'cœur']);
  });

  it('lights up the words wanted, never an operator, a site or an excluded word', () => {
    expect(
      hits('Lyon, site officiel de la ville : lyon.fr, Sainte-Foy', 'lyon -sainte site:lyon.fr OR ville'),
    ).toEqual(['Lyon', 'ville', 'lyon']);
  });

  it('gives the text untouched for a query with nothing to find', () => {
    expect(highlightSegments('Lyon', '!!')).toEqual([{ text: 'Lyon', hit: false }]);
  });
});

describe('suggestions shown under the box', () => {
  const history = ['lyon 3e', 'lyon gare', 'lyon musées', 'paris'];

  it('shows at most 2 matching history entries, newest first, then the service', () => {
    const merged = mergeSuggestions('lyo', history, ['lyon', 'lyon metro', 'lyonnais', 'lyon foot']);
    expect(merged).toEqual([
      { text: 'lyon 3e', fromHistory: true },
      { text: 'lyon gare', fromHistory: true },
      { text: 'lyon', fromHistory: false },
      { text: 'lyon metro', fromHistory: false },
      { text: 'lyonnais', fromHistory: false },
    ]);
  });

  it('never shows more than 5, and no more than 4 from the service', () => {
    const merged = mergeSuggestions('x', [], ['x1', 'x2', 'x3', 'x4', 'x5']);
    expect(merged.map((s) => s.text)).toEqual(['x1', 'x2', 'x3', 'x4']);
  });

  it('does not repeat a history entry the service also suggests, nor the typed text itself', () => {
    const merged = mergeSuggestions('Lyon', ['lyon gare'], ['Lyon', 'Lyon Gare', 'lyon centre']);
    expect(merged.map((s) => s.text)).toEqual(['lyon gare', 'lyon centre']);
  });

  it('matches history without caring about accents', () => {
    expect(mergeSuggestions('eglise', ['Église Notre-Dame'], [])[0]).toEqual({
      text: 'Église Notre-Dame',
      fromHistory: true,
    });
  });

  it('reads hyphens and apostrophes as spaces, as the server does: "saint e" finds "Saint-Étienne"', () => {
    const merged = mergeSuggestions('saint e', ['Saint-Étienne stade', 'Sainte-Foy'], ['Saint-Étienne']);
    expect(merged.map((s) => s.text)).toEqual(['Saint-Étienne stade', 'Saint-Étienne']);
    expect(mergeSuggestions('musee d orsay', [], ['Musée d’Orsay'])).toEqual([]);
  });

  it('offers nothing for a blank box', () => {
    expect(mergeSuggestions('  ', history, ['a'])).toEqual([]);
  });
});

describe('the /search address: tab and #gsc.tab in step', () => {
  it('writes tab=images with gsc.tab=1, and web with gsc.tab=0', () => {
    expect(searchHref('tour eiffel', 'images')).toBe('/search?q=tour+eiffel&tab=images#gsc.tab=1');
    expect(searchHref('lyon', 'web')).toBe('/search?q=lyon#gsc.tab=0');
  });

  it('keeps the chosen filters for the next query, never the page', () => {
    const kept = new URLSearchParams('q=old&lang=de&safesearch=active&sort=date&page=3&ref=ABC');
    expect(searchHref('neu', 'web', kept)).toBe(
      '/search?q=neu&sort=date&lang=de&safesearch=active#gsc.tab=0',
    );
  });

  it('reads the tab from the parameter first, else from the hash', () => {
    expect(tabOf(new URLSearchParams('q=a&tab=images'), '')).toBe('images');
    expect(tabOf(new URLSearchParams('q=a'), '#gsc.tab=1')).toBe('images');
    expect(tabOf(new URLSearchParams('q=a'), '#gsc.tab=1&gsc.q=a')).toBe('images');
    expect(tabOf(new URLSearchParams('q=a'), '')).toBe('web');
  });

  it('brings a hash-only link and a hash-less link in step', () => {
    expect(canonicalSearchHref(new URLSearchParams('q=a'), '#gsc.tab=1')).toBe(
      '/search?q=a&tab=images#gsc.tab=1',
    );
    expect(canonicalSearchHref(new URLSearchParams('q=a&tab=images'), '')).toBe(
      '/search?q=a&tab=images#gsc.tab=1',
    );
    expect(canonicalSearchHref(new URLSearchParams('q=a'), '')).toBe('/search?q=a#gsc.tab=0');
    expect(canonicalSearchHref(new URLSearchParams('q=a&tab=images'), '#gsc.tab=1')).toBeNull();
  });

  it('switches tab keeping every other parameter', () => {
    expect(withTab(new URLSearchParams('q=a&lang=fr&ref=P1'), 'images')).toBe(
      '/search?q=a&lang=fr&ref=P1&tab=images#gsc.tab=1',
    );
    expect(withTab(new URLSearchParams('q=a&tab=images'), 'web')).toBe('/search?q=a#gsc.tab=0');
  });

  it('writes the news and videos tabs as tab=news and tab=videos, without gsc.tab (the element has neither)', () => {
    expect(searchHref('tour de france', 'news')).toBe('/search?q=tour+de+france&tab=news');
    expect(withTab(new URLSearchParams('q=a&time=week'), 'videos')).toBe('/search?q=a&time=week&tab=videos');
    expect(tabOf(new URLSearchParams('q=a&tab=news'), '')).toBe('news');
    expect(tabOf(new URLSearchParams('q=a&tab=cartes'), '')).toBe('web');
    expect(canonicalSearchHref(new URLSearchParams('q=a&tab=news'), '')).toBeNull();
    // A hash naming a tab of the element is out of step with the news tab: dropped.
    expect(canonicalSearchHref(new URLSearchParams('q=a&tab=news'), '#gsc.tab=0')).toBe(
      '/search?q=a&tab=news',
    );
  });

  it('keeps the time filter for the next query, as the other filters', () => {
    const kept = new URLSearchParams('q=old&time=month&page=2');
    expect(searchHref('neu', 'news', kept)).toBe('/search?q=neu&tab=news&time=month');
  });
});

describe('the search call’s safe-search level and time filter', () => {
  const request = (address: string, safeSearch: SafeSearch) =>
    new URLSearchParams(
      searchRequestOf(new URLSearchParams(address), 'a', 'web', { safeSearch, lang: 'auto' }),
    );

  it('asks the visitor’s level; an address may ask for more filtering, never less', () => {
    expect(request('', 'moderate').get('safesearch')).toBe('moderate');
    expect(request('safesearch=active', 'moderate').get('safesearch')).toBe('active');
    expect(request('safesearch=off', 'moderate').get('safesearch')).toBe('moderate');
    expect(request('safesearch=moderate', 'off').get('safesearch')).toBe('moderate');
    expect(request('safesearch=strict', 'off').get('safesearch')).toBe('off');
  });

  it('passes a known time range on, and nothing for another value', () => {
    expect(request('time=week', 'active').get('time')).toBe('week');
    expect(request('time=hier', 'active').has('time')).toBe(false);
    expect(request('', 'active').has('time')).toBe(false);
  });
});

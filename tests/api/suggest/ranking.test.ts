// Suggestions as a person used to the big engines expects them: the typed words begin whole names, the most
// searched and the biggest first (a commune, département or région by its population, a well-known site as a city
// of 200,000), whatever the accents, apostrophes, hyphens and case; at most 4; the same order on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTIONS } from '../../../common/constants';
import { buildSearchTestApp } from '../../fixtures/searchApp';
import type { TestApp } from '../../fixtures/testApp';
import { searchedByEach, suggestionsFor, visitorsOnDistinctNetworks } from './visitors';

describe('GET /api/suggest: prefix on whole names, ranked by popularity and size', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildSearchTestApp()), 60_000);
  afterAll(() => t.close());

  it.each([
    ['par', 'Paris'],
    ['lyo', 'Lyon'],
    ['mars', 'Marseille'],
    ['bor', 'Bordeaux'],
    ['tou', 'Toulouse'],
    ['mon', 'Montpellier'],
    ['saint e', 'Saint-Étienne'],
    ['saint-é', 'Saint-Étienne'],
    ['musee d orsay', 'Musée d’Orsay'],
    ["MUSÉE D'ORSAY", 'Musée d’Orsay'],
    ['musée d’or', 'Musée d’Orsay'],
  ])('"%s" suggests %s first', async (typed, first) => {
    expect((await suggestionsFor(t, typed))[0]).toBe(first);
  });

  it('"par" puts the capital before a theme park, a web service and a country', async () => {
    expect(await suggestionsFor(t, 'par')).toEqual(['Paris', 'Parc Astérix', 'Parcoursup', 'Paraguay']);
  });

  it('"musée d" offers the Musée d’Orsay among the museums, at most 4', async () => {
    const suggestions = await suggestionsFor(t, 'musée d');
    expect(suggestions).toContain('Musée d’Orsay');
    expect(suggestions.length).toBe(SUGGESTIONS.fromService);
    expect(suggestions.every((s) => s.startsWith('Musée d'))).toBe(true);
  });

  it('"saint e" completes the second word: Saint-Étienne and its namesakes, no Sainte-…', async () => {
    const suggestions = await suggestionsFor(t, 'saint e');
    expect(suggestions.slice(0, 2)).toEqual(['Saint-Étienne', 'Saint-Étienne-du-Rouvray']);
    expect(suggestions.some((s) => s.startsWith('Sainte'))).toBe(false);
  });

  it('a word ended by a hyphen is whole: "saint-" never offers Sainte-Chapelle nor Saintes', async () => {
    expect((await suggestionsFor(t, 'saint'))[0]).toBe('Sainte-Chapelle');
    const suggestions = await suggestionsFor(t, 'saint-');
    expect(suggestions.slice(0, 3)).toEqual(['Saint-Étienne', 'Saint-Denis', 'Saint-Paul']);
    expect(
      suggestions.every((s) => s.startsWith('Saint-')),
      suggestions.join(', '),
    ).toBe(true);
  });

  it('a département or a région weighs its population: "rhô" puts the Rhône before its small communes', async () => {
    expect((await suggestionsFor(t, 'rhô'))[0]).toBe('Rhône');
    expect((await suggestionsFor(t, 'île-de'))[0]).toBe('Île-de-France');
  });

  it('a word inside a name is not a prefix of it: "orsay" suggests the commune, not the museum', async () => {
    const suggestions = await suggestionsFor(t, 'orsay');
    expect(suggestions[0]).toBe('Orsay');
    expect(suggestions).not.toContain('Musée d’Orsay');
  });

  it('the more distinct visitors searched a past query, the higher it comes', async () => {
    const visitors = await visitorsOnDistinctNetworks(t, 7, 60);
    await searchedByEach(t, visitors.slice(0, 5), 'lyon festival lumiere');
    await searchedByEach(t, visitors, 'lyon fete des lumieres');
    expect(await suggestionsFor(t, 'lyon f')).toEqual(['lyon fete des lumieres', 'lyon festival lumiere']);
  });
});

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../common/seededRandom';
import { GENERATED_SOURCE, generatePages } from '../../../server/search/results/local/generator';

const pagesOf = (count: number, seed?: number, batchSize?: number) =>
  [...generatePages(count, seed, batchSize)].flat();

describe('the generated local index (npm run index:generate)', () => {
  it('gives the same pages for the same seed, whatever the batch size', () => {
    const once = pagesOf(300, 7, 1000);
    expect(pagesOf(300, 7, 64)).toEqual(once);
    expect(once).toHaveLength(300);
  });

  it('gives other pages for another seed', () => {
    const titles = (seed: number) => pagesOf(50, seed).map((page) => page.title);
    expect(titles(2)).not.toEqual(titles(1));
  });

  it('yields batches of the size asked, the last one holding the rest', () => {
    expect([...generatePages(250, 1, 100)].map((batch) => batch.length)).toEqual([100, 100, 50]);
  });

  it('writes French pages about real communes, each with its own URL and a date of its data', () => {
    const pages = pagesOf(500);
    expect(new Set(pages.map((page) => page.url)).size).toBe(500);
    for (const page of pages) {
      expect(page).toMatchObject({ lang: 'fr', adult: 0, source: GENERATED_SOURCE, image_url: null });
      expect(page.title.length).toBeGreaterThan(5);
      expect(page.body).toMatch(/ (de|la|le|les|du|des) /);
      expect(Date.parse(page.updated_at!)).toBeGreaterThanOrEqual(Date.UTC(2015, 0, 1));
      expect(Date.parse(page.updated_at!)).toBeLessThan(Date.UTC(2026, 10, 1));
    }
    // The common words of French web pages are there, as a million-page index will hold them.
    const text = pages.map((page) => `${page.title} ${page.body}`).join(' ');
    for (const word of ['département', 'Mairie', 'rue', 'Saint-', 'horaires', 'gare'])
      expect(text).toContain(word);
  });

  it('draws from a seeded generator: the same sequence for a seed, numbers in [0, 1)', () => {
    const [a, b] = [seededRandom(42), seededRandom(42)];
    const draws = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(draws);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { searchAnswerSchema, type SearchResult } from '../../../common/search';
import { foldedWords } from '../../../common/text';
import { holdsPhrase } from '../../../common/searchOperators';
import { seedShippedData } from '../../../server/seed';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../../fixtures/testApp';

const textOf = (r: SearchResult) => (r.kind === 'web' ? `${r.title} ${r.snippet}` : r.title);
const hostOf = (r: SearchResult) => new URL(r.url).hostname;

describe(`search operators on the local index (${TEST_DIALECT}, the shipped data set)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedShippedData(t.database);
  }, 120_000);
  afterAll(async () => t?.close());

  async function search(q: string): Promise<SearchResult[]> {
    const res = await t.app.inject({ method: 'GET', url: '/api/search', query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return dataOf(searchAnswerSchema).parse(res.json()).data.results;
  }

  it('"lyon -sainte" gives Lyon and never a page holding the word "sainte"', async () => {
    const results = await search('lyon -sainte');
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]!.title).toBe('Lyon (69) – commune du Rhône');
    for (const r of results) expect(foldedWords(textOf(r)), r.title).not.toContain('sainte');
  });

  it('an excluded phrase leaves out the pages holding it, not those with its words apart', async () => {
    const all = await search('lyon');
    const without = await search('lyon -"sainte foy"');
    expect(without.some((r) => r.title.startsWith('Sainte-Foy-lès-Lyon'))).toBe(false);
    expect(without.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(0);
  });

  it('a quoted phrase must appear as a phrase (folded) in the title or the text', async () => {
    const results = await search('"musee d orsay"');
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]!.title).toMatch(/^Musée d’Orsay/);
    for (const r of results) expect(holdsPhrase(foldedWords(textOf(r)), ['musee', 'd', 'orsay'])).toBe(true);
    // The same words in another order are no phrase.
    expect(await search('"orsay d musee"')).toEqual([]);
  });

  it('site: keeps the pages of that host and its subdomains only', async () => {
    const wanted = (await search('lyon')).map(hostOf);
    const site = wanted.find((host) => host.split('.').length >= 2)!;
    const domain = site.split('.').slice(-2).join('.');
    const results = await search(`lyon site:${domain}`);
    expect(results.length).toBeGreaterThan(0);
    for (const r of results)
      expect(hostOf(r) === domain || hostOf(r).endsWith(`.${domain}`), r.url).toBe(true);
    const elsewhere = await search(`lyon -site:${domain}`);
    for (const r of elsewhere) expect(hostOf(r).endsWith(domain), r.url).toBe(false);
    expect(await search('lyon site:nowhere.invalid')).toEqual([]);
  });

  it('filetype: keeps the addresses with that extension: the shipped pages have none, so nothing', async () => {
    expect(await search('lyon filetype:pdf')).toEqual([]);
  });

  it('a OR b gives the pages holding either', async () => {
    const results = await search('lyon OR marseille');
    const titles = results.map((r) => r.title);
    expect(titles).toContain('Lyon (69) – commune du Rhône');
    expect(titles).toContain('Marseille (13) – commune des Bouches-du-Rhône');
    for (const r of results) {
      const words = foldedWords(textOf(r));
      expect(words.includes('lyon') || words.includes('marseille'), r.title).toBe(true);
    }
  });

  it('beside an OR, the other meaningful words still hold: "musée lyon OR marseille"', async () => {
    const results = await search('musée lyon OR marseille');
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      const words = foldedWords(textOf(r));
      expect(
        words.some((w) => w.startsWith('musee')),
        r.title,
      ).toBe(true);
      expect(words.includes('lyon') || words.includes('marseille'), r.title).toBe(true);
    }
  });

  it('operators alone, naughty ones included, answer 200 without a server error', async () => {
    for (const q of ['-lyon', 'site:', '"', '-', 'site:lyon.fr', '" -"', 'OR', `${'-x '.repeat(166)}`])
      await search(q);
  });
});

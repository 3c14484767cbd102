import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchTestApp } from '../../fixtures/searchApp';
import type { TestApp } from '../../fixtures/testApp';

describe('GET /api/suggest from the local prefix table', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildSearchTestApp()), 60_000);
  afterAll(() => t.close());

  const suggest = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/suggest', query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.suggestions as string[];
  };

  it('completes names of the data set, weightiest first, at most 4', async () => {
    const suggestions = await suggest('ly');
    expect(suggestions[0]).toBe('Lyon');
    expect(suggestions.length).toBeLessThanOrEqual(4);
  });

  it('folds accents and case: "ECHI" suggests "Échirolles"', async () => {
    expect(await suggest('ECHI')).toContain('Échirolles');
  });

  it('answers nothing for a blank query', async () => {
    expect(await suggest('   ')).toEqual([]);
  });

  it('suggests a past query only once several searches asked for it', async () => {
    const query = 'lyon musee des beaux arts';
    const searchOnce = async () => {
      await t.app.inject({ method: 'GET', url: '/api/search', query: { q: query } });
      await t.app.queryPopularity.flush();
    };
    await searchOnce();
    await searchOnce();
    expect(await suggest('lyon mus')).not.toContain(query);
    await searchOnce();
    // Suggestions are cached for a minute per prefix: a prefix not asked before sees the count at once.
    expect(await suggest('lyon muse')).toContain(query);
  });

  it('refuses a query over 500 characters with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/suggest', query: { q: 'a'.repeat(501) } });
    expect(res.statusCode).toBe(400);
  });
});

// A misspelt word is never read silently as another: when no page holds every word as typed, the answer gives the
// spelling its results are of (`correctedQuery`), which the page offers as « Essayez avec : … ».
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { searchAnswerSchema } from '../../../common/search';
import { seedShippedData } from '../../../server/seed';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

describe('« Essayez avec » : the spelling the local index knows better', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedShippedData(t.database);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function search(q: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/search', query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return dataOf(searchAnswerSchema).parse(res.json()).data;
  }

  it('gives the Eiffel Tower for "tour eifel", says so, and never the Tour de France first', async () => {
    const answer = await search('tour eifel');
    expect(answer.correctedQuery).toBe('tour eiffel');
    expect(answer.results[0]?.title).toBe('Tour Eiffel – site officiel');
  });

  it('says the spelling again when the page comes from the cache', async () => {
    await search('facebok');
    const again = await search('facebok');
    expect(again.cached).toBe(true);
    expect(again.correctedQuery).toBe('facebook');
    expect(again.results[0]?.url).toBe('https://www.facebook.com/');
  });

  it('keeps the words it did not correct: "mairie de marseile" → "mairie de marseille"', async () => {
    const answer = await search('mairie de marseile');
    expect(answer.correctedQuery).toBe('mairie de marseille');
    expect(answer.results[0]?.title).toBe('Marseille (13) – commune des Bouches-du-Rhône');
  });

  it('corrects nothing when some page holds every word as typed', async () => {
    for (const q of ['tour eiffel', 'paris 15', 'louvres', 'victor hugo']) {
      const answer = await search(q);
      expect(answer.correctedQuery, q).toBeUndefined();
      expect(answer.results.length, q).toBeGreaterThan(0);
    }
  });

  it('invents nothing when no title word is near: no results, no spelling', async () => {
    const answer = await search('xqzwvkjpl');
    expect(answer.results).toEqual([]);
    expect(answer.correctedQuery).toBeUndefined();
  });
});

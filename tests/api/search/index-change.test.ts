// What the local index says of single words is kept between searches, never past a change of its pages: a new
// query after a write, by this process or by another connection (an import), reads the pages as they are now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { searchAnswerSchema } from '../../../common/search';
import { openDatabase } from '../../../server/platform/db/database';
import { upsertSearchPages, type NewSearchPage } from '../../../server/search/results/local/store';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const page = (path: string, title: string, body: string): NewSearchPage => ({
  url: `https://pages.example/${path}`,
  title,
  body,
  lang: 'fr',
  source: 'test',
  boost: 0,
  adult: 0,
});

describe('the words kept between searches after the index changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await upsertSearchPages(t.database, [
      page('comte', 'Comté du Jura', 'Un fromage de garde au lait cru.'),
      page('cave', 'Cave de Bourgogne', 'Un vin rouge et un vin blanc.'),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function results(q: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/search', query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    const answer = dataOf(searchAnswerSchema).parse(res.json()).data;
    expect(answer.cached).toBe(false);
    return answer.results;
  }
  const urls = async (q: string) => (await results(q)).map((result) => result.url);
  const snippetOf = async (q: string, url: string) => {
    const found = (await results(q)).find((result) => result.url === url);
    return found?.kind === 'web' ? found.snippet : undefined;
  };

  it('finds a page this process has just written, by a word no page held before', async () => {
    // Each word alone: the pages holding any of them come, none holding "pain".
    expect(await urls('fromage vin pain')).toEqual(
      expect.arrayContaining(['https://pages.example/comte', 'https://pages.example/cave']),
    );
    await upsertSearchPages(t.database, [page('miche', 'Miche de campagne', 'Un pain au levain.')]);
    expect(await urls('pain fromage vin')).toContain('https://pages.example/miche');
  });

  it('shows the new text of a page written again, and finds it by its new words only', async () => {
    const cave = 'https://pages.example/cave';
    expect(await snippetOf('vin fromage beurre', cave)).toBe('Un vin rouge et un vin blanc.');
    expect(await urls('rouge blanc')).toEqual([cave]);
    await upsertSearchPages(t.database, [page('cave', 'Cave de Bourgogne', 'Un vin jaune et du crémant.')]);
    expect(await snippetOf('beurre vin fromage', cave)).toBe('Un vin jaune et du crémant.');
    expect(await urls('blanc rouge')).not.toContain(cave);
    expect(await urls('cremant vin')).toEqual([cave]);
  });

  it('finds a page another connection has just written (an import while the server runs)', async () => {
    expect(await urls('vin fromage cidre')).not.toContain('https://pages.example/cidre');
    const other = openDatabase(t.config.database);
    try {
      await upsertSearchPages(other, [page('cidre', 'Cidrerie du Pays d’Auge', 'Un cidre brut.')]);
    } finally {
      await other.db.destroy();
    }
    expect(await urls('cidre vin fromage')).toContain('https://pages.example/cidre');
  });
});

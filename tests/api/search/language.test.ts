// The language filter on the local index: a country keeps the pages of its languages, and a country whose
// languages have no page answers an honest empty page (the web then offers "Toutes les langues").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { searchAnswerSchema, type SearchAnswer } from '../../../common/search';
import { importPages } from '../../../server/search/results/local/import';
import { buildSearchTestApp } from '../../fixtures/searchApp';
import type { TestApp } from '../../fixtures/testApp';

const PAGES = [
  {
    url: 'https://fr.example/quenelle',
    title: 'La quenelle lyonnaise',
    text: 'Quenelle de brochet.',
    lang: 'fr',
  },
  {
    url: 'https://en.example/quenelle',
    title: 'Quenelle, a Lyon dish',
    text: 'Quenelle recipe.',
    lang: 'en',
  },
];

describe('GET /api/search?lang on the local index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildSearchTestApp({ env: { SEARCH_PROVIDER: 'local' } });
    await importPages(t.database, PAGES.map((page) => JSON.stringify(page)).join('\n'));
  });
  afterAll(() => t.close());

  async function urlsFor(lang: string): Promise<{ urls: string[]; answer: SearchAnswer }> {
    const res = await t.app.inject({ url: '/api/search', query: { q: 'quenelle', lang } });
    expect(res.statusCode, res.body).toBe(200);
    const answer = dataOf(searchAnswerSchema).parse(res.json()).data;
    return { urls: answer.results.map((r) => r.url).sort(), answer };
  }

  it('says the local index honours the language filter (the page shows it)', async () => {
    expect((await urlsFor('fr')).answer.honours.language).toBe(true);
  });

  it.each([
    ['auto', [PAGES[1]!.url, PAGES[0]!.url]],
    ['all', [PAGES[1]!.url, PAGES[0]!.url]],
    ['fr', [PAGES[0]!.url]],
    ['us', [PAGES[1]!.url]],
    ['uk', [PAGES[1]!.url]],
    ['ca', [PAGES[1]!.url, PAGES[0]!.url]],
  ])('lang=%s keeps the pages of its languages', async (lang, urls) => {
    expect((await urlsFor(lang)).urls).toEqual(urls);
  });

  it('a country whose languages have no page answers an empty page, not an error nor other languages', async () => {
    const { answer } = await urlsFor('de');
    expect(answer).toMatchObject({ results: [], hasMore: false, provider: 'local' });
    expect(answer.honours.language).toBe(true);
  });

  it('refuses a language filter that is not auto, all or a country code, in French', async () => {
    const res = await t.app.inject({ url: '/api/search', query: { q: 'quenelle', lang: 'english' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.errors[0].field).toBe('lang');
  });
});

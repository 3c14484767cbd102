import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { searchAnswerSchema, type SearchAnswer } from '../../../common/search';
import { buildSearchTestApp } from '../../fixtures/searchApp';
import type { TestApp } from '../../fixtures/testApp';

describe('GET /api/search on the local index', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildSearchTestApp()), 60_000);
  afterAll(() => t.close());

  async function search(query: Record<string, string>): Promise<SearchAnswer> {
    const res = await t.app.inject({ method: 'GET', url: '/api/search', query });
    expect(res.statusCode, res.body).toBe(200);
    return dataOf(searchAnswerSchema).parse(res.json()).data;
  }
  const titles = (answer: SearchAnswer) => answer.results.map((r) => r.title);

  it('answers "Lyon" with the commune of Lyon first, from the local provider', async () => {
    const answer = await search({ q: 'Lyon' });
    expect(answer.provider).toBe('local');
    expect(answer.page).toBe(1);
    expect(answer.results[0]).toMatchObject({
      kind: 'web',
      title: 'Lyon (69) – commune du Rhône',
      url: 'https://www.insee.fr/fr/statistiques/1405599?geo=COM-69123',
      displayUrl: 'www.insee.fr/fr/statistiques/1405599?geo=COM-69123',
    });
    expect(answer.results[0]!.kind === 'web' && answer.results[0]!.snippet).toMatch(/519\s127 habitants/);
    expect(answer.hasMore).toBe(true);
  });

  it('folds accents: "eglise" finds "Église"', async () => {
    expect(titles(await search({ q: 'eglise saint nizier' }))[0]).toBe('Église Saint-Nizier');
  });

  it('matches a plural typed without accents: "musees" finds "Musées"', async () => {
    expect(titles(await search({ q: 'musees lyon' }))[0]).toBe('Musées de Lyon – musée des Beaux-Arts');
  });

  it('puts the exact name first: "Saint-Denis" gives communes named Saint-Denis before Seine-Saint-Denis', async () => {
    const first = titles(await search({ q: 'Saint-Denis' })).slice(0, 2);
    expect(first.every((title) => title.startsWith('Saint-Denis ('))).toBe(true);
  });

  it('pages through results without repeating one', async () => {
    const one = await search({ q: 'saint', page: '1' });
    const two = await search({ q: 'saint', page: '2' });
    expect(two.page).toBe(2);
    expect(one.results).toHaveLength(10);
    expect(titles(two).some((title) => titles(one).includes(title))).toBe(false);
  });

  it('answers the images tab with flags served by the app', async () => {
    const answer = await search({ q: 'Italie', tab: 'images' });
    const first = answer.results[0]!;
    expect(first).toMatchObject({ kind: 'image', title: 'Italie – République italienne' });
    // A path, so that it loads from whatever address the product was opened at.
    const imageUrl = first.kind === 'image' ? first.imageUrl : '';
    expect(imageUrl).toMatch(/^\/flags\//);
    const flag = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toMatch(/svg/);
  });

  it('hides adult pages with safe search on (the default) and shows them when off', async () => {
    expect(titles(await search({ q: 'velours rouge' }))).not.toContain(
      'Velours rouge – contenu pour adultes',
    );
    expect(titles(await search({ q: 'velours rouge', safesearch: 'off' }))).toContain(
      'Velours rouge – contenu pour adultes',
    );
    const images = await search({ q: 'velours', tab: 'images' });
    expect(images.results).toHaveLength(0);
  });

  it('filters by language: "us" keeps English pages only', async () => {
    expect(titles(await search({ q: 'lyon', lang: 'us' }))).toEqual(['Lyon travel guide']);
    expect(titles(await search({ q: 'lyon', lang: 'all' }))).toContain('Lyon travel guide');
  });

  it('answers an unknown word with no results and no next page', async () => {
    expect(await search({ q: 'xqzwvkj' })).toMatchObject({ results: [], hasMore: false });
  });

  it('answers words that name a JavaScript object’s own properties like any other word', async () => {
    for (const q of ['constructor', '__proto__', 'toString', 'hasOwnProperty st'])
      expect((await search({ q })).results).toBeInstanceOf(Array);
  });

  it('cuts a query to 500 characters instead of refusing it', async () => {
    const answer = await search({ q: `lyon ${'a'.repeat(700)}` });
    expect(titles(answer).slice(0, 5)).toContain('Lyon (69) – commune du Rhône');
  });

  it('falls back to the pages holding most of the words when none holds them all', async () => {
    const answer = await search({ q: 'lyon xqzwvkj' });
    expect(answer.results.length).toBeGreaterThan(0);
    expect(titles(answer).slice(0, 5)).toContain('Lyon (69) – commune du Rhône');
  });

  it('keeps an all-words search to its own pages: past its last page comes nothing, not the fallback', async () => {
    const first = await search({ q: 'saint nizier' });
    expect(first.hasMore).toBe(false);
    expect(await search({ q: 'saint nizier', page: '2' })).toMatchObject({ results: [], hasMore: false });
  });

  it.each([
    [{ q: '' }, 'q', 'La recherche est vide'],
    [{ q: '    ' }, 'q', 'La recherche est vide'],
    [{}, 'q', undefined],
    [{ q: 'lyon', tab: 'cartes' }, 'tab', undefined],
    [{ q: 'lyon', page: '0' }, 'page', undefined],
    [{ q: 'lyon', page: 'deux' }, 'page', undefined],
    [{ q: 'lyon', lang: 'français' }, 'lang', 'Filtre de langue invalide'],
  ])('refuses %o with 400 and a French message on the field', async (query, field, message) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search', query });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.message).toBe('Données invalides');
    const fieldError = error.errors.find((e: { field: string }) => e.field === field);
    expect(fieldError).toBeDefined();
    if (message) expect(fieldError.message).toBe(message);
  });
});

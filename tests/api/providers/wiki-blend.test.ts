import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { knowledgeAnswerSchema } from '../../../common/knowledge';
import type { WebResult } from '../../../common/search';
import { blend } from '../../../server/search/results/blend';
import { buildSearchTestApp, searchOf } from '../../fixtures/searchApp';
import type { TestApp } from '../../fixtures/testApp';
import { startWikimediaServer, type WikimediaServer } from '../../fixtures/providers/wikimedia/server';

describe('the default chain: the local index blended with Wikipedia', () => {
  let server: WikimediaServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startWikimediaServer();
    t = await buildSearchTestApp({
      env: {
        WIKIPEDIA_API_URL: server.apiUrl,
        COMMONS_API_URL: server.apiUrl,
        SEARCH_CACHE_TTL_S: '0',
        SEARCH_TIMEOUT_MS: '500',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
    server.answer('search', { file: 'wikipedia-search.json' });
  });

  it('is local then wikipedia when SEARCH_PROVIDER is unset', () => {
    expect(t.config.search.providers).toEqual(['local', 'wikipedia']);
  });

  it('puts the local page named exactly as the query first, then Wikipedia’s results, then the other local pages', async () => {
    const answer = await searchOf(t, { q: 'Lyon' });
    expect(answer.provider).toBe('local+wikipedia');
    expect(answer.results[0]).toMatchObject({ title: 'Lyon (69) – commune du Rhône' });
    expect(answer.results.slice(1, 4).map((r) => r.url)).toEqual([
      'https://fr.wikipedia.org/wiki/Tour_Eiffel',
      'https://fr.wikipedia.org/wiki/Gustave_Eiffel',
      'https://fr.wikipedia.org/wiki/Champ-de-Mars_(Paris)',
    ]);
    expect(answer.results[1]).toMatchObject({ credit: { name: 'Wikipédia', licence: 'CC BY-SA 4.0' } });
    // The rest of the local page follows, without credit.
    expect(answer.results.length).toBeGreaterThan(4);
    expect(answer.results.slice(4).every((r) => !('credit' in r) || r.credit === undefined)).toBe(true);
    // Sort and language stay offered: asked for, they are answered by the local index.
    expect(answer.honours).toEqual({ sortByDate: true, language: true, time: false });
  });

  it('puts Wikipedia first when no local page is named as the query', async () => {
    const answer = await searchOf(t, { q: 'gustave eiffel ingénieur' });
    expect(answer.results[0]!.url).toBe('https://fr.wikipedia.org/wiki/Tour_Eiffel');
  });

  it('shows Wikimedia Commons files on the images tab', async () => {
    const answer = await searchOf(t, { q: 'tour eiffel', tab: 'images' });
    expect(answer.results[0]).toMatchObject({
      kind: 'image',
      source: 'Wikimedia Commons',
      credit: { name: 'Wikimedia Commons', licence: 'CC BY-SA 3.0' },
    });
  });

  it('answers a sort by date or another language from the local index alone, without asking Wikipedia', async () => {
    expect((await searchOf(t, { q: 'Lyon', sort: 'date' })).provider).toBe('local');
    expect((await searchOf(t, { q: 'Lyon', lang: 'de' })).provider).toBe('local');
    expect(server.calls('search')).toHaveLength(0);
  });

  it('answers from the local index when Wikipedia fails (500)', async () => {
    server.answer('search', { status: 500, body: '{}' });
    const answer = await searchOf(t, { q: 'Lyon' });
    expect(answer.provider).toBe('local');
    expect(answer.results[0]).toMatchObject({ title: 'Lyon (69) – commune du Rhône' });
  });

  it('answers from the local index when Wikipedia does not answer before the deadline', async () => {
    server.answer('search', 'never');
    const answer = await searchOf(t, { q: 'Lyon' });
    expect(answer.provider).toBe('local');
    expect(answer.results[0]).toMatchObject({ title: 'Lyon (69) – commune du Rhône' });
  });

  it('keeps a 429 from the visitor: Wikipedia’s kept answer or the local index answers, the health view says it', async () => {
    await searchOf(t, { q: 'Lyon' });
    server.answer('search', { status: 429, body: '{}', headers: { 'retry-after': '120' } });
    // Asked again (the cache is off here), Wikipedia says 429: its answer kept from before still serves.
    expect((await searchOf(t, { q: 'Lyon' })).provider).toBe('local+wikipedia');
    // A query it never answered gets the local index, and Wikipedia is no longer asked.
    server.requests.length = 0;
    const answer = await searchOf(t, { q: 'Marseille' });
    expect(answer.provider).toBe('local');
    expect(server.calls('search')).toHaveLength(0);
    const health = (await t.app.inject({ url: '/api/health' })).json().data;
    expect(health.status).toBe('ok');
    expect(health.sources.wikipedia).toMatchObject({
      state: 'unreachable',
      reason: 'throttled',
      retryAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(health.sources.local.state).toBe('up');
  });
});

describe('the default chain offline', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildSearchTestApp()), 120_000);
  afterAll(() => t.close());

  it('answers from the local index alone, without an error, search after search', async () => {
    for (const q of ['Lyon', 'mairie de lyon', 'tour eiffel', 'Lyon']) {
      const answer = await searchOf(t, { q });
      expect(answer.provider).toBe('local');
    }
    expect((await searchOf(t, { q: 'Lyon' })).results[0]).toMatchObject({
      title: 'Lyon (69) – commune du Rhône',
    });
    expect(t.app.wikimedia.available('wikipedia')).toBe(false);
    const health = (await t.app.inject({ url: '/api/health' })).json().data;
    expect(health.status).toBe('ok');
    expect(health.sources.wikipedia).toMatchObject({
      state: 'unreachable',
      reason: 'network',
      retryAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('gives the shipped places’ card, and no card for the rest', async () => {
    const card = async (q: string) =>
      dataOf(knowledgeAnswerSchema).parse(
        (await t.app.inject({ url: '/api/knowledge', query: { q } })).json(),
      ).data.entity;
    expect((await card('Lyon'))?.name).toBe('Lyon');
    expect(await card('tour eiffel')).toBeNull();
  });
});

describe('the knowledge card from Wikipedia (KNOWLEDGE_SOURCE=wikipedia, the default with the default chain)', () => {
  let server: WikimediaServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startWikimediaServer();
    t = await buildSearchTestApp({ env: { WIKIPEDIA_API_URL: server.apiUrl, SEARCH_CACHE_TTL_S: '0' } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await server.close();
  });
  const card = async (q: string) => {
    const res = await t.app.inject({ url: '/api/knowledge', query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return dataOf(knowledgeAnswerSchema).parse(res.json()).data.entity;
  };

  it('is the page summary of the article the query names, credited CC BY-SA', async () => {
    server.answer('opensearch', {
      status: 200,
      body: JSON.stringify([
        'tour eiffel',
        ['Tour Eiffel'],
        [''],
        ['https://fr.wikipedia.org/wiki/Tour_Eiffel'],
      ]),
    });
    expect(t.config.knowledge.source).toBe('wikipedia');
    expect(await card('tour eiffel')).toEqual({
      name: 'Tour Eiffel',
      type: 'tour en fer puddlé de Paris',
      description: expect.stringMatching(/^La tour Eiffel est une tour de fer puddlé de 330 m/),
      image: {
        url: 'https://upload.wikimedia.org/wikipedia/commons/thumb/8/85/Tour_Eiffel_Wikimedia_Commons_%28cropped%29.jpg/330px-Tour_Eiffel_Wikimedia_Commons_%28cropped%29.jpg',
        alt: 'Tour Eiffel',
      },
      facts: [],
      links: [
        { label: 'Wikipédia', url: 'https://fr.wikipedia.org/wiki/Tour_Eiffel' },
        { label: 'Wikidata', url: 'https://www.wikidata.org/wiki/Q243' },
      ],
      source: {
        name: 'Wikipédia',
        url: 'https://fr.wikipedia.org/wiki/Tour_Eiffel',
        licence: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/deed.fr' },
      },
    });
    expect(server.calls('summary:Tour_Eiffel')).toHaveLength(1);
  });

  it('keeps the shipped card of a commune, without asking Wikipedia', async () => {
    server.requests.length = 0;
    expect((await card('Lyon'))?.source.name).not.toBe('Wikipédia');
    expect(server.requests).toHaveLength(0);
  });

  it('gives no card when the first title is not the query’s name, nor for a disambiguation page', async () => {
    server.answer('opensearch', { file: 'wikipedia-opensearch.json' });
    expect(await card('tour eif')).toBeNull();
    server.answer('opensearch', {
      status: 200,
      body: JSON.stringify(['mercure', ['Mercure'], [''], ['https://fr.wikipedia.org/wiki/Mercure']]),
    });
    expect(await card('mercure')).toBeNull();
  });
});

describe('blend()', () => {
  const page = (title: string, url: string): WebResult => ({
    kind: 'web',
    title,
    url,
    displayUrl: url,
    snippet: '',
  });
  const local = [
    page('Lyonnais – pays', 'https://local.test/lyonnais'),
    page('Lyon (69) – commune du Rhône', 'https://local.test/lyon'),
    page('Rue de Lyon', 'https://fr.wikipedia.org/wiki/Lyon'),
  ];
  const wikipedia = [
    page('Lyon', 'https://fr.wikipedia.org/wiki/Lyon'),
    page('OL', 'https://fr.wikipedia.org/wiki/OL'),
  ];

  it('leads with the local pages named as the query (accents and case aside), each address once', () => {
    expect(blend(local, wikipedia, '  LYON ').map((r) => r.url)).toEqual([
      'https://local.test/lyon',
      'https://fr.wikipedia.org/wiki/Lyon',
      'https://fr.wikipedia.org/wiki/OL',
      'https://local.test/lyonnais',
    ]);
    expect(
      blend([page('Orléans (45) – commune du Loiret', 'https://local.test/o')], [], 'orleans'),
    ).toHaveLength(1);
  });
});

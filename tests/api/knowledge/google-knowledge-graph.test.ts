import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askKnowledge } from '../../fixtures/knowledge/ask';
import {
  emptyKnowledgeGraphAnswer,
  KG_PATH,
  knowledgeGraphAnswer,
  marieCurieAnswer,
} from '../../fixtures/knowledge/knowledgeGraph';
import { jsonAnswer, startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const API_KEY = 'AIzaSy-knowledge-secret-0123456789';
const DEADLINE_MS = 300;

describe('GET /api/knowledge from the Google Knowledge Graph Search API', () => {
  let server: RecordedServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startRecordedServer({ [KG_PATH]: marieCurieAnswer() });
    t = await buildTestApp({
      env: {
        KNOWLEDGE_SOURCE: 'google',
        GOOGLE_KG_API_KEY: API_KEY,
        KNOWLEDGE_GRAPH_API_URL: `${server.baseUrl}${KG_PATH}`,
        SEARCH_TIMEOUT_MS: String(DEADLINE_MS),
        // Each test answers the same query differently: nothing is kept between them.
        SEARCH_CACHE_TTL_S: '0',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('asks the query with the key, 10 entities at most, in French', async () => {
    server.answer(KG_PATH, marieCurieAnswer());
    await askKnowledge(t.app, { q: 'marie curie', lang: 'de' });
    const { path, query } = server.last();
    expect(path).toBe(KG_PATH);
    expect(Object.fromEntries(query)).toEqual({
      query: 'marie curie',
      key: API_KEY,
      limit: '10',
      languages: 'fr',
    });
  });

  it('shows the first entity: its description as type, the Wikipedia article with attribution, image and site', async () => {
    server.answer(KG_PATH, marieCurieAnswer());
    expect(await askKnowledge(t.app, { q: 'marie curie' })).toEqual({
      name: 'Marie Curie',
      type: 'Physicienne',
      description:
        'Marie Skłodowska-Curie, née Maria Salomea Skłodowska le 7 novembre 1867 à Varsovie et morte le 4 juillet 1934 à Passy, est une physicienne et chimiste polonaise, naturalisée française.',
      image: {
        url: 'https://encrypted-tbn0.gstatic.com/images?q=tbn:ANd9GcQ_marie_curie',
        alt: 'Marie Curie',
      },
      facts: [],
      links: [
        { label: 'Site officiel', url: 'https://www.musee.curie.fr/' },
        { label: 'Wikipédia', url: 'https://fr.wikipedia.org/wiki/Marie_Curie' },
      ],
      source: {
        name: 'Wikipédia',
        url: 'https://fr.wikipedia.org/wiki/Marie_Curie',
        licence: {
          name: 'CC BY-SA',
          url: 'https://en.wikipedia.org/wiki/Wikipedia:Text_of_Creative_Commons_Attribution-ShareAlike_3.0_Unported_License',
        },
      },
    });
  });

  it.each([
    [499, ['Thing', 'Place', 'City'], false],
    [500, ['Thing', 'Place', 'City'], true],
    [99, ['Thing', 'Person'], false],
    [100, ['Thing', 'Person'], true],
    [499, ['Thing', 'Person'], true],
  ])('with a score of %d and the types %j, shows the entity: %s', async (score, types, shown) => {
    server.answer(KG_PATH, knowledgeGraphAnswer({ name: 'Sujet', score, types }));
    const entity = await askKnowledge(t.app, { q: 'sujet' });
    expect(entity === null ? false : entity.name === 'Sujet').toBe(shown);
  });

  it('reads a single @type given as a string', async () => {
    server.answer(
      KG_PATH,
      jsonAnswer(
        JSON.stringify({
          itemListElement: [{ result: { name: 'Victor Hugo', '@type': 'Person' }, resultScore: 120 }],
        }),
      ),
    );
    expect(await askKnowledge(t.app, { q: 'victor hugo' })).toMatchObject({
      name: 'Victor Hugo',
      type: 'Personne',
      source: { name: 'Google Knowledge Graph' },
    });
  });

  it('answers no entity when the graph has none', async () => {
    server.answer(KG_PATH, emptyKnowledgeGraphAnswer());
    expect(await askKnowledge(t.app, { q: 'xqzvbnmwplk' })).toBeNull();
  });

  it('answers 200 with no entity, never an error, when the API fails (HTTP 500)', async () => {
    server.answer(KG_PATH, jsonAnswer('{"error":{"code":500,"message":"Internal error"}}', 500));
    expect(await askKnowledge(t.app, { q: 'marie curie' })).toBeNull();
  });

  it(`answers no entity once the search deadline (${DEADLINE_MS} ms) passes`, async () => {
    server.answer(KG_PATH, 'never');
    const started = performance.now();
    expect(await askKnowledge(t.app, { q: 'marie curie' })).toBeNull();
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS + 800);
  });
});

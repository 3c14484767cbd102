import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askKnowledge } from '../../fixtures/knowledge/ask';
import { ownFixture, ownFixtureJson, recorded } from '../../fixtures/providers/answers';
import { REAL_WORLD } from '../../fixtures/testdata';
import { jsonAnswer, startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

describe('GET /api/knowledge from SearXNG infoboxes', () => {
  let server: RecordedServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startRecordedServer({ '/search': ownFixture('searxng-search.json') });
    // No KNOWLEDGE_SOURCE: SearXNG as the search provider brings its infoboxes.
    t = await buildTestApp({
      env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: server.baseUrl, SEARCH_CACHE_TTL_S: '0' },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('turns the first infobox into the card: content as text, image, attributes as facts, http(s) urls as links, Wikipedia licence', async () => {
    expect(await askKnowledge(t.app, { q: 'mont saint-michel marées' })).toEqual({
      name: 'Mont-Saint-Michel',
      type: '',
      description: 'Île tidale et commune française de la Manche, célèbre pour son abbaye.',
      image: {
        url: 'https://upload.wikimedia.org/wikipedia/commons/thumb/1/1b/Mont-Saint-Michel_vu_du_ciel.jpg/500px-Mont-Saint-Michel_vu_du_ciel.jpg',
        alt: 'Mont-Saint-Michel',
      },
      facts: [
        { label: 'Département', value: 'Manche' },
        { label: 'Population', value: '29 hab. (2021)' },
        { label: 'Altitude', value: '92 m' },
      ],
      links: [
        { label: 'Site officiel', url: 'https://www.ot-montsaintmichel.com/' },
        { label: 'Wikipédia', url: 'https://fr.wikipedia.org/wiki/Mont-Saint-Michel' },
        { label: 'OpenStreetMap', url: 'https://www.openstreetmap.org/relation/1034785' },
      ],
      source: {
        name: 'Wikipédia',
        url: 'https://fr.wikipedia.org/wiki/Mont-Saint-Michel',
        licence: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/deed.fr' },
      },
    });
  });

  // SearXNG's infobox template shows an attribute with `image` instead of `value`: that attribute is left out.
  it('keeps the card when an attribute carries an image instead of a value, leaving that attribute out', async () => {
    const answer = ownFixtureJson('searxng-search.json') as { infoboxes: Array<{ attributes: unknown[] }> };
    answer.infoboxes[0]!.attributes.push({
      label: 'Carte',
      image: { src: 'https://upload.wikimedia.org/carte-mont-saint-michel.png', alt: 'Carte' },
      entity: 'P242',
    });
    server.answer('/search', jsonAnswer(JSON.stringify(answer)));
    const entity = await askKnowledge(t.app, { q: 'mont saint-michel carte' });
    server.answer('/search', ownFixture('searxng-search.json'));
    expect(entity?.facts.map((fact) => fact.label)).toEqual(['Département', 'Population', 'Altitude']);
  });

  it('asks a general search in JSON with strict safe search and the language filter', async () => {
    await askKnowledge(t.app, { q: 'tour eiffel', lang: 'ca' });
    expect(Object.fromEntries(server.last().query)).toEqual({
      q: 'tour eiffel',
      format: 'json',
      categories: 'general',
      safesearch: '2',
      language: 'fr-CA',
    });
    await askKnowledge(t.app, { q: 'tour eiffel', safesearch: 'off' });
    expect(server.last().query.get('safesearch')).toBe('0');
  });

  it('answers no entity when SearXNG gives no infobox', async () => {
    server.answer('/search', ownFixture('searxng-no-results.json'));
    expect(await askKnowledge(t.app, { q: 'xqzvbnmwplk tour eiffel' })).toBeNull();
  });

  it('answers 200 with no entity when SearXNG fails', async () => {
    server.answer('/search', jsonAnswer('{"error":"internal"}', 500));
    expect(await askKnowledge(t.app, { q: 'tour eiffel' })).toBeNull();
  });

  describe("on an answer of SearXNG's own code (reference data)", REAL_WORLD, () => {
    it('turns the first infobox into the card: content, image, attributes as facts, urls as links, Wikipedia licence', async () => {
      server.answer('/search', recorded('searxng-search-generated.json'));
      expect(await askKnowledge(t.app, { q: 'tour eiffel horaires' })).toEqual({
        name: 'Tour Eiffel',
        type: '',
        description: 'Tour en fer puddlé de 330 m de hauteur située à Paris.',
        image: {
          url: 'https://upload.wikimedia.org/wikipedia/commons/a/a8/Tour_Eiffel_Wikimedia_Commons.jpg',
          alt: 'Tour Eiffel',
        },
        facts: [
          { label: 'Hauteur', value: '330 m' },
          { label: 'Inauguration', value: '31 mars 1889' },
        ],
        links: [
          { label: 'Site officiel', url: 'https://www.toureiffel.paris/' },
          { label: 'Wikipédia', url: 'https://fr.wikipedia.org/wiki/Tour_Eiffel' },
        ],
        source: {
          name: 'Wikipédia',
          url: 'https://fr.wikipedia.org/wiki/Tour_Eiffel',
          licence: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/deed.fr' },
        },
      });
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askKnowledge } from '../../fixtures/knowledge/ask';
import { ownFixture, recorded } from '../../fixtures/providers/answers';
import { HAS_TESTDATA } from '../../fixtures/testdata';
import { jsonAnswer, startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

describe.skipIf(!HAS_TESTDATA)('GET /api/knowledge from SearXNG infoboxes', () => {
  let server: RecordedServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startRecordedServer({ '/search': recorded('searxng-search-generated.json') });
    // No KNOWLEDGE_SOURCE: SearXNG as the search provider brings its infoboxes.
    t = await buildTestApp({
      env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: server.baseUrl, SEARCH_CACHE_TTL_S: '0' },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('turns the first infobox into the card: content, image, attributes as facts, urls as links, Wikipedia licence', async () => {
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
});

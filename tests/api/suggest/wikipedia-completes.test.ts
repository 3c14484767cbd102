// By default the suggestions are the local table's (names of the data set, then queries enough
// visitors searched), completed by Wikipedia's opensearch when the table has fewer than 4; offline, the table
// alone. Runs on SQLite and PostgreSQL; Wikipedia is a local stand-in answering the documented format.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUGGESTIONS } from '../../../common/constants';
import { replaceDatasetTerms } from '../../../server/search/suggest/store';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';
import { startWikimediaServer, type WikimediaServer } from '../../fixtures/providers/wikimedia/server';

describe('suggestions: the local table completed by Wikipedia', () => {
  let server: WikimediaServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startWikimediaServer();
    t = await buildTestApp({ env: { WIKIPEDIA_API_URL: server.apiUrl, SEARCH_TIMEOUT_MS: '1000' } });
    // The local table: names of the data set.
    await replaceDatasetTerms(
      t.database,
      ['Tour Eiffel', 'Saint-Étienne', 'Saint-Denis', 'Saint-Malo', 'Saint-Tropez', 'Saint-Nazaire'].map(
        (label, i) => ({ label, weight: 100 - i }),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
    server.answer('opensearch', { file: 'wikipedia-opensearch.json' });
  });
  const suggest = async (q: string, safesearch = 'active') => {
    const res = await t.app.inject({ url: '/api/suggest', query: { q, safesearch } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.suggestions as string[];
  };

  it('is the default source', () => expect(t.config.search.suggestProvider).toBe('wikipedia'));

  it('puts the local names first, then Wikipedia’s titles it lacks, each once, at most 4', async () => {
    const suggestions = await suggest('tour eif');
    expect(suggestions[0]).toBe('Tour Eiffel');
    expect(suggestions).toEqual([
      'Tour Eiffel',
      'Tour Eiffel (homonymie)',
      'Tour Eiffel de Lyon',
      'Tour Eiffel de Tokyo',
    ]);
    expect(suggestions).toHaveLength(SUGGESTIONS.fromService);
    expect(server.calls('opensearch')).toHaveLength(1);
  });

  it('does not ask Wikipedia when the local table already has 4', async () => {
    expect(await suggest('saint')).toHaveLength(SUGGESTIONS.fromService);
    expect(server.calls('opensearch')).toHaveLength(0);
  });

  it('answers from the table alone when Wikipedia fails', async () => {
    server.answer('opensearch', { status: 500 });
    expect(await suggest('tour eiff')).toEqual(['Tour Eiffel']);
  });

  it('never shows from Wikipedia what the table would never show: profanity, adult terms with safe search', async () => {
    server.answer('opensearch', {
      status: 200,
      body: JSON.stringify(['lyon x', ['Lyon xxx', 'Lyon arnaque', 'Lyon Xénophon'], [], []]),
    });
    const safe = await suggest('lyon x');
    expect(safe).toContain('Lyon Xénophon');
    expect(safe).not.toContain('Lyon xxx');
    expect(safe).not.toContain('Lyon arnaque');
    expect(await suggest('lyon x', 'off')).toContain('Lyon xxx');
  });
});

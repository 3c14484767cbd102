// Wikimedia's APIs take no safe-search setting; with safe search on, an adult query asks them nothing
// and a result titled with an adult term is left out. Against the local stand-in answering recorded formats.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../../server/platform/cache/cache';
import { createCommonsProvider } from '../../../server/search/results/providers/commons';
import { createWikipediaProvider } from '../../../server/search/results/providers/wikipedia';
import { createWikimediaClient } from '../../../server/search/results/wikimedia/client';
import { providerQuery } from '../../fixtures/providers/query';
import { startWikimediaServer, type WikimediaServer } from '../../fixtures/providers/wikimedia/server';

const client = () =>
  createWikimediaClient({
    userAgent: 'PortailRecherche/test (tests)',
    cache: createMemoryCache(),
    cacheTtlMs: 0,
  });

describe('safe search on the keyless sources', () => {
  let server: WikimediaServer;
  beforeAll(async () => (server = await startWikimediaServer()));
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.answer('commons', { file: 'commons-search.json' });
  });
  const wikipedia = () =>
    createWikipediaProvider({ apiUrl: server.apiUrl, client: client(), timeoutMs: 2000 });
  const commons = () => createCommonsProvider({ apiUrl: server.apiUrl, client: client(), timeoutMs: 2000 });

  it('asks Wikipedia and Commons nothing for an adult query with safe search on', async () => {
    expect(await wikipedia().search(providerQuery({ q: 'video porn', safe: true }))).toEqual({
      results: [],
      hasMore: false,
    });
    expect((await commons().search(providerQuery({ q: 'sexe', tab: 'images', safe: true }))).results).toEqual(
      [],
    );
    expect(server.requests).toHaveLength(0);
  });

  it('asks them with safe search off', async () => {
    await commons().search(providerQuery({ q: 'sexe', tab: 'images', safe: false }));
    expect(server.calls('commons')).toHaveLength(1);
  });

  it('leaves out an image titled with an adult term when safe search is on, keeps it when off', async () => {
    const recorded = readFileSync(
      new URL('../../fixtures/providers/wikimedia/commons-search.json', import.meta.url),
      'utf8',
    );
    server.answer('commons', {
      status: 200,
      body: recorded.replaceAll('Eiffel tower from trocadero', 'Eiffel tower porn'),
    });
    const titles = async (safe: boolean) =>
      (await commons().search(providerQuery({ q: 'tour eiffel', tab: 'images', safe }))).results.map(
        (r) => r.title,
      );
    expect(await titles(true)).not.toContainEqual(expect.stringMatching(/porn/));
    expect(await titles(false)).toContainEqual(expect.stringMatching(/porn/));
  });
});

import { describe, expect, it } from 'vitest';
import { searchRequestSchema } from '../../../common/search';
import { createMemoryCache } from '../../../server/platform/cache/cache';
import { AppError } from '../../../server/platform/http/errors';
import {
  ProviderError,
  type ProviderPage,
  type SearchProvider,
} from '../../../server/search/results/provider';
import { createSearchService } from '../../../server/search/results/service';

const request = searchRequestSchema.parse({ q: 'lyon' });
const page: ProviderPage = {
  results: [{ kind: 'web', title: 'Lyon', url: 'https://lyon.fr/', displayUrl: 'lyon.fr', snippet: 'Ville' }],
  hasMore: false,
};

/** A provider of the test's own that counts its calls and answers as told. */
function provider(name: string, answer: () => Promise<ProviderPage>): SearchProvider & { calls: number } {
  return {
    name,
    honours: { sortByDate: false, language: false, time: false },
    tabs: ['web', 'images'],
    calls: 0,
    search() {
      this.calls++;
      return answer();
    },
  };
}

const options = { cache: createMemoryCache(), timeoutMs: 100, cacheTtlMs: 60_000 };

describe('the search service', () => {
  it('answers from the first provider and caches the page', async () => {
    const first = provider('first', async () => page);
    const service = createSearchService({ ...options, cache: createMemoryCache(), providers: [first] });
    const one = await service.search(request);
    const two = await service.search({ ...request, q: 'LYON' });
    expect(one).toMatchObject({ provider: 'first', results: page.results, page: 1 });
    expect(two.results).toEqual(page.results);
    expect(first.calls).toBe(1);
  });

  it('falls back to the next provider when one fails', async () => {
    const failing = provider('searxng', async () => {
      throw new ProviderError('searxng', 'http', '503');
    });
    const local = provider('local', async () => page);
    const service = createSearchService({
      ...options,
      cache: createMemoryCache(),
      providers: [failing, local],
    });
    expect((await service.search(request)).provider).toBe('local');
  });

  it('cuts a provider that ignores the deadline and answers 504 in French', async () => {
    const hung = provider('brave', () => new Promise<ProviderPage>(() => {}));
    const service = createSearchService({ ...options, cache: createMemoryCache(), providers: [hung] });
    const started = Date.now();
    const error = await service.search(request).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 504, message: expect.stringMatching(/trop de temps/) });
  });

  it('answers 502 in French when every provider fails', async () => {
    const failing = provider('google', async () => {
      throw new ProviderError('google', 'format', 'no items');
    });
    const service = createSearchService({ ...options, cache: createMemoryCache(), providers: [failing] });
    await expect(service.search(request)).rejects.toMatchObject({
      statusCode: 502,
      message: 'Le service de recherche est momentanément indisponible. Réessayez dans un instant.',
    });
  });
});

// The Brave Search API: web and image search, a subscription token in a header.
import { z } from '../../../../common/zod';
import { PAGE_SIZE, type ProviderPage, type ProviderQuery, type SearchProvider } from '../provider';
import { textOfHtml } from './html';
import { fetchJson } from './http';
import { PORTAL_LANGUAGE, regionOf } from './regions';
import { imageResult, isResult, webResult } from './results';

export type BraveOptions = { apiKey: string; baseUrl?: string; timeoutMs: number };

/** Brave's web `offset` counts pages of `count` and stops at 9. */
const WEB_MAX_PAGE = 10;
/** Image search has no offset: page n asks for the first n pages at once, up to Brave's 200. */
const IMAGES_MAX_COUNT = 200;

const size = z.number().nullish();

const webSchema = z.object({
  query: z.object({ more_results_available: z.boolean().optional() }).optional(),
  // Absent when nothing matched.
  web: z
    .object({
      results: z.array(z.object({ title: z.string(), url: z.string(), description: z.string().default('') })),
    })
    .optional(),
});

const imagesSchema = z.object({
  results: z.array(
    z.object({
      title: z.string().default(''),
      url: z.string(),
      source: z.string().optional(),
      thumbnail: z.object({ src: z.string().optional() }).optional(),
      properties: z.object({ url: z.string().optional(), width: size, height: size }).optional(),
    }),
  ),
});

export function createBraveProvider({
  apiKey,
  baseUrl = 'https://api.search.brave.com/res/v1',
  timeoutMs,
}: BraveOptions): SearchProvider {
  const name = 'brave';
  const root = baseUrl.replace(/\/$/, '');
  const headers = { 'X-Subscription-Token': apiKey, Accept: 'application/json' };
  const call = <S extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    schema: S,
    signal: AbortSignal,
  ) => {
    return fetchJson({
      provider: name,
      url: new URL(`${root}${path}`),
      params,
      schema,
      signal,
      timeoutMs,
      headers,
    });
  };

  async function searchWeb(query: ProviderQuery): Promise<ProviderPage> {
    if (query.page > WEB_MAX_PAGE) return { results: [], hasMore: false };
    const params = { ...commonParams(query), count: String(PAGE_SIZE), offset: String(query.page - 1) };
    const answer = await call('/web/search', params, webSchema, query.signal);
    const results = (answer.web?.results ?? [])
      .map((item) => webResult({ title: item.title, url: item.url, snippet: textOfHtml(item.description) }))
      .filter(isResult)
      .slice(0, PAGE_SIZE);
    const more = answer.query?.more_results_available ?? results.length === PAGE_SIZE;
    return { results, hasMore: more && query.page < WEB_MAX_PAGE };
  }

  async function searchImages(query: ProviderQuery): Promise<ProviderPage> {
    const skip = (query.page - 1) * PAGE_SIZE;
    if (skip >= IMAGES_MAX_COUNT) return { results: [], hasMore: false };
    // One more than the page holds tells whether another page follows.
    const count = Math.min(skip + PAGE_SIZE + 1, IMAGES_MAX_COUNT);
    const answer = await call(
      '/images/search',
      { ...commonParams(query), count: String(count) },
      imagesSchema,
      query.signal,
    );
    const results = answer.results
      .map((item) =>
        imageResult({
          title: item.title,
          url: item.url,
          imageUrl: item.properties?.url,
          thumbnailUrl: item.thumbnail?.src,
          width: item.properties?.width,
          height: item.properties?.height,
          source: item.source,
        }),
      )
      .filter(isResult);
    return { results: results.slice(skip, skip + PAGE_SIZE), hasMore: results.length > skip + PAGE_SIZE };
  }

  return {
    name,
    honours: { sortByDate: false, language: true },
    search: (query) => (query.tab === 'images' ? searchImages(query) : searchWeb(query)),
  };
}

/** Images only know strict and off, so the web uses the same two. `all` is Brave's ALL country. */
function commonParams(query: ProviderQuery): Record<string, string> {
  const region = regionOf(query.lang);
  return {
    q: query.q,
    safesearch: query.safe ? 'strict' : 'off',
    ...(query.lang === 'all' && { country: 'ALL' }),
    ...(query.lang === 'auto' && { search_lang: PORTAL_LANGUAGE }),
    ...(region && { search_lang: region.language, country: region.country }),
  };
}

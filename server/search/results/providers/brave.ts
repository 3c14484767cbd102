// The Brave Search API: web, image, news and video search, a subscription token in a header.
import { z } from '../../../../common/zod';
import { PAGE_SIZE, type ProviderPage, type ProviderQuery, type SearchProvider } from '../provider';
import { textOfHtml } from './html';
import { fetchJson } from './http';
import { PORTAL_LANGUAGE, regionOf } from './regions';
import { SEARCH_PROVIDER_TABS } from '../../../platform/config/providers';
import { imageResult, isResult, newsResult, videoResult, webResult } from './results';

export type BraveOptions = { apiKey: string; baseUrl?: string; timeoutMs: number };

/** Brave's web, news and videos `offset` counts pages of `count` and stops at 9. */
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

const metaUrl = z.object({ hostname: z.string().optional() }).optional();
const thumbnail = z.object({ src: z.string().optional() }).optional();

const newsSchema = z.object({
  query: z.object({ more_results_available: z.boolean().optional() }).optional(),
  results: z.array(
    z.object({
      title: z.string().default(''),
      url: z.string(),
      description: z.string().default(''),
      // When the page was published, ISO 8601 without a zone.
      page_age: z.string().optional(),
      meta_url: metaUrl,
      thumbnail,
    }),
  ),
});

const videosSchema = z.object({
  query: z.object({ more_results_available: z.boolean().optional() }).optional(),
  results: z.array(
    z.object({
      title: z.string().default(''),
      url: z.string(),
      page_age: z.string().optional(),
      meta_url: metaUrl,
      thumbnail,
      video: z
        .object({
          duration: z.string().optional(),
          creator: z.string().optional(),
          publisher: z.string().optional(),
        })
        .optional(),
    }),
  ),
});

/** `freshness`: published in the last day, week, month or year. */
const FRESHNESS = { day: 'pd', week: 'pw', month: 'pm', year: 'py' } as const;
/** Brave's three levels; its images know only strict and off, so a moderate level is strict there. */
const SAFESEARCH = { active: 'strict', moderate: 'moderate', off: 'off' } as const;

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
    const answer = await call('/web/search', pagedParams(query), webSchema, query.signal);
    const results = (answer.web?.results ?? [])
      .map((item) => webResult({ title: item.title, url: item.url, snippet: textOfHtml(item.description) }))
      .filter(isResult)
      .slice(0, PAGE_SIZE);
    const more = answer.query?.more_results_available ?? results.length === PAGE_SIZE;
    return { results, hasMore: more && query.page < WEB_MAX_PAGE };
  }

  /** A list of Brave's (news, videos): up to its pages' bound, each item made a result, the rest said by Brave. */
  async function searchList<Item, Result extends ProviderPage['results'][number]>(
    path: string,
    schema: z.ZodType<ListAnswer<Item>>,
    toResult: (item: Item) => Result | undefined,
    query: ProviderQuery,
  ): Promise<ProviderPage> {
    if (query.page > WEB_MAX_PAGE) return { results: [], hasMore: false };
    const answer = await call(path, pagedParams(query), schema, query.signal);
    const results = answer.results.map(toResult).filter(isResult).slice(0, PAGE_SIZE);
    return { results, hasMore: morePages(answer, results.length, query.page) };
  }

  const searchNews = (query: ProviderQuery) =>
    searchList(
      '/news/search',
      newsSchema,
      (item) =>
        newsResult({
          title: item.title,
          url: item.url,
          source: item.meta_url?.hostname,
          publishedAt: item.page_age,
          snippet: textOfHtml(item.description),
          thumbnailUrl: item.thumbnail?.src,
        }),
      query,
    );

  const searchVideos = (query: ProviderQuery) =>
    searchList(
      '/videos/search',
      videosSchema,
      (item) =>
        videoResult({
          title: item.title,
          url: item.url,
          thumbnailUrl: item.thumbnail?.src,
          duration: item.video?.duration,
          publisher: item.video?.creator || item.video?.publisher || item.meta_url?.hostname,
          publishedAt: item.page_age,
        }),
      query,
    );

  async function searchImages(query: ProviderQuery): Promise<ProviderPage> {
    const skip = (query.page - 1) * PAGE_SIZE;
    if (skip >= IMAGES_MAX_COUNT) return { results: [], hasMore: false };
    // One more than the page holds tells whether another page follows.
    const count = Math.min(skip + PAGE_SIZE + 1, IMAGES_MAX_COUNT);
    const answer = await call(
      '/images/search',
      { ...commonParams(query), safesearch: query.safe ? 'strict' : 'off', count: String(count) },
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

  const byTab = { web: searchWeb, images: searchImages, news: searchNews, videos: searchVideos };
  return {
    name,
    // `freshness` on the web, news and videos; no sort by date.
    honours: { sortByDate: false, language: true, time: true },
    tabs: SEARCH_PROVIDER_TABS.brave,
    search: (query) => byTab[query.tab](query),
  };
}

/** One page of `PAGE_SIZE` (web, news, videos), the time filter where asked. */
function pagedParams(query: ProviderQuery): Record<string, string> {
  return {
    ...commonParams(query),
    count: String(PAGE_SIZE),
    offset: String(query.page - 1),
    ...(query.time && { freshness: FRESHNESS[query.time] }),
  };
}

/** A news or videos answer: its items, and whether Brave holds more. */
type ListAnswer<Item> = { query?: { more_results_available?: boolean }; results: Item[] };

function morePages(answer: Omit<ListAnswer<unknown>, 'results'>, count: number, page: number): boolean {
  return (answer.query?.more_results_available ?? count === PAGE_SIZE) && page < WEB_MAX_PAGE;
}

/** The query, the safe-search level and the country. `all` is Brave's ALL country. */
function commonParams(query: ProviderQuery): Record<string, string> {
  const region = regionOf(query.lang);
  return {
    q: query.q,
    safesearch: SAFESEARCH[query.safeSearch],
    ...(query.lang === 'all' && { country: 'ALL' }),
    ...(query.lang === 'auto' && { search_lang: PORTAL_LANGUAGE }),
    ...(region && { search_lang: region.language, country: region.country }),
  };
}

// Google's Custom Search JSON API (Programmable Search): an API key and the engine id (cx).
import { z } from '../../../../common/zod';
import type { SearchResult } from '../../../../common/search';
import { PAGE_SIZE, type ProviderPage, type ProviderQuery, type SearchProvider } from '../provider';
import { plainText, textOfHtml } from './html';
import { SEARCH_PROVIDER_TABS } from '../../../platform/config/providers';
import { fetchJson } from './http';
import { PORTAL_LANGUAGE, regionOf } from './regions';
import { imageResult, isResult, webResult } from './results';

export type GoogleOptions = { apiKey: string; engineId: string; baseUrl?: string; timeoutMs: number };

/** `dateRestrict`: the last day, week, month or year. */
const DATE_RESTRICT = { day: 'd1', week: 'w1', month: 'm1', year: 'y1' } as const;

/** The API serves the first 100 results only: `start` + `num` may not pass 101. */
const MAX_PAGE = 100 / PAGE_SIZE;

const answerSchema = z.object({
  // Absent when nothing matched.
  items: z
    .array(
      z.object({
        title: z.string().default(''),
        link: z.string(),
        displayLink: z.string().optional(),
        snippet: z.string().optional(),
        htmlSnippet: z.string().optional(),
        image: z
          .object({
            contextLink: z.string().optional(),
            thumbnailLink: z.string().optional(),
            width: z.number().optional(),
            height: z.number().optional(),
          })
          .optional(),
      }),
    )
    .default([]),
  queries: z.object({ nextPage: z.array(z.unknown()).optional() }).optional(),
});
type GoogleItem = z.output<typeof answerSchema>['items'][number];

export function createGoogleProvider({
  apiKey,
  engineId,
  baseUrl = 'https://www.googleapis.com/customsearch/v1',
  timeoutMs,
}: GoogleOptions): SearchProvider {
  const name = 'google';
  return {
    name,
    honours: { sortByDate: true, language: true, time: true },
    tabs: SEARCH_PROVIDER_TABS.google,
    async search(query: ProviderQuery): Promise<ProviderPage> {
      if (query.page > MAX_PAGE) return { results: [], hasMore: false };
      const answer = await fetchJson({
        provider: name,
        url: new URL(baseUrl),
        params: { key: apiKey, cx: engineId, ...googleParams(query) },
        schema: answerSchema,
        signal: query.signal,
        timeoutMs,
      });
      const results = answer.items.map((item) => toResult(item, query.tab)).filter(isResult);
      return {
        results: results.slice(0, PAGE_SIZE),
        hasMore: Boolean(answer.queries?.nextPage?.length) && query.page < MAX_PAGE,
      };
    },
  };
}

function googleParams(query: ProviderQuery): Record<string, string> {
  const region = regionOf(query.lang);
  return {
    q: query.q,
    start: String((query.page - 1) * PAGE_SIZE + 1),
    num: String(PAGE_SIZE),
    // The API knows only `active` and `off`: a moderate level filters, as strict does.
    safe: query.safe ? 'active' : 'off',
    ...(query.time && { dateRestrict: DATE_RESTRICT[query.time] }),
    ...(query.tab === 'images' && { searchType: 'image' }),
    ...(query.sort === 'date' && { sort: 'date' }),
    ...(query.lang === 'auto' && { lr: `lang_${PORTAL_LANGUAGE}` }),
    // Google's country codes are ours (`uk` included).
    ...(region && { lr: `lang_${region.language}`, gl: query.lang }),
  };
}

function toResult(item: GoogleItem, tab: ProviderQuery['tab']): SearchResult | undefined {
  if (tab === 'images')
    return imageResult({
      title: item.title,
      url: item.image?.contextLink,
      imageUrl: item.link,
      thumbnailUrl: item.image?.thumbnailLink,
      width: item.image?.width,
      height: item.image?.height,
      source: item.displayLink,
    });
  const snippet =
    item.htmlSnippet === undefined ? plainText(item.snippet ?? '') : textOfHtml(item.htmlSnippet);
  return webResult({ title: item.title, url: item.link, snippet });
}

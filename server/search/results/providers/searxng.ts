// A self-hosted SearXNG instance through its JSON API (`format: json` enabled in its settings.yml).
import { z } from '../../../../common/zod';
import type { SearchResult } from '../../../../common/search';
import { ProviderError, type ProviderPage, type ProviderQuery, type SearchProvider } from '../provider';
import { plainText } from './html';
import { fetchJson } from './http';
import { regionOf } from './regions';
import { SEARCH_PROVIDER_TABS } from '../../../platform/config/providers';
import { imageResult, isResult, newsResult, videoResult, webResult } from './results';

export type SearxngOptions = { baseUrl: string; timeoutMs: number };

const text = z.string().nullish();

const answerSchema = z.object({
  results: z.array(
    z.object({
      title: z.string().default(''),
      url: text,
      content: text,
      img_src: text,
      thumbnail: text,
      thumbnail_src: text,
      // News and videos: ISO 8601 without a zone, or null.
      publishedDate: text,
      author: text,
      // Where a news engine names the outlet.
      metadata: text,
      // A video's length: "3:45", "0:03:45", or seconds.
      length: z.union([z.string(), z.number()]).nullish(),
    }),
  ),
  // `[[engine, error], …]`: engines that failed this time.
  unresponsive_engines: z.array(z.array(z.unknown())).default([]),
});
type SearxngAnswer = z.output<typeof answerSchema>;

export function createSearxngProvider({ baseUrl, timeoutMs }: SearxngOptions): SearchProvider {
  const name = 'searxng';
  return {
    name,
    // SearXNG's engines have no common sort by date; its `language` and `time_range` are honoured.
    honours: { sortByDate: false, language: true, time: true },
    tabs: SEARCH_PROVIDER_TABS.searxng,
    async search(query: ProviderQuery): Promise<ProviderPage> {
      const answer = await fetchJson({
        provider: name,
        url: new URL(`${baseUrl.replace(/\/$/, '')}/search`),
        params: {
          q: query.q,
          format: 'json',
          categories: CATEGORY[query.tab],
          pageno: String(query.page),
          safesearch: SAFESEARCH[query.safeSearch],
          language: searxngLanguage(query.lang),
          ...(query.time && { time_range: query.time }),
        },
        schema: answerSchema,
        signal: query.signal,
        timeoutMs,
      });
      // Nothing at all while engines failed is an outage, not an answer: the next provider may do better.
      if (answer.results.length === 0 && answer.unresponsive_engines.length > 0)
        throw new ProviderError(name, 'http', `no engine answered (${failedEngines(answer)})`);
      // SearXNG gives no total (number_of_results is 0 or gone), and its pages are not of PAGE_SIZE:
      // a page with results is the only sign that the next one may have some.
      return { results: toResults(answer, query.tab), hasMore: answer.results.length > 0 };
    },
  };
}

/** The category each tab asks; SearXNG's own names for the time ranges are ours (day, week, month, year). */
const CATEGORY = { web: 'general', images: 'images', news: 'news', videos: 'videos' } as const;
/** SearXNG's safe search: 2 strict, 1 moderate, 0 off. */
const SAFESEARCH = { active: '2', moderate: '1', off: '0' } as const;

/** `auto` lets SearXNG detect the query's language; a country becomes its locale (en-GB, fr-CA), or fr, de… */
export function searxngLanguage(lang: string): string {
  const region = regionOf(lang);
  if (!region) return lang;
  return region.language.toUpperCase() === region.country
    ? region.language
    : `${region.language}-${region.country}`;
}

function toResults({ results }: SearxngAnswer, tab: ProviderQuery['tab']): SearchResult[] {
  if (tab === 'news')
    return results
      .map((item) =>
        newsResult({
          title: item.title,
          url: item.url,
          source: item.metadata || item.author,
          publishedAt: item.publishedDate,
          snippet: plainText(item.content ?? ''),
          thumbnailUrl: item.thumbnail || item.img_src,
        }),
      )
      .filter(isResult);
  if (tab === 'videos')
    return results
      .map((item) =>
        videoResult({
          title: item.title,
          url: item.url,
          thumbnailUrl: item.thumbnail || item.img_src,
          duration: item.length,
          publisher: item.author,
          publishedAt: item.publishedDate,
        }),
      )
      .filter(isResult);
  if (tab === 'images')
    return results
      .map((item) =>
        imageResult({
          title: item.title,
          url: item.url,
          imageUrl: item.img_src,
          thumbnailUrl: item.thumbnail || item.thumbnail_src || item.img_src,
        }),
      )
      .filter(isResult);
  return results
    .map((item) => webResult({ title: item.title, url: item.url, snippet: plainText(item.content ?? '') }))
    .filter(isResult);
}

function failedEngines({ unresponsive_engines }: SearxngAnswer): string {
  return unresponsive_engines.map((engine) => engine.map(String).join(': ')).join(', ');
}

// French Wikipedia as a search provider, keyless: its full-text search (MediaWiki `list=search`, snippet and
// lead images), and Wikimedia Commons on the images tab.
import type { SearchResult, WebResult } from '../../../../common/search';
import { z } from '../../../../common/zod';
import { keptByOperators, parseSearchOperators, wantedText } from '../../../../common/searchOperators';
import type { WikimediaClient } from '../wikimedia/client';
import { mediaWikiAnswer } from '../wikimedia/mediawiki';
import { SEARCH_PROVIDER_TABS } from '../../../platform/config/providers';
import type { KeylessProvider } from '../blend';
import { PAGE_SIZE, type ProviderPage, type ProviderQuery, type SearchProvider } from '../provider';
import { textOfHtml } from './html';
import { isResult, webResult } from './results';
import { safeResults, unsafeToAsk } from './wikimediaSafety';
import { WIKIPEDIA_CREDIT, articleUrl } from './wikimediaCredits';

export type WikipediaOptions = {
  apiUrl: string;
  client: WikimediaClient;
  timeoutMs: number;
  /** What answers the images tab (Wikimedia Commons); without it, no images. */
  images?: SearchProvider;
};

/** Width of the lead images beside the results, in pixels. */
const THUMBNAIL_WIDTH = 120;

const searchSchema = mediaWikiAnswer(
  z.object({
    search: z.array(z.object({ pageid: z.number(), title: z.string(), snippet: z.string().default('') })),
  }),
  z.object({ sroffset: z.number() }).loose(),
);

const pagesSchema = mediaWikiAnswer(
  z.object({
    pages: z.array(
      z.object({
        pageid: z.number().optional(),
        fullurl: z.string().optional(),
        thumbnail: z.object({ source: z.string(), width: z.number(), height: z.number() }).optional(),
      }),
    ),
  }),
  z.unknown(),
);
type PageInfo = NonNullable<z.output<typeof pagesSchema>['query']>['pages'][number];

export function createWikipediaProvider({
  apiUrl,
  client,
  timeoutMs,
  images,
}: WikipediaOptions): KeylessProvider {
  const source = 'wikipedia';
  const url = new URL(apiUrl);
  return {
    name: source,
    // French Wikipedia only, in its own relevance order (no sort by last edit).
    honours: { sortByDate: false, language: false, time: false },
    tabs: SEARCH_PROVIDER_TABS.wikipedia,
    sourceOf: (tab) => (tab === 'images' ? 'commons' : source),
    available: (tab) => client.available(tab === 'images' ? 'commons' : source),
    async search(query: ProviderQuery): Promise<ProviderPage> {
      if (query.tab === 'images') return images ? images.search(query) : { results: [], hasMore: false };
      if (unsafeToAsk(query)) return { results: [], hasMore: false };
      // Wikipedia is asked the words alone; what else the query says is checked on what each result shows.
      const operators = parseSearchOperators(query.q);
      const words = wantedText(operators);
      if (words.trim() === '') return { results: [], hasMore: false };
      const { signal } = query;
      const found = await client.getJson({
        source,
        url,
        params: {
          action: 'query',
          list: 'search',
          srsearch: words,
          srlimit: String(PAGE_SIZE),
          sroffset: String((query.page - 1) * PAGE_SIZE),
          srprop: 'snippet',
          format: 'json',
          formatversion: '2',
          utf8: '1',
        },
        schema: searchSchema,
        signal,
        timeoutMs,
      });
      const hits = found.query?.search ?? [];
      const pages =
        hits.length > 0
          ? await pageInfos(
              hits.map((hit) => hit.pageid),
              signal,
            )
          : new Map();
      const results: SearchResult[] = hits
        .map((hit) => withPage(hit, pages.get(hit.pageid)))
        .filter(isResult);
      const kept = results.filter((r) =>
        keptByOperators({ title: r.title, url: r.url, text: r.kind === 'web' ? r.snippet : '' }, operators),
      );
      return { results: safeResults(kept, query.safe), hasMore: found.continue !== undefined };
    },
  };

  /** The articles' addresses and lead images in one call; without them the results still stand. */
  async function pageInfos(ids: number[], signal: AbortSignal): Promise<Map<number, PageInfo>> {
    const answer = await client
      .getJson({
        source,
        url,
        params: {
          action: 'query',
          pageids: ids.join('|'),
          prop: 'info|pageimages',
          inprop: 'url',
          piprop: 'thumbnail',
          pithumbsize: String(THUMBNAIL_WIDTH),
          pilimit: String(ids.length),
          format: 'json',
          formatversion: '2',
        },
        schema: pagesSchema,
        signal,
        timeoutMs,
      })
      .catch(() => undefined);
    return new Map((answer?.query?.pages ?? []).map((page) => [page.pageid ?? 0, page]));
  }

  function withPage(
    hit: { title: string; snippet: string },
    page: PageInfo | undefined,
  ): WebResult | undefined {
    const result = webResult({
      title: hit.title,
      url: page?.fullurl ?? articleUrl(apiUrl, hit.title),
      // The snippet marks the words found with <span class="searchmatch">: the page highlights them itself.
      snippet: textOfHtml(hit.snippet),
    });
    if (!result) return undefined;
    const thumbnail = page?.thumbnail;
    return {
      ...result,
      ...(thumbnail &&
        /^https?:\/\//.test(thumbnail.source) && {
          thumbnail: { url: thumbnail.source, width: thumbnail.width, height: thumbnail.height },
        }),
      credit: WIKIPEDIA_CREDIT,
    };
  }
}

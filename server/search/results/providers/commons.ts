// Wikimedia Commons for the images tab, keyless: a search of its files (namespace 6) with their image info –
// address, size, type, a thumbnail of our width, and the licence each file names.
import type { ImageResult } from '../../../../common/search';
import { z } from '../../../../common/zod';
import type { WikimediaClient } from '../wikimedia/client';
import { mediaWikiAnswer } from '../wikimedia/mediawiki';
import { PAGE_SIZE, type ProviderPage, type ProviderQuery, type SearchProvider } from '../provider';
import { textOfHtml } from './html';
import { imageResult } from './results';
import { safeResults, unsafeToAsk } from './wikimediaSafety';
import { commonsCredit } from './wikimediaCredits';

export type CommonsOptions = { apiUrl: string; client: WikimediaClient; timeoutMs: number };

/** Width of the thumbnails Commons renders for the grid, in pixels. */
const THUMBNAIL_WIDTH = 320;

const metadata = z.object({ value: z.unknown() }).optional();

const answerSchema = mediaWikiAnswer(
  z.object({
    pages: z.array(
      z.object({
        title: z.string(),
        index: z.number().optional(),
        imageinfo: z
          .array(
            z.object({
              url: z.string(),
              descriptionurl: z.string(),
              thumburl: z.string().optional(),
              thumbwidth: z.number().optional(),
              thumbheight: z.number().optional(),
              mime: z.string().default(''),
              extmetadata: z
                .object({ LicenseShortName: metadata, LicenseUrl: metadata, ObjectName: metadata })
                .loose()
                .optional(),
            }),
          )
          .optional(),
      }),
    ),
  }),
  z.object({ gsroffset: z.number() }).loose(),
);
type CommonsPage = NonNullable<z.output<typeof answerSchema>['query']>['pages'][number];

export function createCommonsProvider({ apiUrl, client, timeoutMs }: CommonsOptions): SearchProvider {
  const source = 'commons';
  const url = new URL(apiUrl);
  return {
    name: source,
    honours: { sortByDate: false, language: false, time: false },
    tabs: ['images'],
    async search(query: ProviderQuery): Promise<ProviderPage> {
      if (unsafeToAsk(query)) return { results: [], hasMore: false };
      const answer = await client.getJson({
        source,
        url,
        params: {
          action: 'query',
          generator: 'search',
          gsrsearch: query.q,
          gsrnamespace: '6',
          gsrlimit: String(PAGE_SIZE),
          gsroffset: String((query.page - 1) * PAGE_SIZE),
          prop: 'imageinfo',
          iiprop: 'url|size|mime|extmetadata',
          iiextmetadatafilter: 'LicenseShortName|LicenseUrl|ObjectName',
          iiurlwidth: String(THUMBNAIL_WIDTH),
          format: 'json',
          formatversion: '2',
        },
        schema: answerSchema,
        signal: query.signal,
        timeoutMs,
      });
      // A generator's pages come in no order: `index` is the search's rank.
      const pages = [...(answer.query?.pages ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
      const results = pages.map(toImage).filter((image): image is ImageResult => image !== undefined);
      return { results: safeResults(results, query.safe), hasMore: answer.continue !== undefined };
    },
  };
}

function toImage(page: CommonsPage): ImageResult | undefined {
  const info = page.imageinfo?.[0];
  // PDFs, videos and sounds live in the same namespace: only images go in the grid.
  if (!info || !info.mime.startsWith('image/')) return undefined;
  const meta = info.extmetadata;
  const image = imageResult({
    title: textOf(meta?.ObjectName?.value) || fileTitle(page.title),
    url: info.descriptionurl,
    imageUrl: info.url,
    thumbnailUrl: info.thumburl,
    width: info.thumburl ? info.thumbwidth : undefined,
    height: info.thumburl ? info.thumbheight : undefined,
    source: 'Wikimedia Commons',
  });
  if (!image) return undefined;
  const licenceUrl = textOf(meta?.LicenseUrl?.value);
  return {
    ...image,
    credit: commonsCredit(
      textOf(meta?.LicenseShortName?.value),
      /^https?:\/\//.test(licenceUrl) ? licenceUrl : undefined,
      image.url,
    ),
  };
}

/** `File:Tour Eiffel, Paris.jpg` → `Tour Eiffel, Paris`. */
function fileTitle(title: string): string {
  return title.replace(/^[^:]+:/, '').replace(/\.[a-z0-9]{2,5}$/i, '');
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? textOfHtml(value) : '';
}

// GET /api/search – our own call: the query, the tab and its filters, one page of results.
import { instantAnswerSchema } from './answers';
import {
  QUERY_MAX_LENGTH,
  RESULTS_PER_PAGE,
  SAFE_SEARCH_DEFAULT,
  SAFE_SEARCH_LEVELS,
  SEARCH_TABS,
} from './constants';
import { FIELD_MESSAGES, SEARCH_MESSAGES } from './messages';
import { z } from './zod';

export { SAFE_SEARCH_LEVELS, SEARCH_TABS };
export type SearchTab = (typeof SEARCH_TABS)[number];

/** How recent the results must be; no value: any date. */
export const SEARCH_TIMES = ['day', 'week', 'month', 'year'] as const;
export type SearchTime = (typeof SEARCH_TIMES)[number];

/** Trimmed, never blank, cut to the spec's 500 characters. */
export const searchQueryText = z
  .string()
  .trim()
  .min(1, SEARCH_MESSAGES.emptyQuery)
  .transform((q) => q.slice(0, QUERY_MAX_LENGTH));

/** `auto` and `all` or a country code (fr, us, uk, de, es, it, ca…). */
export const languageFilter = z
  .string()
  .regex(/^(auto|all|[a-z]{2})$/, FIELD_MESSAGES.languageFilter)
  .default('auto');

/** A call without it gets the spec's default. */
export const safeSearchParam = z.enum(SAFE_SEARCH_LEVELS).default(SAFE_SEARCH_DEFAULT);
export type SafeSearch = z.infer<typeof safeSearchParam>;

/** The spec's boolean (safesearch_enabled) of a level: only `off` lets adult results through where a source has
 * no middle level. */
export const filtersAdult = (level: SafeSearch): boolean => level !== 'off';

/** FEATURE_SAFE_SEARCH=false: nobody chooses, every call gets the default (a hidden switch cannot turn filtering off). */
export const safeSearchFor = (requested: SafeSearch, featureOn: boolean): SafeSearch =>
  featureOn ? requested : SAFE_SEARCH_DEFAULT;

export const searchRequestSchema = z.object({
  q: searchQueryText,
  tab: z.enum(SEARCH_TABS).default('web'),
  lang: languageFilter,
  safesearch: safeSearchParam,
  sort: z.enum(['relevance', 'date']).default('relevance'),
  time: z.enum(SEARCH_TIMES).optional(),
  page: z.coerce.number().int().min(1).max(50).default(1),
  /** Results per page (the person's setting): `page` counts pages of this size. */
  num: z.coerce
    .number()
    .refine((n) => (RESULTS_PER_PAGE as readonly number[]).includes(n), FIELD_MESSAGES.resultsPerPage)
    .default(RESULTS_PER_PAGE[0]),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** Where a result comes from and under which licence, when the page must say it (Wikipedia, Wikimedia Commons). */
export const resultCreditSchema = z.object({
  name: z.string().min(1),
  licence: z.string().min(1),
  /** The licence's text (or the file's page when the licence names no URL). */
  url: z.string().optional(),
});
export type ResultCredit = z.infer<typeof resultCreditSchema>;

export const webResultSchema = z.object({
  kind: z.literal('web'),
  title: z.string(),
  url: z.string(),
  displayUrl: z.string(),
  snippet: z.string(),
  /** A small image of the page (Wikipedia's lead image). */
  thumbnail: z
    .object({ url: z.string(), width: z.number().int().positive(), height: z.number().int().positive() })
    .optional(),
  credit: resultCreditSchema.optional(),
});
export type WebResult = z.infer<typeof webResultSchema>;

export const imageResultSchema = z.object({
  kind: z.literal('image'),
  title: z.string(),
  /** The page the image stands on. */
  url: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  source: z.string(),
  credit: resultCreditSchema.optional(),
});
export type ImageResult = z.infer<typeof imageResultSchema>;

/** A news article (news tab): its outlet and, when the source gives it, its date of publication. */
export const newsResultSchema = z.object({
  kind: z.literal('news'),
  title: z.string(),
  url: z.string(),
  /** The outlet or its host name. */
  source: z.string(),
  publishedAt: z.iso.datetime({ offset: true }).optional(),
  snippet: z.string(),
  thumbnailUrl: z.string().optional(),
});
export type NewsResult = z.infer<typeof newsResultSchema>;

/** A video (videos tab): the page that plays it, its still and, when known, its length in seconds. */
export const videoResultSchema = z.object({
  kind: z.literal('video'),
  title: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  durationS: z.number().int().nonnegative().optional(),
  /** The channel, author or site. */
  publisher: z.string(),
  publishedAt: z.iso.datetime({ offset: true }).optional(),
});
export type VideoResult = z.infer<typeof videoResultSchema>;

export const searchResultSchema = z.discriminatedUnion('kind', [
  webResultSchema,
  imageResultSchema,
  newsResultSchema,
  videoResultSchema,
]);
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchAnswerSchema = z.object({
  results: z.array(searchResultSchema),
  page: z.number().int().min(1),
  hasMore: z.boolean(),
  provider: z.string(),
  /** Which filters the answering provider applies (sort by date, language, time): the page shows only those. */
  honours: z.object({ sortByDate: z.boolean(), language: z.boolean(), time: z.boolean() }),
  /** Sources that did not answer this page (`wikipedia`, `commons`, `searxng`…): its results are limited. */
  limited: z.object({ missing: z.array(z.string()).min(1) }).nullable(),
  /** No page holds every word as typed: the results are those of this spelling (« Essayez avec : tour eiffel »). */
  correctedQuery: z.string().optional(),
  /** Found as typed, but people search this spelling, a letter away (« Essayez avec : Marseille »). */
  suggestedQuery: z.string().optional(),
  /** How many results of this page the person's own settings hid (« Votre web »); absent when none. */
  hidden: z.number().int().positive().optional(),
  /** Served from the cache: `tookMs` is then the cache's time, not the sources'. */
  cached: z.boolean(),
  /** The instant answer above the results (page 1 of the web tab), or none. */
  answer: instantAnswerSchema.nullable(),
  tookMs: z.number().int().nonnegative(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
export type SearchLimits = NonNullable<SearchAnswer['limited']>;

export { SOURCE_LABELS } from './searchSources';

/** GET /api/suggest?q – up to 4 completions of what is being typed. */
export const suggestRequestSchema = z.object({
  q: z.string().trim().max(QUERY_MAX_LENGTH),
  safesearch: safeSearchParam,
});
export const suggestAnswerSchema = z.object({ suggestions: z.array(z.string()).max(4) });
export type SuggestAnswer = z.infer<typeof suggestAnswerSchema>;

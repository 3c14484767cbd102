// Autocompletion from a remote service: Google, DuckDuckGo or a SearXNG instance.
// None of these endpoints takes a safe-search setting; the portal's own filters apply after.
import { z } from '../../../../common/zod';
import type { SuggestProvider } from '../provider';
import { plainText } from '../../results/providers/html';
import { fetchJson } from '../../results/providers/http';

export type RemoteSuggestOptions = { baseUrl?: string; timeoutMs?: number };

/** `[query, [completions…], …]`: the OpenSearch suggestion form; only its first two elements are relied on. */
const openSearchSchema = z.tuple([z.string(), z.array(z.string())], z.unknown());
const phrasesSchema = z.array(z.object({ phrase: z.string() }));
/** SearXNG answers a bare list to an XMLHttpRequest, the OpenSearch form otherwise. */
const searxngSchema = z.union([z.array(z.string()), openSearchSchema]);
const duckDuckGoSchema = z.union([phrasesSchema, openSearchSchema]);

type Completions<S extends z.ZodType> = {
  name: string;
  url: (q: string) => URL;
  schema: S;
  completions: (answer: z.output<S>) => string[];
  timeoutMs?: number;
};

function remoteSuggest<S extends z.ZodType>({
  name,
  url,
  schema,
  completions,
  timeoutMs,
}: Completions<S>): SuggestProvider {
  return {
    name,
    async suggest(q, { limit, signal }) {
      const answer = await fetchJson({ provider: name, url: url(q), schema, signal, timeoutMs });
      return distinct(completions(answer), limit);
    },
  };
}

function withParams(base: string, params: Record<string, string>): URL {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
}

/** Trimmed, blank ones dropped, each once whatever its case, at most `limit`. */
export function distinct(completions: string[], limit: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const completion of completions) {
    const text = plainText(completion);
    const key = text.toLocaleLowerCase('fr');
    if (!text || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
    if (kept.length >= limit) break;
  }
  return kept;
}

export function createGoogleSuggest({
  baseUrl = 'https://suggestqueries.google.com/complete/search',
  timeoutMs,
}: RemoteSuggestOptions): SuggestProvider {
  return remoteSuggest({
    name: 'google',
    // ie/oe: without them the service may answer French accents in ISO-8859-1.
    url: (q) => withParams(baseUrl, { client: 'firefox', hl: 'fr', ie: 'utf-8', oe: 'utf-8', q }),
    schema: openSearchSchema,
    completions: ([, completions]) => completions,
    timeoutMs,
  });
}

export function createDuckDuckGoSuggest({
  baseUrl = 'https://duckduckgo.com/ac/',
  timeoutMs,
}: RemoteSuggestOptions): SuggestProvider {
  return remoteSuggest({
    name: 'duckduckgo',
    url: (q) => withParams(baseUrl, { q, kl: 'fr-fr' }),
    schema: duckDuckGoSchema,
    completions: (answer) => (isOpenSearch(answer) ? answer[1] : answer.map(({ phrase }) => phrase)),
    timeoutMs,
  });
}

export function createSearxngSuggest({
  baseUrl,
  timeoutMs,
}: RemoteSuggestOptions & { baseUrl: string }): SuggestProvider {
  return remoteSuggest({
    name: 'searxng',
    url: (q) => withParams(`${baseUrl.replace(/\/$/, '')}/autocompleter`, { q }),
    schema: searxngSchema,
    completions: (answer) => (isOpenSearch(answer) ? answer[1] : answer),
    timeoutMs,
  });
}

function isOpenSearch<T>(
  answer: T | z.output<typeof openSearchSchema>,
): answer is z.output<typeof openSearchSchema> {
  return Array.isArray(answer) && typeof answer[0] === 'string' && Array.isArray(answer[1]);
}

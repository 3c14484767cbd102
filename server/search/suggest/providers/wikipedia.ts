// Completions from French Wikipedia's opensearch (article titles), keyless, through the Wikimedia client.
import type { WikimediaClient } from '../../results/wikimedia/client';
import { openSearchAnswer } from '../../results/wikimedia/mediawiki';
import type { SuggestProvider } from '../provider';
import { distinct } from './remote';

export type WikipediaSuggestOptions = { apiUrl: string; client: WikimediaClient; timeoutMs?: number };

export function createWikipediaSuggest({
  apiUrl,
  client,
  timeoutMs,
}: WikipediaSuggestOptions): SuggestProvider {
  const source = 'wikipedia';
  const url = new URL(apiUrl);
  return {
    name: source,
    completesLocal: true,
    async suggest(q, { limit, signal }) {
      const [, titles] = await client.getJson({
        source,
        url,
        params: { action: 'opensearch', search: q, limit: String(limit), namespace: '0', format: 'json' },
        schema: openSearchAnswer,
        signal,
        timeoutMs,
      });
      return distinct(titles, limit);
    },
  };
}

// French Wikipedia as the knowledge source, keyless: the article the query names (opensearch's first title,
// redirects resolved, when it is the query itself) and its REST page summary. The shipped places answer first.
import type { KnowledgeEntity } from '../../../../common/knowledge';
import { foldedWords } from '../../../../common/text';
import { z } from '../../../../common/zod';
import { WIKIPEDIA_CREDIT } from '../../results/providers/wikimediaCredits';
import { httpUrl } from '../../results/providers/results';
import type { WikimediaClient } from '../../results/wikimedia/client';
import { openSearchAnswer } from '../../results/wikimedia/mediawiki';
import type { KnowledgeQuery, KnowledgeSource } from '../source';

export type WikipediaKnowledgeOptions = {
  apiUrl: string;
  client: WikimediaClient;
  /** Asked first: a commune, a department or a country the product ships has a richer card. */
  local?: KnowledgeSource;
};

const summarySchema = z.object({
  type: z.string(),
  title: z.string(),
  description: z.string().optional(),
  extract: z.string().default(''),
  thumbnail: z.object({ source: z.string() }).optional(),
  content_urls: z.object({ desktop: z.object({ page: z.string() }) }).optional(),
  wikibase_item: z.string().optional(),
});

export function createWikipediaKnowledgeSource({
  apiUrl,
  client,
  local,
}: WikipediaKnowledgeOptions): KnowledgeSource {
  const source = 'wikipedia';
  const url = new URL(apiUrl);
  // The REST API of the same wiki: https://fr.wikipedia.org/api/rest_v1/ beside /w/api.php.
  const restUrl = new URL('../api/rest_v1/', url);
  return {
    name: source,
    warm: local?.warm,
    async lookup(query: KnowledgeQuery) {
      const shipped = await local?.lookup(query);
      if (shipped) return shipped;
      // French articles only, and nothing to wait for while the source backs off or the network is gone.
      if (!['auto', 'all', 'fr'].includes(query.lang) || !client.available(source)) return null;
      const title = await namedArticle(query);
      if (!title) return null;
      const summary = await client.getJson({
        source,
        url: new URL(`page/summary/${encodeURIComponent(title.replace(/ /g, '_'))}`, restUrl),
        schema: summarySchema,
        signal: query.signal,
      });
      return summary.type === 'standard' ? toEntity(summary) : null;
    },
  };

  /** The article whose title is the query (a qualifier in brackets aside), or none: a card only for a name. */
  async function namedArticle({ q, signal }: KnowledgeQuery): Promise<string | undefined> {
    const [, titles] = await client.getJson({
      source,
      url,
      params: {
        action: 'opensearch',
        search: q,
        limit: '1',
        namespace: '0',
        redirects: 'resolve',
        format: 'json',
      },
      schema: openSearchAnswer,
      signal,
    });
    const title = titles[0];
    return title && sameName(title.replace(/\s*\([^)]*\)$/, ''), q) ? title : undefined;
  }
}

/** « Tour Eiffel » names « tour eiffel » and « Tour-Eiffel »: case, accents and punctuation aside. */
function sameName(a: string, b: string): boolean {
  return foldedWords(a).join(' ') === foldedWords(b).join(' ');
}

function toEntity(summary: z.output<typeof summarySchema>): KnowledgeEntity | null {
  const page = httpUrl(summary.content_urls?.desktop.page);
  if (!page || !summary.extract) return null;
  const image = httpUrl(summary.thumbnail?.source);
  return {
    name: summary.title,
    type: summary.description ?? '',
    description: summary.extract,
    ...(image && { image: { url: image, alt: summary.title } }),
    facts: [],
    links: [
      { label: 'Wikipédia', url: page },
      ...(summary.wikibase_item
        ? [{ label: 'Wikidata', url: `https://www.wikidata.org/wiki/${summary.wikibase_item}` }]
        : []),
    ],
    source: {
      name: WIKIPEDIA_CREDIT.name,
      url: page,
      licence: { name: WIKIPEDIA_CREDIT.licence, url: WIKIPEDIA_CREDIT.url },
    },
  };
}

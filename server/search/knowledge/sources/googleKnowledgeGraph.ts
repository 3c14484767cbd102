// Google's Knowledge Graph Search API (JSON-LD, schema.org types): its first entity, when its score is sure enough.
import { KNOWLEDGE_GRAPH } from '../../../../common/constants';
import type { KnowledgeEntity } from '../../../../common/knowledge';
import { z } from '../../../../common/zod';
import { plainText } from '../../results/providers/html';
import { fetchJson } from '../../results/providers/http';
import { PORTAL_LANGUAGE } from '../../results/providers/regions';
import { httpUrl } from '../../results/providers/results';
import type { KnowledgeQuery, KnowledgeSource } from '../source';
import { isSureEnough } from '../threshold';
import { typeLabel } from './schemaOrgTypes';

export type GoogleKnowledgeGraphOptions = { apiKey: string; baseUrl: string };

const text = z.string().optional();

const entitySchema = z.object({
  name: text,
  '@type': z.union([z.string(), z.array(z.string())]).default([]),
  description: text,
  image: z.object({ contentUrl: text, url: text }).optional(),
  detailedDescription: z.object({ articleBody: text, url: text, license: text }).optional(),
  url: text,
});
type GraphEntity = z.output<typeof entitySchema>;

const answerSchema = z.object({
  itemListElement: z
    .array(z.object({ result: entitySchema, resultScore: z.number().default(0) }))
    .default([]),
});

const API_DOCS = 'https://developers.google.com/knowledge-graph';

export function createGoogleKnowledgeGraphSource({
  apiKey,
  baseUrl,
}: GoogleKnowledgeGraphOptions): KnowledgeSource {
  const name = 'google-knowledge-graph';
  return {
    name,
    async lookup({ q, signal }: KnowledgeQuery) {
      // The card speaks French whatever the results' language filter.
      const params = {
        query: q,
        key: apiKey,
        limit: String(KNOWLEDGE_GRAPH.limit),
        languages: PORTAL_LANGUAGE,
      };
      const answer = await fetchJson({
        provider: name,
        url: new URL(baseUrl),
        params,
        schema: answerSchema,
        signal,
      });
      // The API ranks its answers: only the first may be the one the query names.
      const first = answer.itemListElement[0];
      if (!first?.result.name) return null;
      const types = [first.result['@type']].flat();
      return isSureEnough(first.resultScore, types) ? toEntity(first.result, types) : null;
    },
  };
}

function toEntity(entity: GraphEntity, types: string[]): KnowledgeEntity {
  const name = plainText(entity.name ?? '');
  const article = entity.detailedDescription;
  const articleUrl = httpUrl(article?.url);
  const image = httpUrl(entity.image?.contentUrl);
  const officialSite = httpUrl(entity.url);
  const licence = httpUrl(article?.license);
  return {
    name,
    type: plainText(entity.description ?? '') || typeLabel(types),
    description: plainText(article?.articleBody ?? ''),
    ...(image && { image: { url: image, alt: name } }),
    facts: [],
    links: [
      ...(officialSite ? [{ label: 'Site officiel', url: officialSite }] : []),
      ...(articleUrl ? [{ label: 'Wikipédia', url: articleUrl }] : []),
    ],
    // The article is Wikipedia's text: it is shown with its attribution and licence.
    source: articleUrl
      ? {
          name: 'Wikipédia',
          url: articleUrl,
          licence: { name: 'CC BY-SA', ...(licence && { url: licence }) },
        }
      : { name: 'Google Knowledge Graph', url: API_DOCS },
  };
}

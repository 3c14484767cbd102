// SearXNG's infoboxes (Wikipedia, Wikidata…): the first one of a general search, when SearXNG is the search provider.
import type { KnowledgeEntity } from '../../../../common/knowledge';
import { z } from '../../../../common/zod';
import { plainText, textOfHtml } from '../../results/providers/html';
import { fetchJson } from '../../results/providers/http';
import { httpUrl, isResult } from '../../results/providers/results';
import { searxngLanguage } from '../../results/providers/searxng';
import type { KnowledgeQuery, KnowledgeSource } from '../source';

export type SearxngInfoboxOptions = { baseUrl: string };

const text = z.string().nullish();

const infoboxSchema = z.object({
  infobox: z.string().default(''),
  id: text,
  content: text,
  img_src: text,
  engine: text,
  urls: z.array(z.object({ title: text, url: text })).default([]),
  // Some attributes carry an image or a map rather than a value: those are left out.
  attributes: z.array(z.object({ label: text, value: z.unknown().optional() })).default([]),
});
type Infobox = z.output<typeof infoboxSchema>;

const answerSchema = z.object({ infoboxes: z.array(infoboxSchema).default([]) });

/** Where a source link goes when the infobox names no page of its own (never our internal SearXNG address). */
const SEARXNG_SITE = 'https://docs.searxng.org/';

const ENGINE_NAMES: Record<string, string> = { wikipedia: 'Wikipédia', wikidata: 'Wikidata' };

/** The licence of the engines whose text an infobox shows. */
const LICENCES: Record<string, { name: string; url: string }> = {
  wikipedia: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/deed.fr' },
  wikidata: { name: 'CC0', url: 'https://creativecommons.org/publicdomain/zero/1.0/deed.fr' },
};

export function createSearxngInfoboxSource({ baseUrl }: SearxngInfoboxOptions): KnowledgeSource {
  const name = 'searxng';
  return {
    name,
    async lookup({ q, lang, safe, signal }: KnowledgeQuery) {
      const url = new URL(`${baseUrl.replace(/\/$/, '')}/search`);
      const params = {
        q,
        format: 'json',
        categories: 'general',
        // SearXNG filters its engines' answers, infoboxes included.
        safesearch: safe ? '2' : '0',
        language: searxngLanguage(lang),
      };
      const answer = await fetchJson({ provider: name, url, params, schema: answerSchema, signal });
      const first = answer.infoboxes.find((box) => plainText(box.infobox) !== '');
      return first ? toEntity(first) : null;
    },
  };
}

function toEntity(box: Infobox): KnowledgeEntity {
  const name = plainText(box.infobox);
  const image = httpUrl(box.img_src);
  const links = box.urls
    .map(({ title, url }) => {
      const href = httpUrl(url);
      return href ? { label: plainText(title ?? '') || new URL(href).host, url: href } : undefined;
    })
    .filter(isResult);
  const page = httpUrl(box.id) ?? links[0]?.url;
  const engine = box.engine ?? '';
  return {
    name,
    type: '',
    description: textOfHtml(box.content ?? ''),
    ...(image && { image: { url: image, alt: name } }),
    facts: box.attributes
      .map(({ label, value }) => ({
        label: plainText(label ?? ''),
        value: typeof value === 'string' ? plainText(value) : '',
      }))
      .filter((fact) => fact.label !== '' && fact.value !== ''),
    links,
    source: {
      name: ENGINE_NAMES[engine] ?? (engine || 'SearXNG'),
      url: page ?? SEARXNG_SITE,
      ...(LICENCES[engine] && { licence: LICENCES[engine] }),
    },
  };
}

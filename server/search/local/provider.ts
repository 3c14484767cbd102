// The embedded search provider: the app's own full-text index, offline.
import { foldText } from '../../../common/text';
import { displayUrlOf } from '../../../common/url';
import type { SearchResult } from '../../../common/search';
import type { DatabaseHandle } from '../../db/database';
import { PAGE_SIZE, type ProviderQuery, type SearchProvider } from '../provider';
import { indexTerms } from './query';
import { findSearchPages, type FoundPage } from './store';

/** The languages of the pages a country filter keeps (the footer's country list). */
const LANGS_OF_COUNTRY: Record<string, string[]> = {
  fr: ['fr'],
  us: ['en'],
  uk: ['en'],
  de: ['de'],
  es: ['es'],
  it: ['it'],
  ca: ['fr', 'en'],
};

const SNIPPET_LENGTH = 300;

export function createLocalProvider(database: DatabaseHandle, publicUrl: string): SearchProvider {
  return {
    name: 'local',
    async search(query: ProviderQuery) {
      const pages = await findSearchPages(database, {
        terms: indexTerms(query.q),
        exactName: foldText(query.q.trim()),
        safe: query.safe,
        imagesOnly: query.tab === 'images',
        langs:
          query.lang === 'auto' || query.lang === 'all'
            ? null
            : (LANGS_OF_COUNTRY[query.lang] ?? [query.lang]),
        limit: PAGE_SIZE + 1,
        offset: (query.page - 1) * PAGE_SIZE,
      });
      return {
        results: pages.slice(0, PAGE_SIZE).map((page) => toResult(page, query.tab, publicUrl)),
        hasMore: pages.length > PAGE_SIZE,
      };
    },
  };
}

function toResult(page: FoundPage, tab: ProviderQuery['tab'], publicUrl: string): SearchResult {
  if (tab === 'images' && page.image_url) {
    const imageUrl = page.image_url.startsWith('/') ? `${publicUrl}${page.image_url}` : page.image_url;
    return {
      kind: 'image',
      title: page.title,
      url: page.url,
      imageUrl,
      thumbnailUrl: imageUrl,
      source: new URL(page.url).host,
    };
  }
  const snippet =
    page.body.length > SNIPPET_LENGTH ? `${page.body.slice(0, SNIPPET_LENGTH - 1)}…` : page.body;
  return { kind: 'web', title: page.title, url: page.url, displayUrl: displayUrlOf(page.url), snippet };
}

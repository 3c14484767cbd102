// The embedded search provider: the app's own full-text index, offline.
import { LANGUAGE_FILTER_COUNTRIES } from '../../../common/constants';
import { foldText } from '../../../common/text';
import { displayUrlOf } from '../../../common/url';
import type { SearchResult } from '../../../common/search';
import type { DatabaseHandle } from '../../db/database';
import { PAGE_SIZE, type ProviderQuery, type SearchProvider } from '../provider';
import { indexTerms } from './query';
import { findSearchPages, type FoundPage, type PageFilter } from './store';

/** The languages of the pages a country filter keeps (the footer's country list). */
const LANGS_OF_COUNTRY = new Map<string, readonly string[]>(
  LANGUAGE_FILTER_COUNTRIES.map((country) => [country.code, country.languages]),
);

const SNIPPET_LENGTH = 300;

export function createLocalProvider(database: DatabaseHandle): SearchProvider {
  /** Whether the all-words search has results at all (a later page may be empty while the first is not). */
  async function hasAllTermsMatch(filter: PageFilter): Promise<boolean> {
    if (filter.offset === 0) return false;
    return (await findSearchPages(database, { ...filter, limit: 1, offset: 0 })).length > 0;
  }

  return {
    name: 'local',
    honours: { sortByDate: true, language: true },
    async search(query: ProviderQuery) {
      const filter: PageFilter = {
        terms: indexTerms(query.q),
        exactName: foldText(query.q.trim()),
        safe: query.safe,
        imagesOnly: query.tab === 'images',
        langs:
          query.lang === 'auto' || query.lang === 'all'
            ? null
            : [...(LANGS_OF_COUNTRY.get(query.lang) ?? [query.lang])],
        limit: PAGE_SIZE + 1,
        offset: (query.page - 1) * PAGE_SIZE,
      };
      let pages = await findSearchPages(database, filter);
      // No page holds every word ("musée de lyon"): the pages holding most of them beat an empty page.
      if (pages.length === 0 && filter.terms.length > 1 && !(await hasAllTermsMatch(filter)))
        pages = await findSearchPages(database, { ...filter, anyTerm: true });
      return {
        results: pages.slice(0, PAGE_SIZE).map((page) => toResult(page, query.tab)),
        hasMore: pages.length > PAGE_SIZE,
      };
    },
  };
}

function toResult(page: FoundPage, tab: ProviderQuery['tab']): SearchResult {
  if (tab === 'images' && page.image_url) {
    // An image we serve keeps its path ("/flags/fr.svg"): it loads from whatever address the page was opened at.
    return {
      kind: 'image',
      title: page.title,
      url: page.url,
      imageUrl: page.image_url,
      thumbnailUrl: page.image_url,
      source: new URL(page.url).host,
    };
  }
  const snippet =
    page.body.length > SNIPPET_LENGTH ? `${page.body.slice(0, SNIPPET_LENGTH - 1)}…` : page.body;
  return { kind: 'web', title: page.title, url: page.url, displayUrl: displayUrlOf(page.url), snippet };
}

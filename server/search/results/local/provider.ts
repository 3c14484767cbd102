// The embedded search provider: the app's own full-text index, offline.
import { LANGUAGE_FILTER_COUNTRIES } from '../../../../common/constants';
import { foldedWords } from '../../../../common/text';
import { displayUrlOf } from '../../../../common/url';
import type { SearchResult } from '../../../../common/search';
import { SEARCH_PROVIDER_TABS } from '../../../platform/config/providers';
import type { DatabaseHandle } from '../../../platform/db/database';
import { PAGE_SIZE, type ProviderQuery, type SearchProvider } from '../provider';
import { readOperators } from './operators/read';
import { correctionProbe, editsAway, readQuery, type IndexTerm } from './query';
import { findSearchPages, type FoundPage, type PageFilter } from './store';

/** The languages of the pages a country filter keeps (the footer's country list). */
const LANGS_OF_COUNTRY = new Map<string, readonly string[]>(
  LANGUAGE_FILTER_COUNTRIES.map((country) => [country.code, country.languages]),
);

const SNIPPET_LENGTH = 300;
/** Pages whose titles are searched for the word a misspelt one stands for. */
const CORRECTION_CANDIDATES = 200;

export function createLocalProvider(database: DatabaseHandle): SearchProvider {
  /** A page of the first reading that finds anything: all the words, else any of them; null if none does. */
  async function pagesOf(filter: PageFilter): Promise<FoundPage[] | null> {
    // No page holds every word ("musée de lyon"): the pages holding most of them beat an empty page.
    const readings = filter.terms.length > 1 ? [filter, { ...filter, anyTerm: true }] : [filter];
    for (const reading of readings) {
      const pages = await findSearchPages(database, reading);
      // Past the last page of a reading comes nothing, not the next reading.
      if (pages.length > 0 || (reading.offset > 0 && (await hasMatch(reading)))) return pages;
    }
    return null;
  }

  async function hasMatch(filter: PageFilter): Promise<boolean> {
    return (await findSearchPages(database, { ...filter, limit: 1, offset: 0 })).length > 0;
  }

  /** Nothing matches ("marseile"): the search again with each misspelt word as the title word it nearly is. */
  async function pagesOfCorrected(q: string, filter: PageFilter): Promise<FoundPage[] | null> {
    const corrections = new Map<string, string>();
    for (const term of filter.terms) {
      const word = await correctedWord(term, filter);
      if (word) corrections.set(term.typed ?? term.word, word);
    }
    if (corrections.size === 0) return null;
    const read = readQuery(
      foldedWords(q)
        .map((word) => corrections.get(word) ?? word)
        .join(' '),
    );
    return pagesOf({ ...filter, ...read });
  }

  async function correctedWord(term: IndexTerm, filter: PageFilter): Promise<string | null> {
    const probe = correctionProbe(term);
    if (!probe) return null;
    const candidates = await findSearchPages(database, {
      ...filter,
      terms: [probe],
      titleOnly: true,
      namePatterns: [],
      sources: [],
      limit: CORRECTION_CANDIDATES,
      offset: 0,
    });
    // The nearest word wins; between as near ones, the best-ranked page's.
    let best: { word: string; edits: number } | null = null;
    for (const word of candidates.flatMap((page) => foldedWords(page.title))) {
      const edits = editsAway(term, word);
      if (edits !== null && (!best || edits < best.edits)) best = { word, edits };
    }
    return best?.word ?? null;
  }

  return {
    name: 'local',
    // Its pages' dates are those of their data, not of their publication: no time filter.
    honours: { sortByDate: true, language: true, time: false },
    tabs: SEARCH_PROVIDER_TABS.local,
    async search(query: ProviderQuery) {
      // The operators filter the pages; the index ranks them by the words wanted.
      const { q, operators, anyTerm } = readOperators(query.q);
      const read = readQuery(q);
      const filter: PageFilter = {
        operators,
        anyTerm,
        terms: read.terms,
        namePatterns: read.namePatterns,
        sources: read.sources,
        safe: query.safe,
        imagesOnly: query.tab === 'images',
        langs:
          query.lang === 'auto' || query.lang === 'all'
            ? null
            : [...(LANGS_OF_COUNTRY.get(query.lang) ?? [query.lang])],
        byDate: query.sort === 'date',
        limit: PAGE_SIZE + 1,
        offset: (query.page - 1) * PAGE_SIZE,
      };
      const pages = (await pagesOf(filter)) ?? (await pagesOfCorrected(q, filter)) ?? [];
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

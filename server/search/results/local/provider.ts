// The embedded search provider: the app's own full-text index, offline.
import { LANGUAGE_FILTER_COUNTRIES } from '../../../../common/constants';
import { foldedWords } from '../../../../common/text';
import { displayUrlOf } from '../../../../common/url';
import type { SearchResult } from '../../../../common/search';
import { SEARCH_PROVIDER_TABS } from '../../../platform/config/providers';
import type { DatabaseHandle } from '../../../platform/db/database';
import { PAGE_SIZE, type ProviderQuery, type SearchProvider } from '../provider';
import { readOperators } from './operators/read';
import { correctionProbes, editsAway, readQuery, type IndexTerm } from './query';
import { addressOf, rankPages, titleHoldsAll } from './rank';
import { indexMemo, type IndexMemo } from './memo';
import {
  findAnyTermPages,
  findSearchPages,
  findSearchPagesKept,
  hasOperatorConditions,
  readPageTexts,
  termsHeld,
  type FoundPage,
  type PageFilter,
  type PageText,
} from './store';

/** The languages of the pages a country filter keeps (the footer's country list). */
const LANGS_OF_COUNTRY = new Map<string, readonly string[]>(
  LANGUAGE_FILTER_COUNTRIES.map((country) => [country.code, country.languages]),
);

const SNIPPET_LENGTH = 300;
/** Pages holding some of the words that join the candidates: the heaviest, a partial match being the weaker. */
const PARTIAL_CANDIDATES = 100;
/** Pages whose titles are searched for the word a misspelt one stands for. */
const CORRECTION_CANDIDATES = 200;

export function createLocalProvider(database: DatabaseHandle): SearchProvider {
  /**
   * The pages to rank: those holding every word, joined by those holding any when no title holds every word and
   * they are a page or fewer ("paris 15": the city holds one word in its title, a bank's page both in its text).
   */
  async function withPartialMatches(
    all: FoundPage[],
    filter: PageFilter,
    memo: () => Promise<IndexMemo>,
  ): Promise<FoundPage[]> {
    if (filter.anyTerm || filter.terms.length < 2 || all.length > PAGE_SIZE) return all;
    if (all.some((page) => titleHoldsAll(page, filter.terms))) return all;
    const seen = new Set(all.map((page) => page.id));
    const any = await findAnyTermPages(database, { ...filter, limit: PARTIAL_CANDIDATES }, await memo());
    return [...all, ...any.filter((page) => !seen.has(page.id))];
  }

  /**
   * No page holds every word ("tour eifel"): the query with each word no page holds written as the title word it
   * nearly is ("tour eiffel"), with the pages holding all of those; null when none does.
   */
  async function corrected(
    q: string,
    filter: PageFilter,
    memo: () => Promise<IndexMemo>,
  ): Promise<{ q: string; found: FoundPage[] } | null> {
    const corrections = new Map<string, string>();
    const meaningful = filter.terms.filter((term) => !term.stopWord);
    // A query of one word was just searched: its word is the one no page holds.
    const kept = filter.terms.length > 1 ? await memo() : undefined;
    const held = kept ? await termsHeld(database, { ...filter, terms: meaningful }, kept) : [];
    for (const [i, term] of meaningful.entries()) {
      if (held[i]) continue;
      const word = await keptCorrectedWord(term, filter, kept);
      if (word) corrections.set(term.typed ?? term.word, word);
    }
    if (corrections.size === 0) return null;
    const spelling = foldedWords(q)
      .map((word) => corrections.get(word) ?? word)
      .join(' ');
    const found = await findSearchPagesKept(database, { ...filter, terms: readQuery(spelling).terms }, memo);
    return found.length > 0 ? { q: spelling, found } : null;
  }

  /** correctedWord, kept in the memo by the word and the filter (never with operators, which filter the titles). */
  async function keptCorrectedWord(
    term: IndexTerm,
    filter: PageFilter,
    memo: IndexMemo | undefined,
  ): Promise<string | null> {
    if (!memo || hasOperatorConditions(database, filter)) return correctedWord(term, filter);
    const key = JSON.stringify([term.word, term.typed, filter.safe, filter.imagesOnly, filter.langs]);
    let word = memo.corrections.get(key);
    // An empty word: no title word is near it.
    if (word === undefined) memo.corrections.set(key, (word = (await correctedWord(term, filter)) ?? ''));
    return word === '' ? null : word;
  }

  async function correctedWord(term: IndexTerm, filter: PageFilter): Promise<string | null> {
    for (const probe of correctionProbes(term)) {
      const candidates = await findSearchPages(database, {
        ...filter,
        anyTerm: false,
        terms: [probe],
        titleOnly: true,
        limit: CORRECTION_CANDIDATES,
      });
      // The nearest word wins; between as near ones, the first page's in rank-key order (boost, then id).
      let best: { word: string; edits: number } | null = null;
      for (const word of candidates.flatMap((page) => page.title_folded.split(' '))) {
        const edits = editsAway(term, word);
        if (edits !== null && (!best || edits < best.edits)) best = { word, edits };
      }
      if (best) return best.word;
    }
    return null;
  }

  return {
    name: 'local',
    // Its pages' dates are those of their data, not of their publication: no time filter.
    honours: { sortByDate: true, language: true, time: false },
    tabs: SEARCH_PROVIDER_TABS.local,
    async search(query: ProviderQuery) {
      // The operators filter the pages; the index ranks them by the words wanted.
      const { q, operators, anyTerm } = readOperators(query.q);
      let read = readQuery(q);
      const filter: PageFilter = {
        operators,
        anyTerm,
        terms: read.terms,
        safe: query.safe,
        imagesOnly: query.tab === 'images',
        langs:
          query.lang === 'auto' || query.lang === 'all'
            ? null
            : [...(LANGS_OF_COUNTRY.get(query.lang) ?? [query.lang])],
      };
      // The index's stamp is read once a search, and only by one that reads the memo.
      let kept: Promise<IndexMemo> | undefined;
      const memo = () => (kept ??= indexMemo(database));
      // A misspelt word is never read silently as another: the answer says which spelling its pages are of.
      let found = await findSearchPagesKept(database, filter, memo);
      const correction = found.length > 0 ? null : await corrected(q, filter, memo);
      if (correction) {
        read = readQuery(correction.q);
        found = correction.found;
      }
      found = await withPartialMatches(found, { ...filter, terms: read.terms }, memo);
      const offset = (query.page - 1) * PAGE_SIZE;
      const pages = rankPages(found, { ...read, address: addressOf(q), byDate: query.sort === 'date' }).slice(
        offset,
        offset + PAGE_SIZE + 1,
      );
      const shown = pages.slice(0, PAGE_SIZE);
      // A snippet longer than its length is cut: one character more says so. Kept texts once the memo is read.
      const texts = await readPageTexts(
        database,
        shown.map((page) => page.id),
        SNIPPET_LENGTH + 1,
        kept && (await kept),
      );
      return {
        // A page removed between the two reads is left out rather than shown without its text.
        results: shown.flatMap((page) => {
          const text = texts.get(page.id);
          return text ? [toResult({ ...page, ...text }, query.tab)] : [];
        }),
        hasMore: pages.length > PAGE_SIZE,
        ...(correction && { correctedQuery: correction.q }),
      };
    },
  };
}

function toResult(page: FoundPage & PageText, tab: ProviderQuery['tab']): SearchResult {
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

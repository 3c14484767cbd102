// The order of the local index's pages for a query, computed here rather than by each database's own text rank
// (FTS5's bm25, PostgreSQL's ts_rank), so that SQLite and PostgreSQL show the same pages in the same order.
import { foldText } from '../../../../common/text';
import { FRENCH_STOP_WORDS } from '../../../../common/stopwords';
import { formsOf, type IndexTerm } from './query';

/** A page the index found, with what its rank is computed from. */
export type RankedPage = {
  id: number;
  url: string;
  /** Folded words joined by spaces, the name parted from the rest by NAME_SEPARATOR (store.ts). */
  title_folded: string;
  body_folded: string;
  boost: number;
  source: string;
  updated_at: string;
};

export type RankQuery = {
  terms: IndexTerm[];
  /** Every folded word typed, intent words included. */
  words: string[];
  /** The query's words a page's name may be exactly ("mairie de lyon" → "lyon"), each joined by spaces. */
  names: string[];
  /** The sources the query's intent words ask for ("mairie" → commune). */
  sources: string[];
  /** The query typed as a site's address (addressOf), if it is one. */
  address?: string | null;
  /** Newest first by the date of the page's data, the rank breaking ties. */
  byDate?: boolean;
};

/**
 * Weights of a page's score, tuned on the relevance set (tests/fixtures/relevance/queries.ts): how much of the
 * query its title holds comes first (a page with every word beats one with half, whatever its name), then how much
 * of its name the query holds ("musée louvre": the Musée du Louvre before Louvre-Lens), then its boost (the
 * population of a commune, the fame of a site) and whether its name is the query or its kind the one asked for.
 */
const QUERY_WEIGHT = 4;
const NAME_WEIGHT = 2;
const NAMED_BONUS = 0.3;
/** A page holding every word, in its title or its body ("carte vitale": ameli, not a page of maps). */
const ALL_WORDS_BONUS = 1.5;
/** A query that is a page's address ("lemonde.fr", "impots.gouv", "www.youtube.com"). */
const ADDRESS_BONUS = 4;
const SOURCE_BONUS = 0.5;
/** A word found in the body counts this much of one found in the title. */
const BODY_SHARE = 0.4;
/** A word typed whole: itself, then its plural or feminine form, then a longer word it starts ("hugo" → Hugon). */
const EXACT = 1;
const FORM = 0.9;
const PREFIX = 0.5;
/**
 * Words that say what kind of place a name is rather than which one: "louvre" names the Musée du Louvre more than
 * Louvre-Lens, "chambord" the château as much as the village; they count this much of a name's other words.
 */
const KIND_WORD_SHARE = 0.3;
const KIND_WORDS = new Set([
  'musee',
  'museum',
  'chateau',
  'gare',
  'parc',
  'cite',
  'palais',
  'abbaye',
  'basilique',
  'cathedrale',
  'eglise',
  'jardin',
  'stade',
  'centre',
  'fondation',
  'maison',
]);
/** Rounded as SQLite's rank key rounds it (migration 0015): PostgreSQL's `real` is not SQLite's double. */
const BOOST_STEP = 1000;

/** The pages best first: score, then boost, then id – the same order whatever the database. */
export function rankPages<P extends RankedPage>(pages: P[], query: RankQuery): P[] {
  const meaningful = query.terms.filter((term) => !term.stopWord);
  const wanted: Wanted = {
    terms: (meaningful.length > 0 ? meaningful : query.terms).map(needlesOf),
    words: new Set(query.words),
    names: new Set(query.names),
    squashed: new Set(query.names.map((name) => name.replaceAll(' ', ''))),
    address: query.address ?? null,
    sources: new Set(query.sources),
  };
  const scored = pages.map((page) => {
    const boost = Math.round(page.boost * BOOST_STEP) / BOOST_STEP;
    return { page, boost, score: scoreOf(page, boost, wanted) };
  });
  scored.sort(
    (a, b) =>
      (query.byDate ? newerFirst(a.page.updated_at, b.page.updated_at) : 0) ||
      b.score - a.score ||
      b.boost - a.boost ||
      a.page.id - b.page.id,
  );
  return scored.map((s) => s.page);
}

/** A term's spellings, each between spaces as the folded texts hold words (store.ts). */
type Needles = {
  exact: string[];
  forms: string[];
  /** The start of a longer word, for a prefix term. */
  start: string | null;
};

function needlesOf(term: IndexTerm): Needles {
  const exact = [...new Set([term.word, term.typed ?? term.word])];
  return {
    exact: exact.map((word) => ` ${word} `),
    forms: formsOf(term)
      .filter((form) => !exact.includes(form))
      .map((form) => ` ${form} `),
    start: term.prefix ? ` ${term.word}` : null,
  };
}

type Wanted = {
  terms: Needles[];
  words: Set<string>;
  names: Set<string>;
  /** The names without their spaces: "le bon coin" is Leboncoin, "you tube" YouTube. */
  squashed: Set<string>;
  address: string | null;
  sources: Set<string>;
};

/** Whether a page's title holds every meaningful word typed, whole or in another form. */
export function titleHoldsAll(page: RankedPage, terms: IndexTerm[]): boolean {
  const title = ` ${page.title_folded} `;
  const meaningful = terms.filter((term) => !term.stopWord);
  return (meaningful.length > 0 ? meaningful : terms).every(
    (term) => matchIn(needlesOf({ ...term, prefix: false }), title) > 0,
  );
}

/** ISO times, both dialects writing them alike: their text order is their time order. */
const newerFirst = (a: string, b: string) => (a === b ? 0 : a < b ? 1 : -1);

function scoreOf(page: RankedPage, boost: number, wanted: Wanted): number {
  const end = page.title_folded.indexOf(NAME_SEPARATOR);
  const nameWords = (end < 0 ? page.title_folded : page.title_folded.slice(0, end)).split(' ');
  const name = nameWords.join(' ');
  const named = wanted.names.has(name) || wanted.squashed.has(nameWords.join(''));
  const title = ` ${page.title_folded} `;
  const body = ` ${page.body_folded} `;
  let held = 0;
  let all = true;
  for (const needles of wanted.terms) {
    const inTitle = matchIn(needles, title);
    // A word of the title outweighs any of the body: the body is read only for a word the title lacks.
    const found = inTitle > 0 ? inTitle : BODY_SHARE * matchIn(needles, body);
    held += found;
    all &&= found > 0;
  }
  const queryShare = named ? 1 : wanted.terms.length > 0 ? held / wanted.terms.length : 0;
  return (
    QUERY_WEIGHT * queryShare +
    NAME_WEIGHT * (named ? 1 : nameShare(nameWords, wanted)) +
    (named ? NAMED_BONUS : 0) +
    (all ? ALL_WORDS_BONUS : 0) +
    (wanted.address !== null && isAt(page.url, wanted.address) ? ADDRESS_BONUS : 0) +
    (wanted.sources.has(page.source) ? SOURCE_BONUS : 0) +
    boost
  );
}

/** A query typed as a site's address ("lemonde.fr", "https://www.youtube.com/"): its host without "www.". */
export function addressOf(q: string): string | null {
  const match = /^(?:https?:\/\/)?(?:www\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)+)\/?$/.exec(foldText(q.trim()));
  return match ? match[1]! : null;
}

/** The page is on that site: its host, or its host's start before a dot ("impots.gouv" → impots.gouv.fr). */
function isAt(url: string, address: string): boolean {
  const host = new URL(url).hostname.replace(/^www\./, '');
  return host === address || host.startsWith(`${address}.`);
}

/** Where the name in a title ends: before " (" or " – " ("Lyon (69) – commune du Rhône", "Tour Eiffel – site officiel"). */
export const NAME_END = / \(| – /;
/** Between the name and the rest in a folded title: not a word for FTS5 nor for PostgreSQL. */
export const NAME_SEPARATOR = ' – ';

/** How much of a name the query holds, its kind words counting less and its stop words not at all. */
function nameShare(nameWords: string[], { terms, words }: Wanted): number {
  let whole = 0;
  let held = 0;
  for (const word of nameWords) {
    if (FRENCH_STOP_WORDS.has(word)) continue;
    const weight = KIND_WORDS.has(word) ? KIND_WORD_SHARE : 1;
    whole += weight;
    const padded = ` ${word} `;
    held +=
      weight * (words.has(word) ? EXACT : Math.max(0, ...terms.map((needles) => matchIn(needles, padded))));
  }
  return whole > 0 ? held / whole : 0;
}

/** How well a term matches a text of folded words between spaces: whole, in another form, or starting a word. */
function matchIn({ exact, forms, start }: Needles, text: string): number {
  if (exact.some((needle) => text.includes(needle))) return EXACT;
  if (forms.some((needle) => text.includes(needle))) return FORM;
  return start !== null && text.includes(start) ? PREFIX : 0;
}

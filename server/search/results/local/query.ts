// A typed query → the terms the full-text index is asked for, the same for both dialects.
import { editDistance, foldedWords } from '../../../../common/text';
import { FRENCH_STOP_WORDS } from '../../../../common/stopwords';

/** Longest a term may be in the index query: past that, nobody types it on purpose. */
const MAX_TERMS = 8;
/** Prefix matching starts at this length, so `mu` does not expand to half the index. */
const MIN_PREFIX_LENGTH = 3;
/**
 * The longest prefix the index keeps (migration 0015): a longer word is matched with its plural and feminine
 * forms, since expanding it would merge the whole page lists of every word it starts ("departement…").
 */
const MAX_PREFIX_LENGTH = 6;
const WORD_ENDINGS = ['', 's', 'x', 'e', 'es'];
/** A word shorter than this is not corrected: too many words are one letter away from it. */
const MIN_CORRECTED_LENGTH = 5;
/** From this length a word may be two letters away from the one meant. */
const TWO_EDITS_LENGTH = 8;

/** Abbreviations written out the way place names spell them ("st-etienne" → Saint-Étienne). */
// A Map, not an object: a typed word such as "constructor" must not meet an object's own properties.
const ABBREVIATIONS = new Map([
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['sts', 'saints'],
  ['stes', 'saintes'],
]);

/**
 * Words that say what kind of page is wanted rather than which one ("mairie de lyon" is about Lyon,
 * "musée d'orsay horaires" about the museum), with the source of the pages they ask for, if any.
 */
const INTENT_WORDS: [phrase: string, source: string | null][] = [
  ['mairie', 'commune'],
  ['ville', 'commune'],
  ['commune', 'commune'],
  ['village', 'commune'],
  ['habitants', 'commune'],
  ['code postal', 'commune'],
  ['departement', 'departement'],
  ['region', 'region'],
  ['pays', 'pays'],
  ['horaires', null],
  ['horaire', null],
  ['ouverture', null],
  ['adresse', null],
  ['telephone', null],
  ['site officiel', null],
  ['site', null],
  ['officiel', null],
  ['billets', null],
  ['billet', null],
  ['billetterie', null],
  ['tarifs', null],
  ['tarif', null],
  ['prix', null],
  ['avis', null],
  ['accueil', null],
  ['contact', null],
  ['quel', null],
  ['quelle', null],
  ['quels', null],
  ['quelles', null],
  ['comment', null],
  ['pourquoi', null],
  ['combien', null],
  ['quand', null],
  ['trouve', null],
  ['situe', null],
];
const INTENT_PHRASES = INTENT_WORDS.map(([phrase, source]) => ({ words: phrase.split(' '), source }));

/** `typed` is the word as typed when `word` is its stem: a misspelling is measured against it. */
/** `stopWord`: found in nearly every page, such a term says nothing of which page is best. */
export type IndexTerm = { word: string; prefix: boolean; typed?: string; stopWord?: boolean };

export type ReadQuery = {
  /** What the index is searched for: the meaningful words, else all of them. */
  terms: IndexTerm[];
  /** Every folded word typed, intent words included ("pays de la loire" names a region). */
  words: string[];
  /** The name of a page named by the whole query or its meaningful part, its folded words joined by spaces. */
  names: string[];
  /** The sources the query's intent words ask for ("mairie" → commune). */
  sources: string[];
};

export function readQuery(q: string): ReadQuery {
  const words = foldedWords(q).map((word) => ABBREVIATIONS.get(word) ?? word);
  const { rest, sources } = withoutIntentWords(words);
  const meaningful = rest.filter((w) => !FRENCH_STOP_WORDS.has(w));
  const chosen = meaningful.length > 0 ? meaningful : words.filter((w) => !FRENCH_STOP_WORDS.has(w));
  return {
    terms: toIndexTerms(chosen.length > 0 ? chosen : words),
    words,
    names: [...new Set([words, trimStopWords(rest)].filter((n) => n.length > 0).map((n) => n.join(' ')))],
    sources,
  };
}

function toIndexTerms(words: string[]): IndexTerm[] {
  return words.slice(0, MAX_TERMS).map((word) => {
    // A plural typed without its accent (`musees`) must still meet `musée`: drop one final s or x.
    const stem = word.length > 4 && /[sx]$/.test(word) ? word.slice(0, -1) : word;
    return {
      word: stem,
      prefix:
        !FRENCH_STOP_WORDS.has(word) && stem.length >= MIN_PREFIX_LENGTH && stem.length <= MAX_PREFIX_LENGTH,
      typed: word,
      ...(FRENCH_STOP_WORDS.has(word) && { stopWord: true }),
    };
  });
}

function withoutIntentWords(words: string[]): { rest: string[]; sources: string[] } {
  const rest: string[] = [];
  const sources = new Set<string>();
  for (let i = 0; i < words.length;) {
    const intent = INTENT_PHRASES.find((p) => p.words.every((w, k) => words[i + k] === w));
    if (!intent) {
      rest.push(words[i++]!);
      continue;
    }
    if (intent.source) sources.add(intent.source);
    i += intent.words.length;
  }
  return { rest, sources: [...sources] };
}

function trimStopWords(words: string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && FRENCH_STOP_WORDS.has(words[start]!)) start++;
  while (end > start && FRENCH_STOP_WORDS.has(words[end - 1]!)) end--;
  return words.slice(start, end);
}

/** FTS5 MATCH expression: every term (or any, for the fallback), quoted, prefix-starred where allowed. */
export function toFts5Match(terms: IndexTerm[], anyTerm = false, titleOnly = false): string {
  const match = terms
    .map((t) =>
      t.prefix
        ? `"${t.word}"*`
        : anyOf(
            formsOf(t).map((w) => `"${w}"`),
            ' OR ',
          ),
    )
    .join(anyTerm ? ' OR ' : ' AND ');
  return titleOnly ? `title_folded : (${match})` : match;
}

/** PostgreSQL tsquery text for to_tsquery('simple', …); the title is the text of weight A. */
export function toTsQuery(terms: IndexTerm[], anyTerm = false, titleOnly = false): string {
  const weight = titleOnly ? 'A' : '';
  const suffix = (t: IndexTerm) => `${t.prefix || titleOnly ? ':' : ''}${t.prefix ? '*' : ''}${weight}`;
  return terms
    .map((t) =>
      anyOf(
        (t.prefix ? [t.word] : formsOf(t)).map((w) => `${w}${suffix(t)}`),
        ' | ',
      ),
    )
    .join(anyTerm ? ' | ' : ' & ');
}

const anyOf = (forms: string[], or: string) => (forms.length > 1 ? `(${forms.join(or)})` : forms[0]!);

/** A word matched whole: itself and its plural and feminine forms; a short word or a stop word only itself. */
export function formsOf(term: IndexTerm): string[] {
  return term.word.length >= MIN_PREFIX_LENGTH && !term.stopWord
    ? WORD_ENDINGS.map((ending) => term.word + ending)
    : [term.word];
}

/**
 * The terms a misspelt word is looked for by: the title words starting as it does, its first four letters, then
 * its first three ("eifel" → "eif", Eiffel) when the slip is the fourth; none for a short word or a number.
 */
export function correctionProbes(term: IndexTerm): IndexTerm[] {
  if (term.word.length < MIN_CORRECTED_LENGTH || /\d/.test(term.word)) return [];
  return [MIN_CORRECTED_LENGTH - 1, MIN_PREFIX_LENGTH].map((length) => ({
    word: term.word.slice(0, length),
    prefix: true,
  }));
}

/**
 * How many letters `word` is away from what was typed (added, dropped, changed or swapped), or null
 * when it is not a near miss: one letter, two in a long word.
 */
export function editsAway(term: IndexTerm, word: string): number | null {
  const typed = term.typed ?? term.word;
  const allowed = typed.length >= TWO_EDITS_LENGTH ? 2 : 1;
  const edits = editDistance(typed, word, allowed);
  return edits > 0 && edits <= allowed ? edits : null;
}

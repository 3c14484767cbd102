// Words a public suggestion may never hold: French and English profanity lists (maintained packages) and our own
// additions; adult terms hidden when safe search is on. Matched on whole folded words, so "Sussex" never matches "sex".
import { createRequire } from 'node:module';
import { foldedWords, foldText, WORD_PATTERN } from '../../../common/text';

const require = createRequire(import.meta.url);
const FRENCH_BADWORDS = require('french-badwords-list/dist/array.js') as string[];
const NAUGHTY_EN = require('naughty-words/en.json') as string[];
const NAUGHTY_FR = require('naughty-words/fr.json') as string[];

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** Our own additions: accusations that make a name beside them defamatory, whatever the words' register. */
export const ACCUSATION_WORDS = wordsOf(`
  arnaque arnaques arnaqueur arnaqueurs arnaqueuse escroc escrocs escroquerie escroqueries voleur voleurs voleuse
  voleuses pedophile pedophiles pedophilie pedo violeur violeurs violeuse fraudeur fraudeurs fraudeuse menteur
  menteuse menteurs assassin assassins meurtrier meurtriere terroriste terroristes mafieux corrompu corrompue
  corrompus raciste racistes nazi nazis secte scam scams scammer scammers fraud fraudster crook thief thieves liar
  rapist paedophile molester murderer
`);

/** Adult terms: hidden with safe search on, shown with it off (even where a list above holds them: "lyon xxx"). */
export const ADULT_WORDS = wordsOf(`
  xxx porn porno pornographie pornographique pornography sexe sexes sex sexy sexuel sexuelle sexuels sexual sexually
  sexuality nue nues nude nudes nudite nudity erotique erotiques erotisme erotic erotism escort escorts hentai camgirl
  camgirls libertin libertine libertins echangiste echangistes fetichiste bdsm bondage onlyfans striptease
  stripteaseuse topless playboy milf penis vagina vulva clitoris anus rectum semen ejaculation genitals nipple
  nipples orgasm masturbation intercourse lovemaking
`);

/**
 * Everyday words the lists hold for a rare insulting sense, and names: a département (Manche), a commune
 * (L'Étang-Salé), a dance (bourrée), a kiss, a fish, a sausage, a chimney sweep, a novel (Lolita), an author (Dick), a first name (Peter).
 */
export const ORDINARY_WORDS = wordsOf(`
  manche sale gland coche gourde punaise pet magot pouf raton rosbif miserable minus chauffard lavette epais courtaud
  bougre cricri vier gerbe gueule folle bourree baiser tanche ramoner crotte niac cons dick voyeur lolita scat
  hardcore domination santorum snatch xx twinkie andouille andouilles peter
`);
/** Phrases where a listed word means something else ("chili con carne"): taken out before the words are read. */
const ORDINARY_PHRASES = ['con carne', 'con leche', 'dulce de leche'].map((p) => ` ${p} `);

/** Single words, and phrases (" 2 girls 1 cup ") filed under their first word: a query reads only its own. */
type WordSets = { words: Set<string>; phrasesByFirst: Map<string, string[]> };

/** Lists as folded words and phrases, less the `except` words. */
function wordSetsOf(lists: readonly string[][], except: readonly string[] = []): WordSets {
  const excluded = new Set(except);
  const words = new Set<string>();
  const phrasesByFirst = new Map<string, string[]>();
  for (const entry of lists.flat()) {
    // Leetspeak with symbols ("@brut!") would fold to an innocent word ("brut"): such entries are left out.
    if (!/^[\p{L}\p{N}\s'’-]+$/u.test(entry)) continue;
    const folded = foldedWords(entry);
    if (folded.length === 1 && !excluded.has(folded[0]!)) words.add(folded[0]!);
    else if (folded.length > 1)
      phrasesByFirst.set(folded[0]!, [...(phrasesByFirst.get(folded[0]!) ?? []), ` ${folded.join(' ')} `]);
  }
  return { words, phrasesByFirst };
}

const PROFANE = wordSetsOf(
  [FRENCH_BADWORDS, NAUGHTY_EN, NAUGHTY_FR, ACCUSATION_WORDS],
  [...ADULT_WORDS, ...ORDINARY_WORDS],
);
const ADULT = wordSetsOf([ADULT_WORDS]);

/**
 * Names of the shipped data set that hold a listed word ("Bosc-Bordel", "Sucé-sur-Erdre"): a name of several words
 * is taken out of a query before it is read; a name of one word passes only as the whole query ("Chatte", in Isère).
 * The test over every commune keeps this list whole when the data set changes.
 */
export const PLACE_NAMES = ['Conne-de-Labarde', 'Sucé-sur-Erdre', 'Bosc-Bordel', 'Chatte'].map((name) =>
  foldedWords(name),
);
const PLACE_PHRASES = PLACE_NAMES.filter((words) => words.length > 1).map((words) => ` ${words.join(' ')} `);
const ONE_WORD_PLACES = new Set(PLACE_NAMES.filter((words) => words.length === 1).map(([word]) => word!));

const INNOCENT_PHRASES = [...ORDINARY_PHRASES, ...PLACE_PHRASES];

/** A query folded once: its plain words less the ordinary phrases and place names, spaced on both ends for phrase
 * lookups, and its folded text for the disguised words. */
type Reading = { folded: string; words: string[]; spaced: string };

function readingOf(query: string): Reading {
  const folded = foldText(query);
  let spaced = ` ${(folded.match(WORD_PATTERN) ?? []).join(' ')} `;
  for (const innocent of INNOCENT_PHRASES)
    if (spaced.includes(innocent)) spaced = spaced.replaceAll(innocent, ' ');
  const words = spaced.split(' ').filter(Boolean);
  if (words.length === 1 && ONE_WORD_PLACES.has(words[0]!)) return { folded, words: [], spaced: ' ' };
  return { folded, words, spaced };
}

function holds({ words, spaced }: Reading, sets: WordSets): boolean {
  return words.some(
    (w) => sets.words.has(w) || (sets.phrasesByFirst.get(w)?.some((p) => spaced.includes(p)) ?? false),
  );
}

/** Letters leetspeak writes with digits and symbols; "1" is also French texting's "in" ("put1", "b1"). */
const LEET: Record<string, readonly string[]> = {
  '0': ['o'],
  '1': ['i', 'l', 'in'],
  '3': ['e'],
  '4': ['a'],
  '5': ['s'],
  '7': ['t'],
  '@': ['a'],
  $: ['s'],
  '€': ['e'],
};
const LEET_CHARS = /[013457@$€]/u;
const TOKEN = /[\p{L}\p{N}@$€]+/gu;
/** A leetspeak character, a doubled letter, or a lone character between separators. */
const MAYBE_DISGUISED = /[013457@$€]|(\p{L})\1|(?:^|[^\p{L}\p{N}@$€])[\p{L}\p{N}@$€](?![\p{L}\p{N}@$€])/u;
/** Readings of one token at most: a token of many "1"s is read in its first few ways only. */
const MAX_READINGS = 27;
/** Single characters in a row ("p.o.r.n", "p o r n") read as one word from this many. */
const MIN_SPELLED_OUT = 3;

/** The ways a token may read with its leetspeak turned into letters ("p0rn" → "porn"; "put1" → "puti", "putin"…). */
function leetReadings(token: string): string[] {
  let readings = [''];
  for (const char of token) {
    const letters = LEET[char] ?? [char];
    readings = readings.flatMap((r) => letters.map((l) => r + l)).slice(0, MAX_READINGS);
  }
  return readings;
}

const DOUBLED = /(\p{L})\1/u;
/** A word with its stretched letters squeezed: "pooorn" → "porn". */
const squeezed = (word: string) => word.replace(/(\p{L})\1+/gu, '$1');

/**
 * Whether a reading of `written` other than its plain word is listed: leetspeak turned into letters, stretched
 * letters squeezed; a word spelled out (`joined`) reads as listed as it is.
 */
function readsAsListed(written: string, listed: (word: string) => boolean, joined = false): boolean {
  const leet = LEET_CHARS.test(written);
  if (leet && !/\p{L}|[@$€]/u.test(written)) return false;
  for (const reading of leet ? leetReadings(written) : [written]) {
    if ((leet || joined) && listed(reading)) return true;
    if (DOUBLED.test(reading) && listed(squeezed(reading))) return true;
  }
  return false;
}

/**
 * Whether a query hides a listed word behind leetspeak, stretched letters or letters spelled out with separators
 * ("p0rn", "pooorn", "p.o.r.n"): its plain words, read by `holds`, do not show it. Whoever disguises a word means
 * it: such a query is never suggested, even for an adult word.
 */
function hidesListedWord({ folded }: Reading, listed: (word: string) => boolean): boolean {
  // Most queries have no digit, symbol, doubled letter nor lone character: nothing to read twice.
  if (!MAYBE_DISGUISED.test(folded)) return false;
  let spelled = '';
  let spelledCount = 0;
  for (const token of folded.match(TOKEN) ?? []) {
    if (token.length <= 2 && [...token].length === 1) {
      spelled += token;
      spelledCount++;
      continue;
    }
    if (spelledCount >= MIN_SPELLED_OUT && readsAsListed(spelled, listed, true)) return true;
    spelled = '';
    spelledCount = 0;
    if ((LEET_CHARS.test(token) || DOUBLED.test(token)) && readsAsListed(token, listed)) return true;
  }
  return spelledCount >= MIN_SPELLED_OUT && readsAsListed(spelled, listed, true);
}

const isListed = (word: string) => PROFANE.words.has(word) || ADULT.words.has(word);
const isAdultWord = (word: string) => ADULT.words.has(word);

/** What may become of a searched query: never suggested (profanity, accusation, a disguised word), or only with
 * safe search off (an adult term). */
export function suggestabilityOf(query: string): { unsuggestable: boolean; adult: boolean } {
  const read = readingOf(query);
  const adult = holds(read, ADULT);
  const unsuggestable = holds(read, PROFANE) || (read.words.length > 0 && hidesListedWord(read, isListed));
  return { unsuggestable, adult };
}

/** Whether a query holds a word of the profanity lists, an accusation or a disguised listed word: it is never
 * recorded nor suggested. */
export const isUnsuggestable = (query: string): boolean => suggestabilityOf(query).unsuggestable;

/** Whether a query holds an adult term, plain or disguised: suggested only with safe search off, asked of no
 * keyless source with safe search on. */
export const isAdultQuery = (query: string): boolean => {
  const read = readingOf(query);
  return holds(read, ADULT) || hidesListedWord(read, isAdultWord);
};

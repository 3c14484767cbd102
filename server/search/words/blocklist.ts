// Words a public suggestion may never hold: French and English profanity lists (maintained packages) and our own
// additions; adult terms hidden when safe search is on. Matched on whole folded words, so "Sussex" never matches "sex".
import { createRequire } from 'node:module';
import { foldedWords } from '../../../common/text';

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
 * (L'Étang-Salé), a dance (bourrée), a kiss, a fish, a chimney sweep, a novel (Lolita), an author (Dick).
 */
export const ORDINARY_WORDS = wordsOf(`
  manche sale gland coche gourde punaise pet magot pouf raton rosbif miserable minus chauffard lavette epais courtaud
  bougre cricri vier gerbe gueule folle bourree baiser tanche ramoner crotte niac cons dick voyeur lolita scat
  hardcore domination santorum snatch xx twinkie
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

/** A query's folded words, less the ordinary phrases, spaced on both ends for phrase lookups. */
function spacedWordsOf(query: string): { words: string[]; spaced: string } {
  let spaced = ` ${foldedWords(query).join(' ')} `;
  for (const ordinary of ORDINARY_PHRASES)
    if (spaced.includes(ordinary)) spaced = spaced.replaceAll(ordinary, ' ');
  return { words: spaced.split(' ').filter(Boolean), spaced };
}

function holds({ words, spaced }: ReturnType<typeof spacedWordsOf>, sets: WordSets): boolean {
  return words.some(
    (w) => sets.words.has(w) || (sets.phrasesByFirst.get(w)?.some((p) => spaced.includes(p)) ?? false),
  );
}

/** What may become of a searched query: never suggested (profanity, accusation), or only with safe search off. */
export function suggestabilityOf(query: string): { unsuggestable: boolean; adult: boolean } {
  const read = spacedWordsOf(query);
  return { unsuggestable: holds(read, PROFANE), adult: holds(read, ADULT) };
}

/** Whether a query holds a word of the profanity lists or an accusation: it is never recorded nor suggested. */
export const isUnsuggestable = (query: string): boolean => holds(spacedWordsOf(query), PROFANE);

/** Whether a query holds an adult term: suggested only with safe search off. */
export const isAdultQuery = (query: string): boolean => holds(spacedWordsOf(query), ADULT);

// Words a public suggestion may never hold: French and English profanity lists (maintained packages) and our own
// additions; adult terms hidden when safe search is on. Matched on whole folded words, so "Sussex" never matches "sex".
import { createRequire } from 'node:module';
import { foldedWords } from '../../common/text';

const require = createRequire(import.meta.url);
const FRENCH_BADWORDS = require('french-badwords-list/dist/array.js') as string[];
const NAUGHTY = {
  en: require('naughty-words/en.json') as string[],
  fr: require('naughty-words/fr.json') as string[],
};

/** Our own additions: accusations that make a name next to them defamatory, whatever the words' register. */
export const ACCUSATION_WORDS = [
  'arnaque',
  'arnaques',
  'arnaqueur',
  'arnaqueurs',
  'arnaqueuse',
  'escroc',
  'escrocs',
  'escroquerie',
  'escroqueries',
  'voleur',
  'voleurs',
  'voleuse',
  'voleuses',
  'pedophile',
  'pedophiles',
  'pedophilie',
  'pedo',
  'violeur',
  'violeurs',
  'violeuse',
  'fraudeur',
  'fraudeurs',
  'fraudeuse',
  'menteur',
  'menteuse',
  'menteurs',
  'assassin',
  'assassins',
  'meurtrier',
  'meurtriere',
  'terroriste',
  'terroristes',
  'mafieux',
  'corrompu',
  'corrompue',
  'corrompus',
  'raciste',
  'racistes',
  'nazi',
  'nazis',
  'secte',
  'scam',
  'scams',
  'scammer',
  'scammers',
  'fraud',
  'fraudster',
  'crook',
  'thief',
  'thieves',
  'liar',
  'rapist',
  'paedophile',
  'pedophile',
  'molester',
  'murderer',
];

/** Adult terms: hidden with safe search on, shown with it off when no list above holds them. */
export const ADULT_WORDS = [
  'xxx',
  'porn',
  'porno',
  'pornographie',
  'pornographique',
  'sexe',
  'sexes',
  'sex',
  'sexy',
  'sexuel',
  'sexuelle',
  'sexuels',
  'nue',
  'nues',
  'nude',
  'nudes',
  'nudite',
  'erotique',
  'erotiques',
  'erotisme',
  'erotic',
  'escort',
  'escorts',
  'hentai',
  'camgirl',
  'camgirls',
  'libertin',
  'libertine',
  'libertins',
  'echangiste',
  'echangistes',
  'fetichiste',
  'bdsm',
  'onlyfans',
  'striptease',
  'stripteaseuse',
  'milf',
];

/** A list as sets of folded words and of folded phrases (" 2 girls 1 cup "). */
function wordSetsOf(lists: readonly string[][]) {
  const words = new Set<string>();
  const phrases: string[] = [];
  for (const entry of lists.flat()) {
    // Leetspeak with symbols ("@brut!") would fold to an innocent word ("brut"): such entries are left out.
    if (!/^[\p{L}\p{N}\s'’-]+$/u.test(entry)) continue;
    const folded = foldedWords(entry);
    if (folded.length === 1) words.add(folded[0]!);
    else if (folded.length > 1) phrases.push(` ${folded.join(' ')} `);
  }
  return { words, phrases };
}

const PROFANE = wordSetsOf([FRENCH_BADWORDS, NAUGHTY.en, NAUGHTY.fr, ACCUSATION_WORDS]);
const ADULT = wordSetsOf([ADULT_WORDS]);

function holds(text: string, { words, phrases }: ReturnType<typeof wordSetsOf>): boolean {
  const folded = foldedWords(text);
  if (folded.some((w) => words.has(w))) return true;
  const spaced = ` ${folded.join(' ')} `;
  return phrases.some((p) => spaced.includes(p));
}

/** Whether a query holds a word of the profanity lists or our additions: it is never suggested. */
export const isUnsuggestable = (query: string): boolean => holds(query, PROFANE);

/** Whether a query holds an adult term: suggested only with safe search off. */
export const isAdultQuery = (query: string): boolean => holds(query, ADULT) || isUnsuggestable(query);

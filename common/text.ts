// Folding of French text so `eglise` finds `Église`: one rule for the index, the query and the highlight.

/** Lower case without diacritics; œ and æ spelled out. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase();
}

/** A word: letters and digits; apostrophes, hyphens and every other sign split words. */
export const WORD_PATTERN = /[\p{L}\p{N}]+/gu;

/** The words of a text, folded: letters and digits, apostrophes and hyphens split. */
export function foldedWords(text: string): string[] {
  return foldText(text).match(WORD_PATTERN) ?? [];
}

/** The folded words of a text joined by single spaces: "Musée d’Orsay" and "musee d orsay" are one key. */
export function wordsKeyOf(text: string): string {
  return foldedWords(text).join(' ');
}

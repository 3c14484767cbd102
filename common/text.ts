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

/** Optimal string alignment distance, given up past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        current[j] = Math.min(current[j]!, before[j - 2]! + 1);
    }
    // No later row goes below this one's least (a swap costs as much as the step it replaces): given up.
    if (Math.min(...current) > max) return max + 1;
    [before, previous] = [previous, current];
  }
  return previous[b.length]!;
}

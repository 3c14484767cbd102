// The query's words in a title or snippet, found the way the index finds them (accents and case folded).
import { parseSearchOperators, wantedText } from '../../common/searchOperators';
import { FRENCH_STOP_WORDS } from '../../common/stopwords';
import { foldedWords, foldText } from '../../common/text';

export type TextSegment = { text: string; hit: boolean };

/** The text folded character by character, with where each folded character came from. */
function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const piece = foldText(text[i]!);
    folded += piece;
    for (let k = 0; k < piece.length; k++) origins.push(i);
  }
  origins.push(text.length);
  return { folded, origins };
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Splits `text` into plain and highlighted parts: the words of `query` (and words they begin). */
export function highlightSegments(text: string, query: string): TextSegment[] {
  // The words wanted: not an operator's name, a site, an extension nor an excluded word.
  const all = [...new Set(foldedWords(wantedText(parseSearchOperators(query))))];
  const meaningful = all.filter((w) => !FRENCH_STOP_WORDS.has(w));
  const words = (meaningful.length > 0 ? meaningful : all).filter((w) => w.length >= 2);
  if (words.length === 0 || text === '') return [{ text, hit: false }];

  const { folded, origins } = foldWithOrigins(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      if (isWordChar(folded[at - 1])) continue; // only at the start of a word: "lyon" not in "papillyon"
      let end = at + word.length;
      while (isWordChar(folded[end])) end++; // the rest of the word: "musee" lights up "Musées"
      for (let i = origins[at]!; i < origins[end]!; i++) marked[i] = true;
    }
  }

  const segments: TextSegment[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = segments[segments.length - 1];
    if (last && last.hit === marked[i]) last.text += text[i];
    else segments.push({ text: text[i]!, hit: marked[i]! });
  }
  return segments;
}

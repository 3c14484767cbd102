// « Essayez avec » from what people search: a query nobody spells this way is offered the popular name or past
// query a letter away. Read from memory (the table is loaded again every few minutes), never a read per search.
import { POPULAR_SPELLING } from '../../../common/constants';
import { hasOperators, parseSearchOperators } from '../../../common/searchOperators';
import { editDistance, foldedWords, wordsKeyOf } from '../../../common/text';
import type { DatabaseHandle } from '../../platform/db/database';
import { listPublicTerms, type PublicTerm } from './store';

export type PopularSpelling = {
  /** The better-known spelling of what was typed (its label), or null; `safe` leaves adult terms out. */
  of(typed: string, safe: boolean): string | null | Promise<string | null>;
  /** The table is read again at the next search (tests, after making a query public). */
  forgetCached(): void;
};

/** What the table says of spellings: every public key, every word of them, and the popular terms by first letters. */
export type SpellingTable = {
  keys: Set<string>;
  words: Set<string>;
  popularByStart: Map<string, PublicTerm[]>;
};

const START_LENGTH = 2;

export function spellingTableOf(terms: PublicTerm[]): SpellingTable {
  const table: SpellingTable = { keys: new Set(), words: new Set(), popularByStart: new Map() };
  for (const term of terms) {
    table.keys.add(term.term);
    for (const word of term.term.split(' ')) table.words.add(word);
    if (term.score < POPULAR_SPELLING.minScore) continue;
    const start = term.term.slice(0, START_LENGTH);
    const bucket = table.popularByStart.get(start);
    if (bucket) bucket.push(term);
    else table.popularByStart.set(start, [term]);
  }
  return table;
}

/**
 * The popular spelling of `typed`, or null: never for a query with operators or digits, a short one, one the table
 * holds, or one whose every word some name or query holds (a known word is nobody's typo), nor a spelling that
 * differs by its spaces only. The nearest wins, then the most searched.
 */
export function betterSpelling(table: SpellingTable, typed: string, safe: boolean): string | null {
  if (hasOperators(parseSearchOperators(typed))) return null;
  const key = wordsKeyOf(typed);
  if (key.length < POPULAR_SPELLING.minLength || /\d/.test(key) || table.keys.has(key)) return null;
  if (foldedWords(key).every((word) => table.words.has(word))) return null;
  const allowed = key.length >= POPULAR_SPELLING.twoEditsLength ? 2 : 1;
  let best: { term: PublicTerm; edits: number } | null = null;
  for (const term of table.popularByStart.get(key.slice(0, START_LENGTH)) ?? []) {
    if (safe && term.adult) continue;
    const edits = editDistance(key, term.term, allowed);
    if (edits === 0 || edits > allowed || sameLetters(key, term.term)) continue;
    if (!best || edits < best.edits || (edits === best.edits && term.score > best.term.score))
      best = { term, edits };
  }
  return best?.term.label ?? null;
}

/** Only the spaces differ ("pages jaunes", PagesJaunes): a way of writing the name, not a misspelling. */
const sameLetters = (a: string, b: string) => a.replaceAll(' ', '') === b.replaceAll(' ', '');

/** Loaded on the first search, then again in the background once `refreshMs` old (the old table serves meanwhile). */
export function createPopularSpelling(
  database: DatabaseHandle,
  {
    refreshMs = POPULAR_SPELLING.refreshMs,
    knowsEveryWord,
  }: {
    refreshMs?: number;
    /** Whether a dictionary beyond the table (the local index) holds every word typed: then it is no typo. */
    knowsEveryWord: (typed: string) => Promise<boolean>;
  },
): PopularSpelling {
  let table: SpellingTable | null = null;
  let loadedAt = 0;
  let loading: Promise<SpellingTable | null> | null = null;
  function reload(): Promise<SpellingTable | null> {
    loading ??= listPublicTerms(database).then(
      (terms) => {
        table = spellingTableOf(terms);
        loadedAt = Date.now();
        loading = null;
        return table;
      },
      // A failed read offers no spelling; the next search tries again.
      () => {
        loading = null;
        return table;
      },
    );
    return loading;
  }
  // Asked only of a query the table offers a spelling for: rare, so the index's reads cost the others nothing.
  async function confirmed(typed: string, spelling: string | null): Promise<string | null> {
    return spelling !== null && !(await knowsEveryWord(typed)) ? spelling : null;
  }
  return {
    of(typed, safe) {
      if (!table)
        return reload().then((loaded) => confirmed(typed, loaded && betterSpelling(loaded, typed, safe)));
      if (Date.now() - loadedAt > refreshMs) void reload();
      const spelling = betterSpelling(table, typed, safe);
      return spelling === null ? null : confirmed(typed, spelling);
    },
    forgetCached() {
      table = null;
    },
  };
}

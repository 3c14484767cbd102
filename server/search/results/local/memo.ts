// What the local index says of single words (whether a page holds one, the first pages holding it), kept between
// searches while the index is unchanged: every write of its pages changes its stamp (store.ts), which a search
// reads before it uses them, so no search after a change reads what was kept before it.
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../../../platform/db/database';
import { readMeta } from '../../../platform/db/meta';
import type { RankedPage } from './rank';
import type { PageText } from './store';

/** The first pages holding a word in rank-key order, the filter not yet applied: null for a page it leaves out. */
export type TermPages = { key: number[]; id: number; page: RankedPage | null }[];

export type IndexMemo = {
  held: LRUCache<string, boolean>;
  firsts: LRUCache<string, TermPages>;
  /** What a result shows of a page (its title, the start of its text, its image), by id. */
  texts: LRUCache<number, PageText>;
  /** The title word a word no page holds stands for, by the word and the filter ('' for none). */
  corrections: LRUCache<string, string>;
};

const HELD_ENTRIES = 50_000;
/** Pages whose shown text is kept: a few hundred characters each. */
const TEXT_ENTRIES = 20_000;
/** The kept pages' folded texts, in characters: a few tens of megabytes at most. */
const FIRSTS_CHARACTERS = 32_000_000;
/** What a kept row costs beside its texts. */
const ROW_CHARACTERS = 64;

const kept = new WeakMap<object, { stamp: string | null; memo: IndexMemo }>();

/** This database's memo for the index as it is now; a new, empty one once the index's stamp has changed. */
export async function indexMemo(handle: DatabaseHandle): Promise<IndexMemo> {
  const stamp = await readMeta(handle, 'local_index_changed');
  let entry = kept.get(handle.db);
  if (!entry || entry.stamp !== stamp) {
    const memo: IndexMemo = {
      held: new LRUCache({ max: HELD_ENTRIES }),
      firsts: new LRUCache({
        maxSize: FIRSTS_CHARACTERS,
        sizeCalculation: (rows) =>
          rows.reduce(
            (sum, { page }) =>
              sum + ROW_CHARACTERS + (page ? page.title_folded.length + page.body_folded.length : 0),
            1,
          ),
      }),
      texts: new LRUCache({ max: TEXT_ENTRIES }),
      corrections: new LRUCache({ max: HELD_ENTRIES }),
    };
    kept.set(handle.db, (entry = { stamp, memo }));
  }
  return entry.memo;
}

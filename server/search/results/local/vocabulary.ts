// The index as a dictionary: a word some page holds is nobody's typo.
import type { DatabaseHandle } from '../../../platform/db/database';
import { readQuery } from './query';
import { findSearchPages } from './store';

/** Whether each meaningful word of `q` (operators aside) is held by some page, in any of its forms. */
export async function indexHoldsEveryWord(database: DatabaseHandle, q: string): Promise<boolean> {
  for (const term of readQuery(q).terms) {
    const filter = { terms: [term], safe: false, imagesOnly: false, langs: null, limit: 1 };
    if ((await findSearchPages(database, filter)).length === 0) return false;
  }
  return true;
}

// A signed-in user's search history: 15 at most, newest first, a repeat moves to the top (common/history).
import { HISTORY_MAX_ITEMS } from '../../../common/constants';
import { historyEntryOf, sameSearch } from '../../../common/history';
import type { DatabaseHandle } from '../../platform/db/database';

let lastStamp = 0;
/** Two searches in the same millisecond still have an order. */
function nextStamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

export async function listHistory({ db }: DatabaseHandle, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('search_history')
    .select('query')
    .where('user_id', '=', userId)
    .orderBy('searched_at', 'desc')
    .limit(HISTORY_MAX_ITEMS)
    .execute();
  return rows.map((r) => r.query);
}

export async function recordSearch(database: DatabaseHandle, userId: number, query: string): Promise<void> {
  const entry = historyEntryOf(query);
  if (entry === null) return;
  await database.db.transaction().execute(async (trx) => {
    // One search, one entry: an earlier spelling of it (case, accents, spaces) gives way to this one.
    const earlier = (
      await trx.selectFrom('search_history').select('query').where('user_id', '=', userId).execute()
    )
      .map((r) => r.query)
      .filter((q) => q !== entry && sameSearch(q, entry));
    if (earlier.length > 0)
      await trx
        .deleteFrom('search_history')
        .where('user_id', '=', userId)
        .where('query', 'in', earlier)
        .execute();
    await trx
      .insertInto('search_history')
      .values({ user_id: userId, query: entry, searched_at: nextStamp() })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'query'])
          .doUpdateSet((eb) => ({ searched_at: eb.ref('excluded.searched_at') })),
      )
      .execute();
    const kept = trx
      .selectFrom('search_history')
      .select('query')
      .where('user_id', '=', userId)
      .orderBy('searched_at', 'desc')
      .limit(HISTORY_MAX_ITEMS);
    await trx
      .deleteFrom('search_history')
      .where('user_id', '=', userId)
      .where('query', 'not in', kept)
      .execute();
  });
}

export async function removeSearch({ db }: DatabaseHandle, userId: number, query: string): Promise<void> {
  const entry = historyEntryOf(query);
  if (entry === null) return;
  const spellings = (
    await db.selectFrom('search_history').select('query').where('user_id', '=', userId).execute()
  )
    .map((r) => r.query)
    .filter((q) => sameSearch(q, entry));
  if (spellings.length > 0)
    await db
      .deleteFrom('search_history')
      .where('user_id', '=', userId)
      .where('query', 'in', spellings)
      .execute();
}

export async function clearHistory({ db }: DatabaseHandle, userId: number): Promise<void> {
  await db.deleteFrom('search_history').where('user_id', '=', userId).execute();
}

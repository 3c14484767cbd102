// The daily forgetting of past queries: who searched them past the window, and queries unused for 90 days, each
// deleted a batch per statement so that no statement holds the table long.
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../../platform/db/database';

/** Rows per delete of the daily forgetting: each statement holds the table briefly, never a whole table's delete. */
export const PRUNE_BATCH = 5000;

/** Runs a delete of at most `batch` rows until one deletes fewer; the rows and statements. */
async function deleteInBatches(
  batch: number,
  deleteBatch: () => Promise<{ numAffectedRows?: bigint }>,
): Promise<{ rows: number; statements: number }> {
  let rows = 0;
  for (let statements = 1; ; statements++) {
    const count = Number((await deleteBatch()).numAffectedRows ?? 0);
    rows += count;
    if (count < batch) return { rows, statements };
  }
}

/** Forgets who searched before `beforeDay`, in batches: the terms whose count may have dropped. */
export async function pruneSearches(
  { db }: DatabaseHandle,
  beforeDay: string,
  batch = PRUNE_BATCH,
): Promise<string[]> {
  const terms = await db
    .selectFrom('suggest_searches')
    .select('term')
    .distinct()
    .where('day', '<', beforeDay)
    .execute();
  await deleteInBatches(batch, () =>
    sql`delete from suggest_searches where (term, visitor, network) in
      (select term, visitor, network from suggest_searches where day < ${beforeDay} limit ${batch})`.execute(
      db,
    ),
  );
  return terms.map((r) => r.term);
}

/** Forgets the text of past queries nobody searched in the window, unless public, blocked or a data set name. */
export async function deleteForgottenQueries({ db }: DatabaseHandle, batch = PRUNE_BATCH): Promise<void> {
  await deleteInBatches(batch, () =>
    sql`delete from suggest_terms where term in (select t.term from suggest_terms t
      where t.from_dataset = 0 and t.blocked = 0 and t.public_since is null
        and not exists (select 1 from suggest_searches s where s.term = t.term)
      limit ${batch})`.execute(db),
  );
}

/**
 * Deletes past queries, public ones included, last searched before `beforeDay` (or never, as far as we know), in
 * batches; data set names and blocked queries stay. The rows and statements.
 */
export async function pruneUnusedSuggestions(
  { db }: DatabaseHandle,
  beforeDay: string,
  batch = PRUNE_BATCH,
): Promise<{ rows: number; statements: number }> {
  return deleteInBatches(batch, () =>
    sql`delete from suggest_terms where term in (select term from suggest_terms
      where from_dataset = 0 and blocked = 0 and (last_searched is null or last_searched < ${beforeDay})
      limit ${batch})`.execute(db),
  );
}

// The prefix table of suggestions: names of the data set and queries searched often.
import { sql } from 'kysely';
import { foldText } from '../../common/text';
import type { DatabaseHandle } from '../db/database';

/** A past query is suggested only once this many searches asked for it: nobody's lone query leaks. */
export const POPULAR_QUERY_MIN_SEARCHES = 3;
const BATCH_SIZE = 500;
const LAST_CHAR = '\u{10FFFF}';

export type DatasetTerm = { label: string; weight: number };

export async function replaceDatasetTerms({ db }: DatabaseHandle, terms: DatasetTerm[]): Promise<void> {
  const byTerm = new Map<string, DatasetTerm>();
  for (const t of terms) {
    const key = foldText(t.label);
    if ((byTerm.get(key)?.weight ?? -1) < t.weight) byTerm.set(key, t);
  }
  const rows = [...byTerm].map(([term, t]) => ({ term, label: t.label, weight: t.weight, from_dataset: 1 }));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      await trx
        .insertInto('suggest_terms')
        .values(rows.slice(start, start + BATCH_SIZE))
        .onConflict((oc) =>
          oc.column('term').doUpdateSet((eb) => ({
            label: eb.ref('excluded.label'),
            weight: eb.ref('excluded.weight'),
            from_dataset: 1,
          })),
        )
        .execute();
    }
  });
}

/** Counts `times` more searches of a query that found something. */
export async function recordSearchedQuery(
  { db }: DatabaseHandle,
  label: string,
  { adult, times }: { adult: boolean; times: number },
): Promise<void> {
  const term = foldText(label.trim()).replace(/\s+/g, ' ');
  if (!term) return;
  await db
    .insertInto('suggest_terms')
    .values({ term, label: label.trim(), searches: times, adult: adult ? 1 : 0 })
    .onConflict((oc) =>
      oc.column('term').doUpdateSet({
        searches: sql`suggest_terms.searches + ${times}`,
        adult: adult ? 1 : sql<number>`suggest_terms.adult`,
      }),
    )
    .execute();
}

/** Up to `limit` labels starting with what was typed, most searched and weightiest first. */
export async function findSuggestions(
  { db }: DatabaseHandle,
  typed: string,
  { limit, safe }: { limit: number; safe: boolean },
): Promise<string[]> {
  const prefix = foldText(typed.trimStart()).replace(/\s+/g, ' ');
  if (!prefix) return [];
  let query = db
    .selectFrom('suggest_terms')
    .select('label')
    .where('term', '>=', prefix)
    .where('term', '<', prefix + LAST_CHAR)
    .where((eb) => eb.or([eb('from_dataset', '=', 1), eb('searches', '>=', POPULAR_QUERY_MIN_SEARCHES)]));
  if (safe) query = query.where('adult', '=', 0);
  const rows = await query
    .orderBy(sql`searches + weight * 10`, 'desc')
    .orderBy('term')
    .limit(limit)
    .execute();
  return rows.map((r) => r.label);
}

// The prefix table of suggestions: names of the data set, and past queries once enough distinct visitors searched them.
import { sql } from 'kysely';
import { SUGGESTION_SORTS, type SuggestionsPageQuery } from '../../../common/pagination';
import { wordsKeyOf } from '../../../common/text';
import type { DatabaseHandle } from '../../platform/db/database';
import { inBatches } from '../../platform/db/batches';
import { keysetPage, sortOf, type Page, type SortKey } from '../../platform/db/paginate';

const BATCH_SIZE = 500;
const LAST_CHAR = '\u{10FFFF}';

/** A name's size: log10 of its population, or the fixed size of a site or a country (seed.ts). */
export type DatasetTerm = { label: string; weight: number };

/**
 * Writes the data set's names, each once under its words' key (the biggest of one spelling kept). A name no longer
 * in the data set becomes a plain past query: suggested again only once enough visitors search it; a block stays.
 */
export async function replaceDatasetTerms({ db }: DatabaseHandle, terms: DatasetTerm[]): Promise<void> {
  const byTerm = new Map<string, DatasetTerm>();
  for (const t of terms) {
    const key = wordsKeyOf(t.label);
    if (key && (byTerm.get(key)?.weight ?? -1) < t.weight) byTerm.set(key, t);
  }
  const rows = [...byTerm].map(([term, t]) => ({ term, label: t.label, weight: t.weight, from_dataset: 1 }));
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('suggest_terms')
      .set({ from_dataset: 0, weight: 0 })
      .where('from_dataset', '=', 1)
      .execute();
    await inBatches(rows, BATCH_SIZE, (batch) =>
      trx
        .insertInto('suggest_terms')
        .values(batch)
        .onConflict((oc) =>
          oc.column('term').doUpdateSet((eb) => ({
            label: eb.ref('excluded.label'),
            weight: eb.ref('excluded.weight'),
            from_dataset: 1,
          })),
        )
        .execute(),
    );
  });
}

/** One visitor's search of a query that found something: keyed hashes only, never an address. */
export type SearchedQuery = { term: string; label: string; adult: boolean; visitor: string; network: string };

/**
 * Records searches of one day (the latest spelling becomes the label of a query that is not a data set name);
 * blocked queries are left out. The terms recorded.
 */
export async function recordSearchedQueries(
  { db }: DatabaseHandle,
  searches: SearchedQuery[],
  day: string,
): Promise<string[]> {
  if (searches.length === 0) return [];
  const blocked = new Set(
    (
      await db
        .selectFrom('suggest_terms')
        .select('term')
        .where('term', 'in', [...new Set(searches.map((s) => s.term))])
        .where('blocked', '=', 1)
        .execute()
    ).map((r) => r.term),
  );
  const kept = searches.filter((s) => !blocked.has(s.term));
  if (kept.length === 0) return [];
  const labels = new Map(kept.map((s) => [s.term, s]));
  const terms = [...labels].map(([term, { label, adult }]) => ({
    term,
    label,
    adult: adult ? 1 : 0,
    last_searched: day,
  }));
  await db.transaction().execute(async (trx) => {
    await inBatches(terms, BATCH_SIZE, (batch) =>
      trx
        .insertInto('suggest_terms')
        .values(batch)
        .onConflict((oc) =>
          oc.column('term').doUpdateSet((eb) => ({
            label: eb
              .case()
              .when('suggest_terms.from_dataset', '=', 1)
              .then(eb.ref('suggest_terms.label'))
              .else(eb.ref('excluded.label'))
              .end(),
            adult: eb.case().when('excluded.adult', '=', 1).then(1).else(eb.ref('suggest_terms.adult')).end(),
            last_searched: eb.ref('excluded.last_searched'),
          })),
        )
        .execute(),
    );
    await inBatches(kept, BATCH_SIZE, (batch) =>
      trx
        .insertInto('suggest_searches')
        .values(batch.map(({ term, visitor, network }) => ({ term, visitor, network, day })))
        .onConflict((oc) => oc.columns(['term', 'visitor', 'network']).doUpdateSet({ day }))
        .execute(),
    );
  });
  return [...labels.keys()];
}

/** Per term, distinct visitors and distinct networks that searched it since `sinceDay`. */
export async function countSearchers(
  { db }: DatabaseHandle,
  terms: string[],
  sinceDay: string,
): Promise<Array<{ term: string; visitors: number; networks: number }>> {
  if (terms.length === 0) return [];
  const rows = await db
    .selectFrom('suggest_searches')
    .select((eb) => [
      'term',
      eb.fn.count<number>('visitor').distinct().as('visitors'),
      eb.fn.count<number>('network').distinct().as('networks'),
    ])
    .where('term', 'in', terms)
    .where('day', '>=', sinceDay)
    .groupBy('term')
    .execute();
  const counted = new Map(rows.map((r) => [r.term, r]));
  return terms.map((term) => ({
    term,
    visitors: Number(counted.get(term)?.visitors ?? 0),
    networks: Number(counted.get(term)?.networks ?? 0),
  }));
}

/** Counts written per statement: one statement for a whole flush of most seconds. */
const COUNTS_PER_UPDATE = 5000;

/**
 * Sets each query's count of visitors, public from `now` once it reaches `minVisitors` (kept if it already was).
 * After new searches a count only rises: another process's recount, read a moment earlier, may be lower; only the
 * daily forgetting (`lowering`) takes counts down and a query off the suggestions. One UPDATE … FROM per batch of
 * counts, passed as one JSON parameter (one statement per query took 12 s for 10,000 on PostgreSQL); an update,
 * not an upsert, so a query deleted meanwhile stays deleted.
 */
export async function updatePopularity(
  { db, dialect }: DatabaseHandle,
  counts: Array<{ term: string; visitors: number }>,
  { minVisitors, now, lowering }: { minVisitors: number; now: string; lowering: boolean },
): Promise<void> {
  if (counts.length === 0) return;
  const onlyRising = lowering ? sql`` : sql`and suggest_terms.searches <= c.visitors`;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < counts.length; start += COUNTS_PER_UPDATE) {
      const json = JSON.stringify(counts.slice(start, start + COUNTS_PER_UPDATE));
      const rows =
        dialect === 'postgres'
          ? sql`json_to_recordset(${json}::json) as c(term text, visitors integer)`
          : sql`(select e.value->>'term' as term, e.value->>'visitors' as visitors from json_each(${json}) as e) as c`;
      await sql`update suggest_terms set searches = c.visitors,
          public_since = case when c.visitors >= ${minVisitors} then coalesce(suggest_terms.public_since, ${now})
            else null end
        from ${rows}
        where suggest_terms.term = c.term and suggest_terms.from_dataset = 0 ${onlyRising}`.execute(trx);
    }
  });
}

export type PublicQueryRow = {
  term: string;
  label: string;
  visitors: number;
  adult: boolean;
  blocked: boolean;
  public_since: string;
};

/** Past queries that became public since `since` (blocked ones included), newest first. */
export async function listQueriesPublicSince(
  { db }: DatabaseHandle,
  since: string,
): Promise<PublicQueryRow[]> {
  const rows = await db
    .selectFrom('suggest_terms')
    .select(['term', 'label', 'searches', 'adult', 'blocked', 'public_since'])
    .where('public_since', '>=', since)
    .where('from_dataset', '=', 0)
    .orderBy('public_since', 'desc')
    .orderBy('term')
    .execute();
  return rows.map((r) => ({
    term: r.term,
    label: r.label,
    visitors: Number(r.searches),
    adult: r.adult === 1,
    blocked: r.blocked === 1,
    public_since: r.public_since!,
  }));
}

/** Removes a past query and who searched it (a data set name and a blocked query stay); whether there was one. */
export async function deleteSearchedQuery({ db }: DatabaseHandle, term: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('suggest_terms')
    .where('term', '=', term)
    .where('from_dataset', '=', 0)
    .where('blocked', '=', 0)
    .executeTakeFirst();
  await db.deleteFrom('suggest_searches').where('term', '=', term).execute();
  return Number(deleted.numDeletedRows) > 0;
}

/** Blocks a query for good: never suggested, its searches forgotten and no longer recorded. */
export async function blockSearchedQuery(
  { db }: DatabaseHandle,
  { term, label, now }: { term: string; label: string; now: string },
): Promise<void> {
  await db.deleteFrom('suggest_searches').where('term', '=', term).execute();
  await db
    .insertInto('suggest_terms')
    .values({ term, label, blocked: 1, public_since: now })
    .onConflict((oc) =>
      oc.column('term').doUpdateSet((eb) => ({
        blocked: 1,
        public_since: eb.fn.coalesce('suggest_terms.public_since', eb.val(now)),
      })),
    )
    .execute();
}

/**
 * What was typed as a prefix of the table's keys: its words folded, the last one a word's beginning unless a space,
 * hyphen or apostrophe ends it ("saint-" is the word "saint", not "sainte").
 */
export function typedPrefixOf(typed: string): string {
  const words = wordsKeyOf(typed);
  return words && /[^\p{L}\p{N}]$/u.test(typed) ? `${words} ` : words;
}

/**
 * Up to `limit` labels whose words begin with what was typed, most searched and biggest first: a past query's
 * distinct visitors plus ten times a name's size (Paris 63, a village of 1,000 people 30). The key breaks ties.
 */
export async function findSuggestions(
  { db }: DatabaseHandle,
  typed: string,
  { limit, safe }: { limit: number; safe: boolean },
): Promise<string[]> {
  const prefix = typedPrefixOf(typed);
  if (!prefix) return [];
  let query = db
    .selectFrom('suggest_terms')
    .select('label')
    .where('term', '>=', prefix)
    .where('term', '<', prefix + LAST_CHAR)
    .where('blocked', '=', 0)
    .where((eb) => eb.or([eb('from_dataset', '=', 1), eb('public_since', 'is not', null)]));
  if (safe) query = query.where('adult', '=', 0);
  const rows = await query
    .orderBy(sql`searches + weight * 10`, 'desc')
    .orderBy('term')
    .limit(limit)
    .execute();
  return rows.map((r) => r.label);
}

/** A name or past query anyone may be suggested: its key, label, score (as suggestions rank) and adult mark. */
export type PublicTerm = { term: string; label: string; score: number; adult: boolean };

/** Every unblocked term the suggestions may show (the data set's names and public past queries). */
export async function listPublicTerms({ db }: DatabaseHandle): Promise<PublicTerm[]> {
  const rows = await db
    .selectFrom('suggest_terms')
    .select(['term', 'label', 'adult', sql<number>`searches + weight * 10`.as('score')])
    .where('blocked', '=', 0)
    .where((eb) => eb.or([eb('from_dataset', '=', 1), eb('public_since', 'is not', null)]))
    .execute();
  return rows.map((r) => ({ term: r.term, label: r.label, score: Number(r.score), adult: r.adult === 1 }));
}

// Newest first; the term (unique) breaks ties. `public_since` is an ISO text written by the app.
const REVIEW_KEYS: SortKey[] = [
  { expr: sql.ref('public_since'), order: 'desc' },
  { expr: sql.ref('term'), order: 'asc' },
];

/** A page of the past queries public since an instant (blocked ones included), newest first. */
export async function pageQueriesPublicSince(
  { db }: DatabaseHandle,
  since: string,
  query: SuggestionsPageQuery,
): Promise<Page<PublicQueryRow>> {
  const rows = db
    .selectFrom('suggest_terms')
    .select(['term', 'label', 'searches', 'adult', 'blocked', 'public_since'])
    .where('public_since', '>=', since)
    .where('from_dataset', '=', 0);
  const sort = sortOf({ newest: REVIEW_KEYS }, SUGGESTION_SORTS, query.sort, query.order);
  const page = await keysetPage(db, rows, { ...sort, limit: query.limit, cursor: query.cursor });
  return {
    ...page,
    items: page.items.map((r) => ({
      term: r.term,
      label: r.label,
      visitors: Number(r.searches),
      adult: r.adult === 1,
      blocked: r.blocked === 1,
      public_since: r.public_since!,
    })),
  };
}

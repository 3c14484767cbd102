// Kysely queries of the local index, written once, with the full-text part per dialect.
import { sql, type Insertable } from 'kysely';
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { wordsKeyOf } from '../../../../common/text';
import type { DatabaseHandle } from '../../../platform/db/database';
import { writeMeta } from '../../../platform/db/meta';
import type { SearchPageTable } from '../../../platform/db/schema';
import { toFts5Match, toTsQuery, type IndexTerm } from './query';
import { NAME_END, NAME_SEPARATOR, type RankedPage } from './rank';
import { inBatches } from '../../../platform/db/batches';
import { operatorConditions } from './operators/store';
import type { LocalOperators } from './operators/read';
import type { IndexMemo, TermPages } from './memo';

/** `updated_at` is the date of the page's data when its source has one, else the time it was written. */
export type NewSearchPage = Omit<
  Insertable<SearchPageTable>,
  'id' | 'updated_at' | 'title_folded' | 'body_folded'
> & {
  updated_at?: string;
};

/** A page holding the terms, with what the provider ranks it by (rank.ts). */
export type FoundPage = RankedPage;

export type PageFilter = {
  terms: IndexTerm[];
  /** Pages with any of the terms rather than all of them. */
  anyTerm?: boolean;
  /** Terms looked for in the titles only. */
  titleOnly?: boolean;
  safe: boolean;
  imagesOnly: boolean;
  langs: string[] | null;
  /** Phrases, exclusions, sites, extensions and alternatives the pages must also meet. */
  operators?: LocalOperators;
  /** At most this many pages (RANKED_CANDIDATES when not said). */
  limit?: number;
};

/**
 * Pages ranked per search, at most: the first matches in rank-key order (boost, then id – migration 0015), so a
 * word found in most pages ("départ", "saint", "le") costs as little as a rare one. Fewer matches: all ranked.
 */
export const RANKED_CANDIDATES = 300;
/** SQLite's full-text rowid is the rank key; a page's id is its low 32 bits (migration 0015). */
const PAGE_ID_MASK = 0xffffffff;
/**
 * Beside other words, a prefix found in more pages than this is matched as whole words ("gare" and "gares", not
 * "garenne"): PostgreSQL's GIN reads every page of every word a prefix starts before it can intersect them.
 */
const COMMON_PREFIX_PAGES = 5000;
/** How long a prefix is known as common or not: the index changes by imports, seldom. */
const COMMON_PREFIX_TTL_MS = 10 * 60_000;
const commonPrefixes = new WeakMap<object, LRUCache<string, boolean>>();

/** Rows per insert statement: under SQLite's 32,766 bound parameters with room to spare. */
const BATCH_SIZE = 500;

/** Adds or replaces pages by URL in one transaction; the database keeps the full-text index in step. */
export async function upsertSearchPages(
  { db, dialect }: DatabaseHandle,
  pages: NewSearchPage[],
): Promise<number> {
  const updatedAt = new Date().toISOString();
  // One statement may not touch a URL twice (PostgreSQL refuses it): the last page of a URL wins.
  pages = [...new Map(pages.map((page) => [page.url, page])).values()];
  // Heaviest first: SQLite's full-text keys then come in ascending order, which FTS5 writes without re-sorting.
  pages.sort((a, b) => (b.boost ?? 0) - (a.boost ?? 0));
  await db.transaction().execute(async (trx) => {
    await inBatches(pages, BATCH_SIZE, async (batch) => {
      const rows = batch.map((page) => ({
        ...page,
        title_folded: foldedTitle(page.title),
        body_folded: wordsKeyOf(page.body),
        updated_at: page.updated_at ?? updatedAt,
      }));
      await trx
        .insertInto('search_pages')
        .values(rows)
        .onConflict((oc) =>
          oc.column('url').doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            body: eb.ref('excluded.body'),
            title_folded: eb.ref('excluded.title_folded'),
            body_folded: eb.ref('excluded.body_folded'),
            lang: eb.ref('excluded.lang'),
            image_url: eb.ref('excluded.image_url'),
            adult: eb.ref('excluded.adult'),
            source: eb.ref('excluded.source'),
            boost: eb.ref('excluded.boost'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    });
    // With the pages: a search that reads the new stamp reads the new pages, and forgets what it kept (memo.ts).
    await writeMeta({ db: trx, dialect }, 'local_index_changed', randomUUID());
  });
  return pages.length;
}

/**
 * Folded words joined by spaces (PostgreSQL's parser would read "www.lemonde.fr" as one word, FTS5 as three), the
 * title's name parted from the rest by " – ", which neither reads as a word: the ranking reads the name from it.
 */
function foldedTitle(title: string): string {
  const end = title.search(NAME_END);
  return end < 0
    ? wordsKeyOf(title)
    : `${wordsKeyOf(title.slice(0, end))}${NAME_SEPARATOR}${wordsKeyOf(title.slice(end))}`;
}

/** After many pages were written: PostgreSQL's planner then knows a common word from a rare one (rank-order scan or GIN). */
export async function analyzeSearchPages({ db, dialect }: DatabaseHandle): Promise<void> {
  if (dialect === 'postgres') await sql`analyze search_pages`.execute(db);
}

export async function countSearchPages({ db }: DatabaseHandle, source?: string): Promise<number> {
  const { count } = await db
    .selectFrom('search_pages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .$if(source !== undefined, (qb) => qb.where('source', '=', source!))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export type PageText = { id: number; title: string; body: string; image_url: string | null };

/**
 * The title, image and the first `bodyLength` characters of the text (enough for the snippet) of the pages a
 * result page shows, by id; with a memo, those it keeps are not read again.
 */
export async function readPageTexts(
  { db }: DatabaseHandle,
  ids: number[],
  bodyLength: number,
  memo?: IndexMemo,
): Promise<Map<number, PageText>> {
  const texts = new Map<number, PageText>();
  const missing: number[] = [];
  for (const id of ids) {
    const text = memo?.texts.get(id);
    if (text) texts.set(id, text);
    else missing.push(id);
  }
  if (missing.length === 0) return texts;
  const rows = await db
    .selectFrom('search_pages')
    // SQLite and PostgreSQL count characters, JavaScript UTF-16 units: never fewer units than characters.
    .select(['id', 'title', sql<string>`substr(body, 1, ${sql.lit(bodyLength)})`.as('body'), 'image_url'])
    .where('id', 'in', missing)
    .execute();
  for (const row of rows) {
    texts.set(row.id, row);
    memo?.texts.set(row.id, row);
  }
  return texts;
}

/** Whether a prefix starts words of many pages: SQLite counts the first ones, PostgreSQL reads its statistics. */
async function isCommonPrefix({ db, dialect }: DatabaseHandle, word: string): Promise<boolean> {
  let known = commonPrefixes.get(db);
  if (!known) commonPrefixes.set(db, (known = new LRUCache({ max: 10_000, ttl: COMMON_PREFIX_TTL_MS })));
  const cached = known.get(word);
  if (cached !== undefined) return cached;
  const query =
    dialect === 'postgres'
      ? sql<{ pages: number }>`select coalesce(sum(e.freq), 0) * max(c.reltuples) as pages
          from pg_stats s, pg_class c, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(word, freq)
          where s.schemaname = current_schema() and s.tablename = 'search_pages' and s.attname = 'search_vector'
            and c.oid = 'search_pages'::regclass and e.word like ${`${word}%`}`
      : sql<{ pages: number }>`select count(*) as pages from (select 1 from search_pages_fts
          where search_pages_fts match ${`"${word}"*`} limit ${COMMON_PREFIX_PAGES})`;
  const { rows } = await query.execute(db);
  const common = Number(rows[0]?.pages ?? 0) >= COMMON_PREFIX_PAGES;
  known.set(word, common);
  return common;
}

/** The terms of a query of several words, its common prefixes read as whole words. */
async function withoutCommonPrefixes(handle: DatabaseHandle, terms: IndexTerm[]): Promise<IndexTerm[]> {
  if (terms.length < 2) return terms;
  return Promise.all(
    terms.map(async (term) =>
      term.prefix && (await isCommonPrefix(handle, term.word)) ? { ...term, prefix: false } : term,
    ),
  );
}

/** What a page must also be to be found: safe, an image, in a language, meeting the operators. */
function whereOf(dialect: DatabaseHandle['dialect'], filter: PageFilter) {
  const conditions = [
    filter.safe ? sql`p.adult = 0` : sql`1 = 1`,
    filter.imagesOnly ? sql`p.image_url is not null` : sql`1 = 1`,
    filter.langs ? sql`p.lang in (${sql.join(filter.langs)})` : sql`1 = 1`,
    ...operatorConditions(dialect, filter.operators),
  ];
  return sql.join(conditions, sql` and `);
}

/**
 * For each term, whether `findSearchPages` would find a page holding it alone (`limit: 1`): whether the first page
 * holding it in rank-key order meets the filter. One statement for every term, reading no page's text.
 */
export async function termsHeld(
  handle: DatabaseHandle,
  filter: PageFilter,
  memo?: IndexMemo,
): Promise<boolean[]> {
  const keys =
    memo && !hasOperatorConditions(handle, filter) ? filter.terms.map((term) => termKey(term, filter)) : [];
  const known = keys.map((key) => memo!.held.get(key));
  const asked = filter.terms.filter((_, i) => known[i] === undefined);
  const answers = await termsHeldNow(handle, { ...filter, terms: asked });
  let next = 0;
  return filter.terms.map((_, i) => {
    if (known[i] !== undefined) return known[i];
    const held = answers[next++]!;
    if (keys[i] !== undefined) memo!.held.set(keys[i], held);
    return held;
  });
}

/** A term's facts are kept by its match and the filter's own conditions (never with operators: hasOperatorConditions). */
function termKey(term: IndexTerm, filter: PageFilter): string {
  return JSON.stringify([
    toFts5Match([term], false, filter.titleOnly),
    filter.titleOnly ?? false,
    filter.safe,
    filter.imagesOnly,
    filter.langs,
  ]);
}

/** Whether the operators put conditions on the pages: what is kept in the memo is never for such a filter. */
export function hasOperatorConditions({ dialect }: DatabaseHandle, filter: PageFilter): boolean {
  return operatorConditions(dialect, filter.operators).length > 0;
}

async function termsHeldNow({ db, dialect }: DatabaseHandle, filter: PageFilter): Promise<boolean[]> {
  if (filter.terms.length === 0) return [];
  const firsts = filter.terms.map((term, i) =>
    dialect === 'postgres'
      ? sql`select ${sql.lit(i)} as term, (select id from search_pages
          where search_vector @@ to_tsquery('simple', ${toTsQuery([term], false, filter.titleOnly)})
          order by boost desc, id limit 1) as id`
      : sql`select ${sql.lit(i)} as term, (select rowid & ${PAGE_ID_MASK} from search_pages_fts
          where search_pages_fts match ${toFts5Match([term], false, filter.titleOnly)} limit 1) as id`,
  );
  const { rows } = await sql<{ term: number }>`select t.term from (${sql.join(firsts, sql` union all `)}) t
      join search_pages p on p.id = t.id where ${whereOf(dialect, filter)}`.execute(db);
  const held = filter.terms.map(() => false);
  for (const row of rows) held[Number(row.term)] = true;
  return held;
}

/**
 * `findSearchPages` of pages holding any of the terms, made of each term's first pages kept in the memo: the first
 * `limit` pages holding any term in rank-key order are among the first `limit` of each term's.
 */
export async function findAnyTermPages(
  handle: DatabaseHandle,
  filter: PageFilter,
  memo: IndexMemo,
): Promise<FoundPage[]> {
  if (filter.terms.length === 0 || filter.titleOnly || hasOperatorConditions(handle, filter))
    return findSearchPages(handle, { ...filter, anyTerm: true });
  const limit = Math.min(filter.limit ?? RANKED_CANDIDATES, RANKED_CANDIDATES);
  const terms = await withoutCommonPrefixes(handle, filter.terms);
  const union = new Map<number, TermPages[number]>();
  for (const term of terms)
    for (const row of await keptTermPages(handle, term, filter, limit, memo)) union.set(row.id, row);
  const pages = [...union.values()]
    .sort((a, b) => compareKeys(a.key, b.key))
    .slice(0, limit)
    .flatMap((row) => (row.page ? [row.page] : []));
  return pages.sort((a, b) => b.boost - a.boost || a.id - b.id);
}

const compareKeys = (a: number[], b: number[]) => a[0]! - b[0]! || (a[1] ?? 0) - (b[1] ?? 0);

/** A term's first `limit` pages from the memo, read and kept there when missing. */
async function keptTermPages(
  handle: DatabaseHandle,
  term: IndexTerm,
  filter: PageFilter,
  limit: number,
  memo: IndexMemo,
): Promise<TermPages> {
  const key = `${limit}|${termKey(term, filter)}`;
  let firsts = memo.firsts.get(key);
  if (!firsts) memo.firsts.set(key, (firsts = await firstTermPages(handle, term, filter, limit)));
  return firsts;
}

/** How many of a word's first pages the memo keeps for `findSearchPagesKept` (fewer: they are all its pages). */
export const KEPT_TERM_PAGES = 100;

/**
 * `findSearchPages` of pages holding every term, made of the terms' kept first pages when one term has fewer than
 * KEPT_TERM_PAGES (they are all its pages, so all those holding every term): each other term's kept pages say
 * whether it holds one of them, up to its last kept page. The database is asked when they cannot say, and for
 * one word (its first page is often enough: the memo's stamp is not read for it).
 */
export async function findSearchPagesKept(
  handle: DatabaseHandle,
  filter: PageFilter,
  memo: () => Promise<IndexMemo>,
): Promise<FoundPage[]> {
  if (filter.terms.length < 2 || filter.anyTerm || filter.titleOnly || hasOperatorConditions(handle, filter))
    return findSearchPages(handle, filter);
  const terms = await withoutCommonPrefixes(handle, filter.terms);
  const kept = await memo();
  const lists: TermPages[] = [];
  for (const term of terms) lists.push(await keptTermPages(handle, term, filter, KEPT_TERM_PAGES, kept));
  const held = heldByEvery(lists);
  if (!held) return findSearchPages(handle, filter);
  const limit = Math.min(filter.limit ?? RANKED_CANDIDATES, RANKED_CANDIDATES);
  // As the database does: the first `limit` pages holding every term in rank-key order, then the filter.
  const pages = held
    .sort((a, b) => compareKeys(a.key, b.key))
    .slice(0, limit)
    .flatMap((row) => (row.page ? [row.page] : []));
  return pages.sort((a, b) => b.boost - a.boost || a.id - b.id);
}

/** The rows of the pages every list's term holds, or null when a page lies past a partial list's last. */
function heldByEvery(lists: TermPages[]): TermPages | null {
  const terms = lists.map((rows) => ({
    ids: new Set(rows.map((row) => row.id)),
    complete: rows.length < KEPT_TERM_PAGES,
    last: rows.reduce<number[] | null>(
      (last, row) => (last === null || compareKeys(row.key, last) > 0 ? row.key : last),
      null,
    ),
  }));
  let shortest = -1;
  for (const [i, term] of terms.entries())
    if (term.complete && (shortest < 0 || lists[i]!.length < lists[shortest]!.length)) shortest = i;
  if (shortest < 0) return null;
  const held: TermPages = [];
  for (const row of lists[shortest]!) {
    let verdict: 'held' | 'not held' | 'unknown' = 'held';
    for (const [i, term] of terms.entries()) {
      if (i === shortest || term.ids.has(row.id)) continue;
      // Not among all its pages, or among its first ones up to the last kept: the term is not in that page.
      if (term.complete || compareKeys(row.key, term.last!) < 0) {
        verdict = 'not held';
        break;
      }
      verdict = 'unknown';
    }
    if (verdict === 'unknown') return null;
    if (verdict === 'held') held.push(row);
  }
  return held;
}

/** The first `limit` pages holding the term in rank-key order, each with whether it meets the filter. */
async function firstTermPages(
  { db, dialect }: DatabaseHandle,
  term: IndexTerm,
  filter: PageFilter,
  limit: number,
): Promise<TermPages> {
  const where = whereOf(dialect, filter);
  const columns = sql`p.id, p.url, p.title_folded, p.body_folded, p.boost, p.source, p.updated_at`;
  type Row = FoundPage & { rank_key?: number; passes: number | boolean };
  const query =
    dialect === 'postgres'
      ? sql<Row>`with candidates as materialized (
            select id from search_pages where search_vector @@ to_tsquery('simple', ${toTsQuery([term])})
            order by boost desc, id limit ${limit})
          select ${columns}, (${where}) as passes from candidates c join search_pages p on p.id = c.id`
      : sql<Row>`select ${columns}, f.rowid as rank_key, case when ${where} then 1 else 0 end as passes
          from search_pages_fts f join search_pages p on p.id = (f.rowid & ${PAGE_ID_MASK})
          where search_pages_fts match ${toFts5Match([term])}
            and f.rowid <= coalesce(
              (select rowid from search_pages_fts where search_pages_fts match ${toFts5Match([term])}
                limit 1 offset ${limit - 1}),
              ${Number.MAX_SAFE_INTEGER})`;
  const { rows } = await query.execute(db);
  return rows.map(({ id, url, title_folded, body_folded, boost, source, updated_at, rank_key, passes }) => ({
    // SQLite's order is its full-text rowid's; PostgreSQL's the boost, highest first, then the id.
    key: rank_key !== undefined ? [rank_key] : [-boost, id],
    id,
    page: passes ? { id, url, title_folded, body_folded, boost, source, updated_at } : null,
  }));
}

/**
 * The pages holding the terms, at most the first `limit` in rank-key order: the provider ranks them (rank.ts), the
 * same way whatever the database, so SQLite's bm25 and PostgreSQL's ts_rank no longer order the results.
 */
export async function findSearchPages(handle: DatabaseHandle, filter: PageFilter): Promise<FoundPage[]> {
  if (filter.terms.length === 0) return [];
  const { db, dialect } = handle;
  const limit = Math.min(filter.limit ?? RANKED_CANDIDATES, RANKED_CANDIDATES);
  const terms = await withoutCommonPrefixes(handle, filter.terms);
  const where = whereOf(dialect, filter);
  // What the ranking reads, not what the page shows: that is read for the page's few results (readPageTexts).
  // A search in the titles (a misspelt word's probe) reads no body.
  const body = filter.titleOnly ? sql`'' as body_folded` : sql`p.body_folded`;
  const columns = sql`p.id, p.url, p.title_folded, ${body}, p.boost, p.source, p.updated_at`;
  const query =
    dialect === 'postgres'
      ? sql<FoundPage>`with candidates as materialized (
            select id from search_pages where search_vector @@ to_tsquery('simple', ${toTsQuery(terms, filter.anyTerm, filter.titleOnly)})
            order by boost desc, id limit ${limit})
          select ${columns} from candidates c join search_pages p on p.id = c.id
          where ${where}`
      : sql<FoundPage>`select ${columns}
          from search_pages_fts f join search_pages p on p.id = (f.rowid & ${PAGE_ID_MASK})
          where search_pages_fts match ${toFts5Match(terms, filter.anyTerm, filter.titleOnly)} and ${where}
            and f.rowid <= coalesce(
              (select rowid from search_pages_fts where search_pages_fts match ${toFts5Match(terms, filter.anyTerm, filter.titleOnly)}
                limit 1 offset ${limit - 1}),
              ${Number.MAX_SAFE_INTEGER})`;
  const rows = (await query.execute(db)).rows;
  // The rank-key order (PostgreSQL's `real` boost and SQLite's rounded key may differ past the third decimal).
  return rows.sort((a, b) => b.boost - a.boost || a.id - b.id);
}

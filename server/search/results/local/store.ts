// Kysely queries of the local index, written once, with the full-text part per dialect.
import { sql, type Insertable } from 'kysely';
import { LRUCache } from 'lru-cache';
import { foldText } from '../../../../common/text';
import type { DatabaseHandle } from '../../../platform/db/database';
import type { SearchPageTable } from '../../../platform/db/schema';
import { toFts5Match, toTsQuery, type IndexTerm } from './query';
import { inBatches } from '../../../platform/db/batches';
import { operatorConditions } from './operators/store';
import type { LocalOperators } from './operators/read';

/** `updated_at` is the date of the page's data when its source has one, else the time it was written. */
export type NewSearchPage = Omit<
  Insertable<SearchPageTable>,
  'id' | 'updated_at' | 'title_folded' | 'body_folded'
> & {
  updated_at?: string;
};

export type FoundPage = { id: number; url: string; title: string; body: string; image_url: string | null };

export type PageFilter = {
  terms: IndexTerm[];
  /** Pages with any of the terms rather than all of them (ranked by how many they hold). */
  anyTerm?: boolean;
  /** LIKE patterns of the folded title of a page named by the query: such a page comes first. */
  namePatterns: string[];
  /** The sources the query asks for ("mairie" → commune): their pages come next. */
  sources: string[];
  /** Terms looked for in the titles only. */
  titleOnly?: boolean;
  safe: boolean;
  imagesOnly: boolean;
  langs: string[] | null;
  /** Newest first by the date of the page's data, relevance breaking ties. */
  byDate?: boolean;
  /** Phrases, exclusions, sites, extensions and alternatives the pages must also meet. */
  operators?: LocalOperators;
  limit: number;
  offset: number;
};

/**
 * Pages ranked per search, at most: the first matches in rank order (boost, then id – migration 0015), so a
 * word found in most pages ("départ", "saint", "le") costs as little as a rare one. Fewer matches: all ranked.
 */
const RANKED_CANDIDATES = 300;
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
export async function upsertSearchPages({ db }: DatabaseHandle, pages: NewSearchPage[]): Promise<number> {
  const updatedAt = new Date().toISOString();
  // One statement may not touch a URL twice (PostgreSQL refuses it): the last page of a URL wins.
  pages = [...new Map(pages.map((page) => [page.url, page])).values()];
  // Heaviest first: SQLite's full-text keys then come in ascending order, which FTS5 writes without re-sorting.
  pages.sort((a, b) => (b.boost ?? 0) - (a.boost ?? 0));
  await db.transaction().execute(async (trx) => {
    await inBatches(pages, BATCH_SIZE, async (batch) => {
      const rows = batch.map((page) => ({
        ...page,
        title_folded: foldText(page.title),
        body_folded: foldText(page.body),
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
  });
  return pages.length;
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

/** The best pages for the terms, best first. */
export async function findSearchPages(handle: DatabaseHandle, filter: PageFilter): Promise<FoundPage[]> {
  if (filter.terms.length === 0) return [];
  const { db, dialect } = handle;
  const terms = await withoutCommonPrefixes(handle, filter.terms);
  const conditions = [
    filter.safe ? sql`p.adult = 0` : sql`1 = 1`,
    filter.imagesOnly ? sql`p.image_url is not null` : sql`1 = 1`,
    filter.langs ? sql`p.lang in (${sql.join(filter.langs)})` : sql`1 = 1`,
    ...operatorConditions(dialect, filter.operators),
  ];
  const where = sql.join(conditions, sql` and `);
  const newestFirst = filter.byDate ? sql`p.updated_at desc,` : sql``;
  const named = filter.namePatterns.map((pattern) => sql`p.title_folded like ${pattern}`);
  const wanted = filter.sources.length > 0 ? sql`p.source in (${sql.join(filter.sources)})` : sql`1 = 0`;
  // A page named by the query first, then a page of the kind it asks for, then the text's rank.
  const isNamed = named.length > 0 ? sql.join(named, sql` or `) : sql`1 = 0`;
  const nameRank = sql`(case when ${isNamed} then 2 else 0 end) + (case when ${wanted} then 1 else 0 end)`;
  // Stop words alone ("le", "de la") rank nothing: their text rank would read every page that holds them.
  const textRanked = filter.terms.some((term) => !term.stopWord);
  const tsQuery = toTsQuery(terms, filter.anyTerm, filter.titleOnly);
  const match = toFts5Match(terms, filter.anyTerm, filter.titleOnly);
  const query =
    dialect === 'postgres'
      ? sql<FoundPage>`with candidates as materialized (
            select id from search_pages where search_vector @@ to_tsquery('simple', ${tsQuery})
            order by boost desc, id limit ${RANKED_CANDIDATES})
          select p.id, p.url, p.title, p.body, p.image_url
          from candidates c join search_pages p on p.id = c.id, to_tsquery('simple', ${tsQuery}) q
          where ${where}
          order by ${newestFirst} ${nameRank} desc, ${textRanked ? sql`ts_rank(p.search_vector, q)` : sql`0`} + p.boost desc, p.id
          limit ${filter.limit} offset ${filter.offset}`
      : sql<FoundPage>`select p.id, p.url, p.title, p.body, p.image_url
          from search_pages_fts f join search_pages p on p.id = (f.rowid & ${PAGE_ID_MASK})
          where search_pages_fts match ${match} and ${where} and f.rowid <= coalesce(
            (select rowid from search_pages_fts where search_pages_fts match ${match}
              limit 1 offset ${RANKED_CANDIDATES - 1}),
            ${Number.MAX_SAFE_INTEGER})
          order by ${newestFirst} ${nameRank} desc, ${textRanked ? sql`bm25(search_pages_fts, 10.0, 1.0)` : sql`0`} - p.boost * 4, p.id
          limit ${filter.limit} offset ${filter.offset}`;
  return (await query.execute(db)).rows;
}

// Kysely queries of the local index, written once, with the full-text part per dialect.
import { sql, type Insertable } from 'kysely';
import { foldText } from '../../../common/text';
import type { DatabaseHandle } from '../../db/database';
import type { SearchPageTable } from '../../db/schema';
import { toFts5Match, toTsQuery, type IndexTerm } from './query';

export type NewSearchPage = Omit<
  Insertable<SearchPageTable>,
  'id' | 'updated_at' | 'title_folded' | 'body_folded'
>;

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
  limit: number;
  offset: number;
};

/** Rows per insert statement: under SQLite's 32,766 bound parameters with room to spare. */
const BATCH_SIZE = 500;

/** Adds or replaces pages by URL in one transaction; the database keeps the full-text index in step. */
export async function upsertSearchPages({ db }: DatabaseHandle, pages: NewSearchPage[]): Promise<number> {
  const updatedAt = new Date().toISOString();
  // One statement may not touch a URL twice (PostgreSQL refuses it): the last page of a URL wins.
  pages = [...new Map(pages.map((page) => [page.url, page])).values()];
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < pages.length; start += BATCH_SIZE) {
      const rows = pages.slice(start, start + BATCH_SIZE).map((page) => ({
        ...page,
        title_folded: foldText(page.title),
        body_folded: foldText(page.body),
        updated_at: updatedAt,
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
    }
  });
  return pages.length;
}

export async function countSearchPages({ db }: DatabaseHandle): Promise<number> {
  const { count } = await db
    .selectFrom('search_pages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The best pages for the terms, best first. */
export async function findSearchPages(
  { db, dialect }: DatabaseHandle,
  filter: PageFilter,
): Promise<FoundPage[]> {
  if (filter.terms.length === 0) return [];
  const conditions = [
    filter.safe ? sql`p.adult = 0` : sql`1 = 1`,
    filter.imagesOnly ? sql`p.image_url is not null` : sql`1 = 1`,
    filter.langs ? sql`p.lang in (${sql.join(filter.langs)})` : sql`1 = 1`,
  ];
  const where = sql.join(conditions, sql` and `);
  const named = filter.namePatterns.map((pattern) => sql`p.title_folded like ${pattern}`);
  const wanted = filter.sources.length > 0 ? sql`p.source in (${sql.join(filter.sources)})` : sql`1 = 0`;
  // A page named by the query first, then a page of the kind it asks for, then the text's rank.
  const isNamed = named.length > 0 ? sql.join(named, sql` or `) : sql`1 = 0`;
  const nameRank = sql`(case when ${isNamed} then 2 else 0 end) + (case when ${wanted} then 1 else 0 end)`;
  const query =
    dialect === 'postgres'
      ? sql<FoundPage>`select p.id, p.url, p.title, p.body, p.image_url
          from search_pages p, to_tsquery('simple', ${toTsQuery(filter.terms, filter.anyTerm, filter.titleOnly)}) q
          where p.search_vector @@ q and ${where}
          order by ${nameRank} desc, ts_rank(p.search_vector, q) + p.boost desc, p.id
          limit ${filter.limit} offset ${filter.offset}`
      : sql<FoundPage>`select p.id, p.url, p.title, p.body, p.image_url
          from search_pages_fts f join search_pages p on p.id = f.rowid
          where search_pages_fts match ${toFts5Match(filter.terms, filter.anyTerm, filter.titleOnly)} and ${where}
          order by ${nameRank} desc, bm25(search_pages_fts, 10.0, 1.0) - p.boost * 4, p.id
          limit ${filter.limit} offset ${filter.offset}`;
  return (await query.execute(db)).rows;
}

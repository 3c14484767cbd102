// The local search index: pages with folded text, indexed by FTS5 (SQLite) or a tsvector (PostgreSQL).
import { sql, type Kysely } from 'kysely';
import { dialectOf, nowDefault, timestampType, withId } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('search_pages'))
    .addColumn('url', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('title_folded', 'text', (col) => col.notNull())
    .addColumn('body_folded', 'text', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull().defaultTo('fr'))
    .addColumn('image_url', 'text')
    .addColumn('adult', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('boost', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', timestampType(db), nowDefault(db))
    .execute();
  await db.schema.createIndex('search_pages_source').on('search_pages').column('source').execute();

  if (dialectOf(db) === 'postgres') {
    await sql`alter table search_pages add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', title_folded), 'A') || setweight(to_tsvector('simple', body_folded), 'B')
    ) stored`.execute(db);
    await sql`create index search_pages_vector on search_pages using gin (search_vector)`.execute(db);
    return;
  }
  await sql`create virtual table search_pages_fts using fts5(
    title_folded, body_folded, content = 'search_pages', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);
  const add = sql`insert into search_pages_fts (rowid, title_folded, body_folded) values (new.id, new.title_folded, new.body_folded);`;
  const remove = sql`insert into search_pages_fts (search_pages_fts, rowid, title_folded, body_folded)
    values ('delete', old.id, old.title_folded, old.body_folded);`;
  await sql`create trigger search_pages_ai after insert on search_pages begin ${add} end`.execute(db);
  await sql`create trigger search_pages_ad after delete on search_pages begin ${remove} end`.execute(db);
  await sql`create trigger search_pages_au after update on search_pages begin ${remove} ${add} end`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await sql`drop table search_pages_fts`.execute(db);
  await db.schema.dropTable('search_pages').execute();
}

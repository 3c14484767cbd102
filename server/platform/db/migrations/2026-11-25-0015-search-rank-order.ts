// The local index reads its best pages first, so a search over a common word stops early instead of ranking
// every page. SQLite: the full-text rowid becomes a rank key – (1,000,000 − boost × 1000) × 2³² + page id –
// so FTS5's rowid order is boost order and a page's id is the key's low 32 bits; the table is contentless
// (no second copy of the text) with prefix indexes of 3 to 6 letters ("départ", "sai"). PostgreSQL: a
// btree on (boost desc, id) gives the same order beside the GIN index.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

const TOKENIZE = sql.raw(`tokenize = 'unicode61 remove_diacritics 2'`);
const key = (row: 'new' | 'old' | 'search_pages') =>
  sql.raw(
    `(1000000 - cast(round(max(-999, min(999, ${row}.boost)) * 1000) as integer)) * 4294967296 + ${row}.id`,
  );

async function dropFtsTriggers(db: Kysely<unknown>): Promise<void> {
  for (const name of ['search_pages_ai', 'search_pages_ad', 'search_pages_au'])
    await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create index search_pages_rank_order on search_pages (boost desc, id)`.execute(db);
    return;
  }
  await dropFtsTriggers(db);
  await sql`drop table search_pages_fts`.execute(db);
  await sql`create virtual table search_pages_fts using fts5(
    title_folded, body_folded, content = '', prefix = '3 4 5 6', ${TOKENIZE}
  )`.execute(db);
  const add = sql`insert into search_pages_fts (rowid, title_folded, body_folded)
    values (${key('new')}, new.title_folded, new.body_folded);`;
  const remove = sql`insert into search_pages_fts (search_pages_fts, rowid, title_folded, body_folded)
    values ('delete', ${key('old')}, old.title_folded, old.body_folded);`;
  await sql`create trigger search_pages_ai after insert on search_pages begin ${add} end`.execute(db);
  await sql`create trigger search_pages_ad after delete on search_pages begin ${remove} end`.execute(db);
  await sql`create trigger search_pages_au after update on search_pages begin ${remove} ${add} end`.execute(
    db,
  );
  await sql`insert into search_pages_fts (rowid, title_folded, body_folded)
    select ${key('search_pages')}, title_folded, body_folded from search_pages`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop index search_pages_rank_order`.execute(db);
    return;
  }
  await dropFtsTriggers(db);
  await sql`drop table search_pages_fts`.execute(db);
  await sql`create virtual table search_pages_fts using fts5(
    title_folded, body_folded, content = 'search_pages', content_rowid = 'id', ${TOKENIZE}
  )`.execute(db);
  const add = sql`insert into search_pages_fts (rowid, title_folded, body_folded) values (new.id, new.title_folded, new.body_folded);`;
  const remove = sql`insert into search_pages_fts (search_pages_fts, rowid, title_folded, body_folded)
    values ('delete', old.id, old.title_folded, old.body_folded);`;
  await sql`create trigger search_pages_ai after insert on search_pages begin ${add} end`.execute(db);
  await sql`create trigger search_pages_ad after delete on search_pages begin ${remove} end`.execute(db);
  await sql`create trigger search_pages_au after update on search_pages begin ${remove} ${add} end`.execute(
    db,
  );
  await sql`insert into search_pages_fts (search_pages_fts) values ('rebuild')`.execute(db);
}

// The few places where SQLite and PostgreSQL differ, so migrations are written once.
import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<unknown>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** An auto-incremented integer primary key named `id`. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** The column type of a point in time: timestamptz on PostgreSQL, ISO text on SQLite. */
export function timestampType(db: Kysely<unknown>) {
  return dialectOf(db) === 'postgres' ? sql`timestamptz` : sql`text`;
}

/** A timestamp column defaulting to now, in the ISO form both dialects return. */
export function nowDefault(db: Kysely<unknown>) {
  return (col: ColumnDefinitionBuilder) =>
    col
      .notNull()
      .defaultTo(dialectOf(db) === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
}

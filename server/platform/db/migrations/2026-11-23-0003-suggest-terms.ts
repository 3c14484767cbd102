// Suggestions by prefix: names from the data set and queries people search often.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Byte order on both dialects, so that a prefix is a simple range of the primary key.
  const termType = dialectOf(db) === 'postgres' ? sql`text collate "C"` : sql`text`;
  await db.schema
    .createTable('suggest_terms')
    .addColumn('term', termType, (col) => col.primaryKey())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('weight', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('searches', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('from_dataset', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('adult', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('suggest_terms').execute();
}

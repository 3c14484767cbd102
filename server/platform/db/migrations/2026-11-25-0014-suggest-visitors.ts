// Suggestions nobody can plant: who searched a query (keyed hashes, by day, pruned after 30 days), when it became
// public, and the admin's block. Queries counted before this rule start over: none is public until counted again.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('suggest_searches')
    .addColumn('term', 'text', (col) => col.notNull())
    .addColumn('visitor', 'text', (col) => col.notNull())
    .addColumn('network', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('suggest_searches_pk', ['term', 'visitor', 'network'])
    .execute();
  await db.schema.createIndex('suggest_searches_day').on('suggest_searches').column('day').execute();
  await db.schema.alterTable('suggest_terms').addColumn('public_since', 'text').execute();
  await db.schema
    .alterTable('suggest_terms')
    .addColumn('blocked', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('suggest_terms_public_since')
    .on('suggest_terms')
    .column('public_since')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('suggest_terms_public_since').execute();
  await db.schema.alterTable('suggest_terms').dropColumn('blocked').execute();
  await db.schema.alterTable('suggest_terms').dropColumn('public_since').execute();
  await db.schema.dropTable('suggest_searches').execute();
}

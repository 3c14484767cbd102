// The meta table: facts about this install (schema version, install date).
import type { Kysely } from 'kysely';
import { nowDefault, timestampType } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', timestampType(db), nowDefault(db))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('meta').execute();
}

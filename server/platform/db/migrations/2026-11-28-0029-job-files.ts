// The file a job produced (a large export), kept sealed until the admin downloads it; one per job.
import type { Kysely } from 'kysely';
import { nowDefault, timestampType } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_files')
    .addColumn('job_id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('media_type', 'text', (col) => col.notNull())
    /** The content sealed with the IBAN key (a transfer file names every account it pays). */
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', timestampType(db), nowDefault(db))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_files').execute();
}

// Uploaded AdSense report rows (the CSV source) and the runs of scheduled jobs (one per job and day).
import type { Kysely } from 'kysely';
import { nowDefault, timestampType } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revenue_report_rows')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('channel_id', 'text', (col) => col.notNull())
    .addColumn('earnings_cents', 'integer', (col) => col.notNull())
    .addColumn('uploaded_at', timestampType(db), nowDefault(db))
    .addPrimaryKeyConstraint('revenue_report_rows_pk', ['day', 'channel_id'])
    .execute();

  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('detail', 'text')
    .addColumn('at', timestampType(db), nowDefault(db))
    // The lock of a scheduled job: the first process to insert the day's row runs it, the others skip.
    .addPrimaryKeyConstraint('job_runs_pk', ['job', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropTable('revenue_report_rows').execute();
}

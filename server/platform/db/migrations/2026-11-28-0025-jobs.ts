// Long work out of requests: each job is a row a runner claims with a lease (one runner across processes, taken
// again when its runner died), with its progress, its result or its error for the admin to read.
import { sql, type Kysely } from 'kysely';
import { nowDefault, timestampType, withId } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('jobs'))
    .addColumn('kind', 'text', (col) => col.notNull())
    /** The job's input as JSON. */
    .addColumn('payload', 'text', (col) => col.notNull())
    /** With `kind`, what makes a job once (the nightly import of a day); null for a job asked by hand. */
    .addColumn('once_key', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total', 'integer')
    /** JSON a handler saved in the transaction of a step it finished: where a run taken again resumes. */
    .addColumn('checkpoint', 'text')
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    /** A runner's claim: until then no other runner takes the job; past it, the runner is taken for dead. */
    .addColumn('locked_until', timestampType(db))
    .addColumn('runner', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', timestampType(db), nowDefault(db))
    .addColumn('started_at', timestampType(db))
    .addColumn('finished_at', timestampType(db))
    .execute();
  await sql`create unique index jobs_once on jobs (kind, once_key)`.execute(db);
  await sql`create index jobs_takeable on jobs (status, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}

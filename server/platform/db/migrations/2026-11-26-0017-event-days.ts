// Page events rolled up into per-day counts kept for good (raw rows are then pruned), and the day a past query was
// last searched (suggestions unused for 90 days go).
import { sql, type Kysely } from 'kysely';
import { nowDefault, timestampType } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per day and what the dashboards can group by; the path is left out (as many values as rows).
  await db.schema
    .createTable('site_event_days')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('slot', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('force_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('referral_code', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('count', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('site_event_days_pk', ['day', 'type', 'slot', 'force_admin', 'referral_code'])
    .execute();
  // The days rolled up: written with their counts in one transaction, so a day is never counted twice.
  await db.schema
    .createTable('site_event_rollups')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .addColumn('events', 'bigint', (col) => col.notNull())
    .addColumn('rolled_at', timestampType(db), nowDefault(db))
    .execute();

  await db.schema.alterTable('suggest_terms').addColumn('last_searched', 'text').execute();
  // A past query's last search, as far as the kept searches (30 days) tell; none known: it may go.
  await sql`update suggest_terms set last_searched =
    (select max(day) from suggest_searches s where s.term = suggest_terms.term) where from_dataset = 0`.execute(
    db,
  );
  await db.schema
    .createIndex('suggest_terms_last_searched')
    .on('suggest_terms')
    .column('last_searched')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('suggest_terms_last_searched').execute();
  await db.schema.alterTable('suggest_terms').dropColumn('last_searched').execute();
  await db.schema.dropTable('site_event_rollups').execute();
  await db.schema.dropTable('site_event_days').execute();
}

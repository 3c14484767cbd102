// Site events (page views, filled ad slots) and their counts per Paris day.
import type { Kysely } from 'kysely';
import { nowDefault, timestampType, withId } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('site_events'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('slot', 'text')
    .addColumn('force_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('referral_code', 'text')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('created_at', timestampType(db), nowDefault(db))
    .execute();
  await db.schema.createIndex('site_events_day').on('site_events').columns(['day', 'type']).execute();

  await db.schema
    .createTable('daily_event_counts')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('daily_event_counts_pk', ['day', 'type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('daily_event_counts').execute();
  await db.schema.dropTable('site_events').execute();
}

// The partner programme: partners, their daily stats, payout requests and (encrypted) payment info.
import type { Kysely } from 'kysely';
import { nowDefault, timestampType, withId } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('partners'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null').unique())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('company_name', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('revenue_share_percent', 'integer', (col) => col.notNull())
    .addColumn('payout_threshold_cents', 'integer', (col) => col.notNull())
    .addColumn('trial_until', 'text')
    .addColumn('adsense_channel_pattern', 'text')
    .addColumn('adsense_custom_channel_id', 'text')
    .addColumn('created_at', timestampType(db), nowDefault(db))
    .execute();

  await db.schema
    .createTable('partner_daily_stats')
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('stat_date', 'text', (col) => col.notNull())
    .addColumn('page_views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('searches', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ad_filled_impressions', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('estimated_earnings_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('partner_daily_stats_pk', ['partner_id', 'stat_date'])
    .execute();

  await withId(db, db.schema.createTable('payout_requests'))
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('period_start', 'text', (col) => col.notNull())
    .addColumn('period_end', 'text', (col) => col.notNull())
    .addColumn('gross_earnings_cents', 'integer', (col) => col.notNull())
    .addColumn('partner_share_percent', 'integer', (col) => col.notNull())
    .addColumn('partner_amount_cents', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', timestampType(db), nowDefault(db))
    .addColumn('updated_at', timestampType(db), nowDefault(db))
    // One claim per partner and month: a repeat or a race is refused by the database itself.
    .addUniqueConstraint('payout_requests_one_per_month', ['partner_id', 'period_start'])
    .execute();

  await db.schema
    .createTable('partner_payment_info')
    .addColumn('partner_id', 'integer', (col) =>
      col.primaryKey().references('partners.id').onDelete('cascade'),
    )
    .addColumn('iban_encrypted', 'text', (col) => col.notNull())
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('updated_at', timestampType(db), nowDefault(db))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_payment_info').execute();
  await db.schema.dropTable('payout_requests').execute();
  await db.schema.dropTable('partner_daily_stats').execute();
  await db.schema.dropTable('partners').execute();
}

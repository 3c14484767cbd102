// The admin side of the partner business: the ad-channel pool, settings, and the record of admin actions.
import type { Kysely } from 'kysely';
import { nowDefault, timestampType, withId } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('ad_channels'))
    .addColumn('channel_id', 'text', (col) => col.notNull().unique())
    .addColumn('label', 'text')
    .addColumn('used_by_partner_id', 'integer', (col) => col.references('partners.id').onDelete('set null'))
    .addColumn('used_at', timestampType(db))
    .addColumn('created_at', timestampType(db), nowDefault(db))
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  // Who did what and when: payout status changes, IBAN views, partner edits.
  await withId(db, db.schema.createTable('admin_audit'))
    .addColumn('admin_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('detail', 'text')
    .addColumn('at', timestampType(db), nowDefault(db))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_audit').execute();
  await db.schema.dropTable('settings').execute();
  await db.schema.dropTable('ad_channels').execute();
}

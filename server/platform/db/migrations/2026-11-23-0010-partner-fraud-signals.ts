// Bursts of a partner's attributed events from one address or network: flagged, not counted, shown to admins.
import type { Kysely } from 'kysely';
import { timestampType } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_fraud_signals')
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('flagged_events', 'integer', (col) => col.notNull())
    .addColumn('first_at', timestampType(db), (col) => col.notNull())
    .addColumn('last_at', timestampType(db), (col) => col.notNull())
    .addPrimaryKeyConstraint('partner_fraud_signals_pk', ['partner_id', 'day', 'scope', 'source'])
    .execute();
  await db.schema
    .createIndex('partner_fraud_signals_day')
    .on('partner_fraud_signals')
    .column('day')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_fraud_signals').execute();
}

// The security layer's request log (failures, probes, rate-limit hits) and its bans.
import type { Kysely } from 'kysely';
import { timestampType, withId } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('security_events'))
    .addColumn('at', timestampType(db), (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('jail', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('security_events_ip_jail_at')
    .on('security_events')
    .columns(['ip', 'jail', 'at'])
    .execute();
  await db.schema.createIndex('security_events_at').on('security_events').column('at').execute();

  await withId(db, db.schema.createTable('bans'))
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('jail', 'text', (col) => col.notNull())
    .addColumn('banned_at', timestampType(db), (col) => col.notNull())
    .addColumn('expires_at', timestampType(db), (col) => col.notNull())
    .addColumn('lifted_by', 'integer')
    .execute();
  await db.schema.createIndex('bans_expires_at').on('bans').column('expires_at').execute();
  await db.schema.createIndex('bans_ip_jail').on('bans').columns(['ip', 'jail', 'banned_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bans').execute();
  await db.schema.dropTable('security_events').execute();
}

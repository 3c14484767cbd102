// the built-in OpenID provider's records (interactions, codes, sessions, grants), shared by every process.
import type { Kysely } from 'kysely';
import { timestampType } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_records')
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    // Null for what never expires (the provider's signing key).
    .addColumn('expires_at', timestampType(db))
    .addColumn('consumed_at', timestampType(db))
    .addPrimaryKeyConstraint('oidc_records_pkey', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_records_grant_id').on('oidc_records').column('grant_id').execute();
  await db.schema.createIndex('oidc_records_uid').on('oidc_records').columns(['model', 'uid']).execute();
  await db.schema
    .createIndex('oidc_records_user_code')
    .on('oidc_records')
    .columns(['model', 'user_code'])
    .execute();
  await db.schema.createIndex('oidc_records_expires_at').on('oidc_records').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_records').execute();
}

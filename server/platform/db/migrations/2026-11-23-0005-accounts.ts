// Accounts and sessions: people signed in through OpenID, sessions holding several accounts, server history.
import type { Kysely } from 'kysely';
import { nowDefault, timestampType, withId } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('given_name', 'text')
    .addColumn('family_name', 'text')
    .addColumn('picture', 'text')
    .addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('safesearch_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('history_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', timestampType(db), nowDefault(db))
    .addColumn('last_login_at', timestampType(db), nowDefault(db))
    .addUniqueConstraint('users_identity', ['issuer', 'subject'])
    .execute();

  await db.schema
    .createTable('sessions')
    // The cookie holds the secret; the database only its SHA-256, so a leaked table opens no session.
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('public_id', 'text', (col) => col.notNull().unique())
    .addColumn('csrf_token', 'text', (col) => col.notNull())
    .addColumn('active_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestampType(db), nowDefault(db))
    .addColumn('expires_at', timestampType(db), (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('session_accounts')
    .addColumn('token_hash', 'text', (col) =>
      col.notNull().references('sessions.token_hash').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', timestampType(db), nowDefault(db))
    .addPrimaryKeyConstraint('session_accounts_pk', ['token_hash', 'user_id'])
    .execute();

  await db.schema
    .createTable('search_history')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('query', 'text', (col) => col.notNull())
    .addColumn('searched_at', timestampType(db), (col) => col.notNull())
    .addPrimaryKeyConstraint('search_history_pk', ['user_id', 'query'])
    .execute();
  await db.schema
    .createIndex('search_history_newest')
    .on('search_history')
    .columns(['user_id', 'searched_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_history').execute();
  await db.schema.dropTable('session_accounts').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}

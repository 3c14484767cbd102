// The outbox: each message is written in the transaction of its cause and sent later by the background sender;
// the choices of what a recipient no longer wants to receive.
import { sql, type Kysely } from 'kysely';
import { nowDefault, timestampType, withId } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('outbox'))
    .addColumn('kind', 'text', (col) => col.notNull())
    /** With `kind`, what makes a message once: a repeated cause queues nothing. */
    .addColumn('cause_key', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    /** The message's data as JSON; its text is drawn from it when sent. */
    .addColumn('data', 'text', (col) => col.notNull())
    /** JSON [{filename, contentType, content (base64)}] queued with the message, or null. */
    .addColumn('attachments', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', timestampType(db), nowDefault(db))
    /** A sender's claim: until then no other process takes the message. */
    .addColumn('locked_until', timestampType(db))
    .addColumn('claimed_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', timestampType(db))
    .addColumn('eml_file', 'text')
    .addColumn('created_at', timestampType(db), nowDefault(db))
    .execute();
  await sql`create unique index outbox_once on outbox (kind, cause_key)`.execute(db);
  await sql`create index outbox_due on outbox (status, next_attempt_at)`.execute(db);

  await db.schema
    .createTable('mail_opt_outs')
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('created_at', timestampType(db), nowDefault(db))
    .addPrimaryKeyConstraint('mail_opt_outs_pk', ['address', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_opt_outs').execute();
  await db.schema.dropTable('outbox').execute();
}

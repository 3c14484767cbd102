// Whether the sign-in provider vouched for the user's e-mail at their last sign-in: admin rights that come
// from ADMIN_EMAILS need it. Existing users start unverified and get it back at their next sign-in.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('email_verified').execute();
}

// An account's search settings beyond the spec's two switches (safe search's level, language, results per page,
// theme…), as the same short text a guest's cookie holds; null: the defaults.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('settings', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('settings').execute();
}

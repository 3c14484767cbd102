// Brings the schema to the latest migration and records the version in `meta`.
import { Migrator, sql, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database';
import { writeMeta } from './meta';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  if (handle.dialect === 'postgres') await ensureSchema(handle);
  const { db } = handle;
  // Kysely looks for its own tables in every schema unless told which one: another schema of the same
  // database (a second install, a test's) would make it skip creating them in ours.
  const migrationTableSchema = handle.dialect === 'postgres' ? handle.pgSchema : undefined;
  const { error, results = [] } = await new Migrator({
    db,
    provider,
    ...(migrationTableSchema && { migrationTableSchema }),
  }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  await writeMeta(handle, 'schema_version', Object.keys(migrations).at(-1)!);
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The configured PostgreSQL schema (the connections' search_path) must exist first. */
async function ensureSchema({ db, pgSchema }: DatabaseHandle): Promise<void> {
  if (pgSchema && pgSchema !== 'public')
    await sql`create schema if not exists ${sql.id(pgSchema)}`.execute(db);
}

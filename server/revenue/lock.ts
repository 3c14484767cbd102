// Imports one at a time: on PostgreSQL a transaction-scoped advisory lock (several processes may import at
// once); SQLite's single writer already serialises them.
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';

const IMPORT_LOCK_KEY = 0x5e_1e_c7; // any constant, the same in every process

export async function lockImports(tx: DatabaseHandle): Promise<void> {
  if (tx.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`.execute(tx.db);
}

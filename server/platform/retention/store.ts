// Kysely queries of retention: old rows deleted a slice at a time, and the platform's own logs past their keep.
import { sql, type RawBuilder } from 'kysely';
import type { DatabaseHandle } from '../db/database';

/** Rows per delete: each statement holds its rows a few milliseconds, never the table for minutes. */
export const PRUNE_BATCH = 5000;

export type Pruned = { rows: number; statements: number };

/** An area's part of the daily retention, as of a Paris day: rows deleted per table. */
export type RetentionTask = (database: DatabaseHandle, today: string) => Promise<Record<string, number>>;

/**
 * Deletes the rows of `table` (keyed by an increasing `id`) matching `condition`, `batchSize` per statement, oldest
 * first: read in the id's order, old rows come first, so no index on the condition's column is needed.
 */
export async function deleteInBatches(
  { db }: DatabaseHandle,
  table: string,
  condition: RawBuilder<boolean>,
  batchSize = PRUNE_BATCH,
): Promise<Pruned> {
  const pruned: Pruned = { rows: 0, statements: 0 };
  for (;;) {
    const deleted = await sql`delete from ${sql.table(table)} where id in (
      select id from ${sql.table(table)} where ${condition} order by id limit ${batchSize})`.execute(db);
    const count = Number(deleted.numAffectedRows ?? 0);
    pruned.statements++;
    pruned.rows += count;
    if (count < batchSize) return pruned;
  }
}

/** The admins' audit trail before `before` (an ISO instant). */
export function pruneAudit(database: DatabaseHandle, before: string, batchSize?: number): Promise<Pruned> {
  return deleteInBatches(database, 'admin_audit', sql<boolean>`at < ${before}`, batchSize);
}

/** The record of scheduled job runs of days before `beforeDay` (their locks are long released). */
export async function pruneJobRuns({ db }: DatabaseHandle, beforeDay: string): Promise<Pruned> {
  const deleted = await db.deleteFrom('job_runs').where('day', '<', beforeDay).executeTakeFirst();
  return { rows: Number(deleted.numDeletedRows), statements: 1 };
}

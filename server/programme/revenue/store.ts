// Kysely queries of the revenue import: the uploaded report rows, kept by day and channel.
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../platform/db/database';
import type { ReportRow } from './csv';

/** The uploaded rows of these days. */
export async function uploadedRowsOf({ db }: DatabaseHandle, days: string[]): Promise<ReportRow[]> {
  if (days.length === 0) return [];
  const rows = await db
    .selectFrom('revenue_report_rows')
    .select(['day', 'channel_id', 'earnings_cents'])
    .where('day', 'in', days)
    .execute();
  return rows.map((r) => ({ day: r.day, channelId: r.channel_id, earningsCents: Number(r.earnings_cents) }));
}

/** Which of the days have uploaded lines. */
export async function uploadedDaysAmong({ db }: DatabaseHandle, days: string[]): Promise<string[]> {
  if (days.length === 0) return [];
  const rows = await db
    .selectFrom('revenue_report_rows')
    .select('day')
    .distinct()
    .where('day', 'in', days)
    .execute();
  return rows.map((r) => r.day);
}

/** An upload replaces the rows of the days it holds. */
export async function replaceUploadedDays(
  { db }: DatabaseHandle,
  days: string[],
  rows: ReportRow[],
): Promise<void> {
  if (days.length > 0) await db.deleteFrom('revenue_report_rows').where('day', 'in', days).execute();
  // In slices: SQLite takes at most 32,766 bound values per statement.
  for (let i = 0; i < rows.length; i += 2000)
    await db
      .insertInto('revenue_report_rows')
      .values(
        rows
          .slice(i, i + 2000)
          .map((r) => ({ day: r.day, channel_id: r.channelId, earnings_cents: r.earningsCents })),
      )
      .execute();
}

// Imports one at a time: on PostgreSQL a transaction-scoped advisory lock (several processes may import at
// once); SQLite's single writer already serialises them.
const IMPORT_LOCK_KEY = 0x5e_1e_c7; // any constant, the same in every process

export async function lockImports(tx: DatabaseHandle): Promise<void> {
  if (tx.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`.execute(tx.db);
}

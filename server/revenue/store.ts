// Kysely queries of the revenue import: uploaded report rows, the partners' channels, their days'
// earnings, and the nightly job's runs.
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { ReportRow } from './csv';

export async function uploadedRowsOf({ db }: DatabaseHandle, day: string): Promise<ReportRow[]> {
  const rows = await db
    .selectFrom('revenue_report_rows')
    .select(['day', 'channel_id', 'earnings_cents'])
    .where('day', '=', day)
    .execute();
  return rows.map((r) => ({ day: r.day, channelId: r.channel_id, earningsCents: r.earnings_cents }));
}

/** An upload replaces the rows of the days it holds. */
export async function replaceUploadedDays(
  { db }: DatabaseHandle,
  days: string[],
  rows: ReportRow[],
): Promise<void> {
  if (days.length > 0) await db.deleteFrom('revenue_report_rows').where('day', 'in', days).execute();
  for (const r of rows)
    await db
      .insertInto('revenue_report_rows')
      .values({ day: r.day, channel_id: r.channelId, earnings_cents: r.earningsCents })
      .execute();
}

export type ChannelHolder = { id: number; code: string; name: string; channelId: string };

export async function partnersWithChannel({ db }: DatabaseHandle): Promise<ChannelHolder[]> {
  const rows = await db
    .selectFrom('partners')
    .select(['id', 'code', 'name', 'adsense_custom_channel_id'])
    .where('adsense_custom_channel_id', 'is not', null)
    .execute();
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, channelId: r.adsense_custom_channel_id! }));
}

/** The day's earnings: every partner back to 0, then each partner's amount. */
export async function replaceDayEarnings(
  { db }: DatabaseHandle,
  day: string,
  perPartner: Map<number, number>,
): Promise<void> {
  await db
    .updateTable('partner_daily_stats')
    .set({ estimated_earnings_cents: 0 })
    .where('stat_date', '=', day)
    .execute();
  for (const [partnerId, cents] of perPartner)
    await db
      .insertInto('partner_daily_stats')
      .values({ partner_id: partnerId, stat_date: day, estimated_earnings_cents: cents })
      .onConflict((oc) =>
        oc
          .columns(['partner_id', 'stat_date'])
          .doUpdateSet({ estimated_earnings_cents: sql`excluded.estimated_earnings_cents` }),
      )
      .execute();
}

/** Takes the job's run of a day; false when another process already took it (the row is the lock). */
export async function takeJobRun({ db }: DatabaseHandle, job: string, day: string): Promise<boolean> {
  const taken = await db
    .insertInto('job_runs')
    .values({ job, day, status: 'running' })
    .onConflict((oc) => oc.columns(['job', 'day']).doNothing())
    .executeTakeFirst();
  return Number(taken.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function finishJobRun(
  { db }: DatabaseHandle,
  job: string,
  day: string,
  result: { status: 'ok' | 'failed'; detail: string },
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ ...result, at: new Date().toISOString() })
    .where('job', '=', job)
    .where('day', '=', day)
    .execute();
}

export async function lastJobRun({ db }: DatabaseHandle, job: string) {
  return db
    .selectFrom('job_runs')
    .select(['day', 'status', 'detail', 'at'])
    .where('job', '=', job)
    .orderBy('day', 'desc')
    .executeTakeFirst();
}

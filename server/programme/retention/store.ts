// Kysely queries of the programme's retention: per-day counts of months past the horizon rolled into one row per
// month (dated the month's first day, holding its totals), and flagged bursts past their keep deleted.
import { sql } from 'kysely';
import { SUB_IDS_PER_DAY } from '../../../common/subIdSyntax';
import { inBatches } from '../../platform/db/batches';
import type { DatabaseHandle } from '../../platform/db/database';
import type { Pruned } from '../../platform/retention/store';

type Row = Record<string, unknown>;

/** A table of per-day counts: how a month of its rows becomes the month's rows. */
export type MonthlyTable = {
  table: string;
  dateColumn: string;
  /** Splits a month into transactions of a few hundred of its values each. */
  sliceColumn: string;
  /** The rows of one month (first day included), as the rows dated `first` that replace them. */
  merge: (rows: Row[], first: string) => Row[];
};

/** Adds up `counts` of the rows sharing the values of `keys`, each sum dated `first`. */
function sumBy(rows: Row[], keys: string[], counts: string[], dateColumn: string, first: string): Row[] {
  const sums = new Map<string, Row>();
  for (const row of rows) {
    const key = JSON.stringify(keys.map((k) => row[k]));
    const sum = sums.get(key) ?? {
      ...Object.fromEntries(keys.map((k) => [k, row[k]])),
      [dateColumn]: first,
      ...Object.fromEntries(counts.map((c) => [c, 0])),
    };
    for (const c of counts) sum[c] = Number(sum[c]) + Number(row[c]);
    sums.set(key, sum);
  }
  return [...sums.values()];
}

const VISITS = ['page_views', 'searches', 'ad_filled_impressions'];
const visitsOf = (row: Row) => VISITS.map((c) => Number(row[c]));
const byVisits = (a: Row, b: Row) => {
  const [x, y] = [visitsOf(a), visitsOf(b)];
  return y[0]! - x[0]! || y[1]! - x[1]! || y[2]! - x[2]! || String(a.sub_id).localeCompare(String(b.sub_id));
};

/**
 * A partner's sub-IDs of the month, as a day holds them: the most visited five named (places 1 to 5), the others
 * added to « autres » (place 0, empty sub-ID), so the month's totals stay whole.
 */
function mergeSubIds(rows: Row[], first: string): Row[] {
  const sums = sumBy(rows, ['partner_id', 'sub_id'], VISITS, 'stat_date', first);
  const merged: Row[] = [];
  for (const partnerId of new Set(sums.map((r) => r.partner_id))) {
    const mine = sums.filter((r) => r.partner_id === partnerId);
    const named = mine.filter((r) => r.sub_id !== '').sort(byVisits);
    const rest = [...mine.filter((r) => r.sub_id === ''), ...named.slice(SUB_IDS_PER_DAY)];
    merged.push(...named.slice(0, SUB_IDS_PER_DAY).map((r, i) => ({ ...r, place: i + 1 })));
    if (rest.length > 0)
      merged.push({ ...sumBy(rest, ['partner_id'], VISITS, 'stat_date', first)[0], sub_id: '', place: 0 });
  }
  return merged;
}

/** Every table of per-day counts that grows each day, and how its months are rolled up. */
export const MONTHLY_TABLES: MonthlyTable[] = [
  {
    table: 'partner_daily_stats',
    dateColumn: 'stat_date',
    sliceColumn: 'partner_id',
    merge: (rows, first) => sumBy(rows, ['partner_id'], VISITS, 'stat_date', first),
  },
  { table: 'partner_sub_id_stats', dateColumn: 'stat_date', sliceColumn: 'partner_id', merge: mergeSubIds },
  {
    table: 'site_event_days',
    dateColumn: 'day',
    sliceColumn: 'referral_code',
    merge: (rows, first) =>
      sumBy(rows, ['type', 'slot', 'force_admin', 'referral_code'], ['count'], 'day', first),
  },
  {
    table: 'daily_event_counts',
    dateColumn: 'day',
    sliceColumn: 'type',
    merge: (rows, first) => sumBy(rows, ['type'], ['count'], 'day', first),
  },
];

/** Values of a slice per transaction, and rows per insert (within both databases' bound-parameter limits). */
const SLICE = 500;
const ROWS_PER_INSERT = 500;

async function insertRows({ db }: DatabaseHandle, table: string, rows: Row[]): Promise<void> {
  const columns = Object.keys(rows[0] ?? {});
  await inBatches(rows, ROWS_PER_INSERT, (batch) =>
    sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      values ${sql.join(batch.map((r) => sql`(${sql.join(columns.map((c) => r[c]))})`))}`.execute(db),
  );
}

export type RolledUp = { months: string[]; rowsBefore: number; rowsAfter: number };

/**
 * Rolls every month with days before `beforeDay` into rows dated its first day. A slice of a month is deleted and
 * written back added up in one transaction; the delete takes its rows first, so a second runner finds them gone and
 * adds nothing. A month already rolled up has only first-day rows and is left alone.
 */
export async function rollUpMonths(
  database: DatabaseHandle,
  { table, dateColumn, sliceColumn, merge }: MonthlyTable,
  beforeDay: string,
): Promise<RolledUp> {
  const [t, date, slice] = [sql.table(table), sql.ref(dateColumn), sql.ref(sliceColumn)];
  const months = await sql<{ month: string }>`select distinct substr(${date}, 1, 7) as month from ${t}
    where ${date} < ${beforeDay} and substr(${date}, 9, 2) <> '01' order by month`.execute(database.db);
  const result: RolledUp = { months: months.rows.map((r) => r.month), rowsBefore: 0, rowsAfter: 0 };
  for (const month of result.months) {
    const [first, last] = [`${month}-01`, `${month}-31`];
    const values = await sql<{ value: unknown }>`select distinct ${slice} as value from ${t}
      where ${date} > ${first} and ${date} <= ${last} order by value`.execute(database.db);
    await inBatches(values.rows, SLICE, (batch) =>
      database.db.transaction().execute(async (trx) => {
        const gone = await sql<Row>`delete from ${t}
          where ${date} >= ${first} and ${date} <= ${last} and ${slice} in (${sql.join(batch.map((v) => v.value))})
          returning *`.execute(trx);
        const merged = merge(gone.rows, first);
        await insertRows({ ...database, db: trx }, table, merged);
        result.rowsBefore += gone.rows.length;
        result.rowsAfter += merged.length;
      }),
    );
  }
  return result;
}

/** Flagged bursts of days before `beforeDay`, one statement per day (a day holds a few rows per partner). */
export async function pruneFraudSignals({ db }: DatabaseHandle, beforeDay: string): Promise<Pruned> {
  const days = await db
    .selectFrom('partner_fraud_signals')
    .select('day')
    .distinct()
    .where('day', '<', beforeDay)
    .orderBy('day')
    .execute();
  const pruned: Pruned = { rows: 0, statements: 0 };
  for (const { day } of days) {
    const deleted = await db.deleteFrom('partner_fraud_signals').where('day', '=', day).executeTakeFirst();
    pruned.rows += Number(deleted.numDeletedRows);
    pruned.statements++;
  }
  return pruned;
}

/** The partners' fraud windows (kept sums of flagged bursts) ending before `beforeDay`: a few rows a partner. */
export async function pruneFraudWindows({ db }: DatabaseHandle, beforeDay: string): Promise<Pruned> {
  const deleted = await db
    .deleteFrom('partner_fraud_windows')
    .where('day', '<', beforeDay)
    .executeTakeFirst();
  return { rows: Number(deleted.numDeletedRows), statements: 1 };
}

/**
 * The marks of days rolled up before `beforeDay` once no raw event of those days is left: a mark goes only when
 * no row could be counted twice without it.
 */
export async function pruneRollupMarks({ db }: DatabaseHandle, beforeDay: string): Promise<Pruned> {
  const deleted = await db
    .deleteFrom('site_event_rollups')
    .where('day', '<', beforeDay)
    .where(({ eb, selectFrom, fn, val }) =>
      eb('day', '<', selectFrom('site_events').select(fn.coalesce(fn.min('day'), val(beforeDay)).as('day'))),
    )
    .executeTakeFirst();
  return { rows: Number(deleted.numDeletedRows), statements: 1 };
}

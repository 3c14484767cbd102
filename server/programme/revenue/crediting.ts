// The import written: the report's days credited to the ledger of whoever held each channel that day, in one
// transaction with its audit row; then the launch bonuses, a slice of partners per transaction (the long part of
// a large report: the job's progress, in lines); then each month's last day imported runs the automatic monthly
// payouts. Run again after a crash, it resumes: the days are credited once (the first step saved its outcome in
// its transaction), a bonus is paid once, the monthly run is taken once and finished by the run taken again.
import { parisDay } from '../../../common/dates';
import { centsToEuros } from '../../../common/money';
import type { RevenueImportResult } from '../../../common/revenue';
import { recordAudit } from '../../platform/audit/store';
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import { metricsOf } from '../../platform/metrics/registry';
import { appendImport, creditLaunchBonuses } from '../ledger/service';
import { isMonthEnd, runMonthlyPayouts } from '../payouts/monthly';
import type { ReportRow } from './csv';
import { planOf } from './plan';
import { reportFor, type ImportContext } from './report';
import { lockImports } from './store';

/** Partners whose launch bonus is settled per transaction: a few hundred queries, then the progress is told. */
export const BONUS_SLICE = 250;

/** How a long import tells how far it is, and keeps its first step's outcome should it be run again. */
export type ImportRun = {
  progress(done: number, total: number): Promise<void>;
  /** The outcome of the days' crediting saved by an earlier run of the same import, or null. */
  saved: RevenueImportResult | null;
  /** Saves the crediting's outcome in its transaction. */
  save(tx: DatabaseHandle, outcome: RevenueImportResult): Promise<void>;
  /** The job running the import: the monthly run it takes is its own, taken back should the job be taken again. */
  owner?: string;
};

/** The days credited, one import at a time (the lock), with the admin's audit row when an admin asked. */
async function creditDays(
  database: DatabaseHandle,
  rows: ReportRow[],
  days: string[],
  today: string,
  adminId: number | undefined,
  run: ImportRun | undefined,
): Promise<RevenueImportResult> {
  return inTransaction(database, async (tx) => {
    await lockImports(tx);
    const plan = await planOf(tx, rows);
    const { entries, partnerIds } = await appendImport(tx, plan.credited, days, today);
    const total = plan.credited.reduce((sum, c) => sum + c.grossCents, 0);
    const outcome = {
      updated: partnerIds.length,
      totalEarnings: centsToEuros(total),
      totalEarnings_cents: total,
      days,
      shares: entries.filter((e) => e.kind === 'share').length,
      adjustments: entries.filter((e) => e.kind === 'adjustment').length,
      automatic_payouts: 0,
    };
    if (adminId !== undefined)
      await recordAudit(tx, {
        adminId,
        action: 'revenue.import',
        target: `days:${days[0]}..${days.at(-1)}`,
        detail: { ...outcome, days: days.length },
      });
    await run?.save(tx, outcome);
    return outcome;
  });
}

/** Each partner the report credits, with its lines; and the lines no partner held. */
async function linesByPartner(database: DatabaseHandle, rows: ReportRow[]) {
  const plan = await planOf(database, rows);
  const lines = new Map<number, number>();
  for (const c of plan.credited) lines.set(c.partnerId, (lines.get(c.partnerId) ?? 0) + 1);
  return { lines, unmatched: plan.unmatched.length };
}

/** The launch bonus of every partner the report credits, a slice per transaction, the lines done told. */
async function creditBonuses(database: DatabaseHandle, rows: ReportRow[], today: string, run?: ImportRun) {
  const { lines, unmatched } = await linesByPartner(database, rows);
  let done = unmatched;
  await run?.progress(done, rows.length);
  const partners = [...lines.keys()].sort((a, b) => a - b);
  for (let i = 0; i < partners.length; i += BONUS_SLICE) {
    const slice = partners.slice(i, i + BONUS_SLICE);
    await inTransaction(database, async (tx) => {
      await lockImports(tx);
      await creditLaunchBonuses(tx, slice, today);
    });
    done += slice.reduce((sum, id) => sum + lines.get(id)!, 0);
    await run?.progress(done, rows.length);
  }
}

/** The days are credited as the report says; a day imported before gets adjustments, never a rewrite. */
export async function importDays(
  context: ImportContext,
  days: string[],
  adminId?: number,
  run?: ImportRun,
): Promise<RevenueImportResult> {
  const { database, config } = context;
  const sorted = [...new Set(days)].sort();
  const { rows } = await reportFor(context, sorted);
  const today = parisDay();
  await run?.progress(0, rows.length);
  const result = { ...(run?.saved ?? (await creditDays(database, rows, sorted, today, adminId, run))) };
  await creditBonuses(database, rows, today, run);
  metricsOf(database)?.imports.inc();
  for (const monthEnd of sorted.filter(isMonthEnd)) {
    const made = await runMonthlyPayouts(database, config.ibanKey, monthEnd, today, {
      ...(run?.owner !== undefined && { owner: run.owner }),
    });
    result.automatic_payouts += made?.length ?? 0;
  }
  return result;
}

// The import written: the report's days credited to the ledger of whoever held each channel that day, in one
// transaction with its audit row; then each month's last day imported runs the automatic monthly payouts.
import { parisDay } from '../../../common/dates';
import { centsToEuros } from '../../../common/money';
import type { RevenueImportResult } from '../../../common/revenue';
import { recordAudit } from '../../platform/audit/store';
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import { metricsOf } from '../../platform/metrics/registry';
import { creditRevenue } from '../ledger/service';
import { isMonthEnd, runMonthlyPayouts } from '../payouts/monthly';
import type { ReportRow } from './csv';
import { planOf } from './plan';
import { reportFor, type ImportContext } from './report';
import { lockImports } from './store';

/** The days credited, one import at a time (the lock), with the admin's audit row when an admin asked. */
async function creditDays(
  database: DatabaseHandle,
  rows: ReportRow[],
  days: string[],
  today: string,
  adminId?: number,
): Promise<RevenueImportResult> {
  return inTransaction(database, async (tx) => {
    await lockImports(tx);
    const plan = await planOf(tx, rows);
    const { entries, partnerIds } = await creditRevenue(tx, plan.credited, days, today);
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
    return outcome;
  });
}

/** The days are credited as the report says; a day imported before gets adjustments, never a rewrite. */
export async function importDays(
  context: ImportContext,
  days: string[],
  adminId?: number,
): Promise<RevenueImportResult> {
  const { database, config } = context;
  const sorted = [...new Set(days)].sort();
  const { rows } = await reportFor(context, sorted);
  const today = parisDay();
  const result = await creditDays(database, rows, sorted, today, adminId);
  metricsOf(database)?.imports.inc();
  for (const monthEnd of sorted.filter(isMonthEnd)) {
    const made = await runMonthlyPayouts(database, config.ibanKey, monthEnd, today);
    result.automatic_payouts += made?.length ?? 0;
  }
  return result;
}

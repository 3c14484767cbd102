// The automatic monthly payout the marketing page promises: once a month's last day is imported, every
// partner who could claim gets a pending payout without asking, once, whichever process imported it; an
// archived partner's remaining balance too. Frozen payouts and a new IBAN still waiting are skipped.
import { parisDay } from '../../../common/dates';
import type { DatabaseHandle } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import { finishJobRun, retakeJobRun, takeJobRun } from '../../platform/jobs/store';
import { IbanUnreadableError } from '../partners/ibanCipher';
import { idsOfPayablePartners } from '../partners/service';
import { queueMonthlyPayoutsWaiting, queueMonthlyStatement } from './messages';
import { claimPayout } from './service';
import type { PayoutRow } from './store';

export const MONTHLY_PAYOUT_JOB = 'monthly-payouts';

/** True when `day` is the last day of its month. */
export const isMonthEnd = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate() === d;
};

/**
 * Runs the month of `lastDay` (its last day) once; answers the payouts made, or null when already run. A job taken
 * again after its runner died (its `owner`) finishes the month its dead runner left running: a partner already paid
 * this month is no longer eligible, so nobody is paid twice.
 */
export async function runMonthlyPayouts(
  database: DatabaseHandle,
  ibanKey: Buffer,
  lastDay: string,
  today = parisDay(),
  { owner }: { owner?: string } = {},
): Promise<number[] | null> {
  const taken =
    owner === undefined
      ? await takeJobRun(database, MONTHLY_PAYOUT_JOB, lastDay)
      : await retakeJobRun(database, MONTHLY_PAYOUT_JOB, lastDay, new Date(0).toISOString(), owner);
  if (!taken) return null;
  const made: PayoutRow[] = [];
  let unreadable = 0;
  for (const partnerId of await idsOfPayablePartners(database)) {
    try {
      made.push(await claimPayout(database, ibanKey, partnerId, 'auto', today));
    } catch (error) {
      // An IBAN no configured key reads: that partner is paid once the key is back, said in the job's detail.
      if (error instanceof IbanUnreadableError) unreadable++;
      else if (!(error instanceof AppError)) throw error; // not eligible: nothing to pay this month
    }
    await queueMonthlyStatement(database, partnerId, lastDay.slice(0, 7));
  }
  await finishJobRun(database, MONTHLY_PAYOUT_JOB, lastDay, {
    status: 'ok',
    detail:
      `${made.length} paiement(s) automatique(s)` + (unreadable ? `, ${unreadable} IBAN illisible(s)` : ''),
  });
  await queueMonthlyPayoutsWaiting(database, lastDay, made);
  return made.map((payout) => payout.id);
}

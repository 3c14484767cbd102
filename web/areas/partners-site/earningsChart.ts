// The landing page's illustration: 13 monthly points (0 to 617.72 €), their total, average and best month,
// and bar widths scaled against 400 € – static marketing content, computed in cents.
import { MARKETING_CHART } from '../../../common/constants';
import { eurosToCents } from '../../../common/money';
import { PARTNERS_SITE_LABELS } from './labels';

/** The example partner's earnings, month after month, in euros. */
const MONTHLY_EUROS = [
  0,
  12.4,
  38.75,
  64.1,
  97.3,
  131.85,
  158.2,
  203.45,
  247.9,
  289.6,
  356.15,
  421.8,
  MARKETING_CHART.maxEuros,
];

export const EARNINGS_POINTS: ReadonlyArray<{ month: string; euros: number }> = MONTHLY_EUROS.map(
  (euros, i) => ({ month: PARTNERS_SITE_LABELS.month(i + 1), euros }),
);

export type EarningsSummary = {
  totalCents: number;
  averageCents: number;
  best: { month: string; cents: number };
};

export function summarize(points: ReadonlyArray<{ month: string; euros: number }>): EarningsSummary {
  const cents = points.map((p) => ({ month: p.month, cents: eurosToCents(p.euros) }));
  const totalCents = cents.reduce((sum, p) => sum + p.cents, 0);
  const best = cents.reduce((a, b) => (b.cents > a.cents ? b : a), cents[0] ?? { month: '', cents: 0 });
  // Average rounded half up to the cent, in integers.
  const averageCents =
    cents.length === 0 ? 0 : Math.floor((2 * totalCents + cents.length) / (2 * cents.length));
  return { totalCents, averageCents, best };
}

/** Percent of the bar's full width: scaled against 400 €, a month beyond it fills the bar. */
export function barWidthPercent(euros: number): number {
  return Math.min(100, Math.max(0, (euros / MARKETING_CHART.scaleEuros) * 100));
}

// The landing page's illustration: 13 monthly points (0 to 617.72 €), their total, average and best month,
// and bar widths scaled against 400 € – static marketing content, computed in cents.
import { MARKETING_CHART } from '../../../common/constants';
import { eurosToCents } from '../../../common/money';

export const EARNINGS_POINTS: ReadonlyArray<{ month: string; euros: number }> = [
  { month: 'Mois 1', euros: 0 },
  { month: 'Mois 2', euros: 12.4 },
  { month: 'Mois 3', euros: 38.75 },
  { month: 'Mois 4', euros: 64.1 },
  { month: 'Mois 5', euros: 97.3 },
  { month: 'Mois 6', euros: 131.85 },
  { month: 'Mois 7', euros: 158.2 },
  { month: 'Mois 8', euros: 203.45 },
  { month: 'Mois 9', euros: 247.9 },
  { month: 'Mois 10', euros: 289.6 },
  { month: 'Mois 11', euros: 356.15 },
  { month: 'Mois 12', euros: 421.8 },
  { month: 'Mois 13', euros: MARKETING_CHART.maxEuros },
];

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

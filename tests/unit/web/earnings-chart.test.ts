import { describe, expect, it } from 'vitest';
import { MARKETING_CHART } from '../../../common/constants';
import { barWidthPercent, EARNINGS_POINTS, summarize } from '../../../web/areas/partners-site/earningsChart';

describe('the landing page’s earnings illustration (partner-programme.md §1)', () => {
  it('has 13 monthly points from 0 to 617.72 €', () => {
    expect(EARNINGS_POINTS).toHaveLength(MARKETING_CHART.points);
    expect(Math.min(...EARNINGS_POINTS.map((p) => p.euros))).toBe(0);
    expect(Math.max(...EARNINGS_POINTS.map((p) => p.euros))).toBe(617.72);
  });

  it('computes total, average and best month from the points, to the cent', () => {
    const cents = EARNINGS_POINTS.map((p) => Math.round(p.euros * 100));
    const total = cents.reduce((a, b) => a + b, 0);
    expect(summarize(EARNINGS_POINTS)).toEqual({
      totalCents: total,
      averageCents: Math.round(total / 13),
      best: { month: 'Mois 13', cents: 61772 },
    });
    expect(total).toBe(263922); // 2 639,22 €, average 203,02 €
  });

  it('scales bars against 400 €, a month beyond it filling the bar', () => {
    expect([0, 200, 400, 617.72].map(barWidthPercent)).toEqual([0, 50, 100, 100]);
  });
});

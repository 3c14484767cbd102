// @vitest-environment jsdom
// The partner's earnings chart carries its axes and values, readable without hovering.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatEuros } from '../../../common/money';
import type { DailyStat } from '../../../common/partner';
import { StatsChart } from '../../../web/areas/portal/StatsChart';

afterEach(cleanup);

const day = (stat_date: string, cents: number): DailyStat => ({
  stat_date,
  page_views: 10,
  searches: 4,
  ad_filled_impressions: 3,
  adsense_estimated_earnings: cents / 100,
  adsense_estimated_earnings_cents: cents,
  partner_share_cents: Math.floor(cents / 2),
});

describe('the earnings chart', () => {
  it('writes its scale (0, half, highest day) and its first, middle and last days', () => {
    render(
      <StatsChart
        period={{ from: '2026-11-01', to: '2026-11-07' }}
        stats={[day('2026-11-02', 1234), day('2026-11-05', 4000)]}
      />,
    );
    // Testing Library reads French no-break spaces as plain ones.
    for (const value of [formatEuros(0), formatEuros(2000), formatEuros(4000)])
      expect(screen.getAllByText(value.replace(/\s/g, ' ')).length).toBeGreaterThan(0);
    for (const label of ['1 nov.', '4 nov.', '7 nov.']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Revenus bruts estimés par jour' })).toBeTruthy();
  });

  it('writes 0 alone on a period without earnings', () => {
    const { container } = render(<StatsChart period={{ from: '2026-11-01', to: '2026-11-03' }} stats={[]} />);
    const axis = [...container.querySelectorAll('span')].filter(
      (e) => getComputedStyle(e).visibility !== 'hidden',
    );
    expect(axis.map((e) => e.textContent).filter((t) => t?.includes('€'))).toEqual([formatEuros(0)]);
  });

  it('tells each day’s gross and share in its title', () => {
    const { container } = render(
      <StatsChart period={{ from: '2026-11-01', to: '2026-11-02' }} stats={[day('2026-11-02', 1234)]} />,
    );
    const titles = [...container.querySelectorAll('title')].map((t) => t.textContent);
    expect(titles[1]).toBe(`2 nov. 2026 : ${formatEuros(1234)} bruts, votre part ${formatEuros(617)}`);
  });
});

import { describe, expect, it } from 'vitest';
import { daysOf, presetPeriod } from '../../../common/periods';

describe('dashboard period presets (Paris days)', () => {
  const monday = '2026-11-23';
  it.each([
    ['today', { from: monday, to: monday }],
    ['last7Days', { from: '2026-11-17', to: monday }],
    ['last30Days', { from: '2026-10-25', to: monday }],
    ['week', { from: monday, to: monday }],
    ['month', { from: '2026-11-01', to: monday }],
    ['lastMonth', { from: '2026-10-01', to: '2026-10-31' }],
  ] as const)('%s on Monday 23 November 2026', (preset, period) => {
    expect(presetPeriod(preset, monday)).toEqual(period);
  });

  it('starts the week on Monday, also from a Sunday', () => {
    expect(presetPeriod('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('knows last month across a year and in a leap February', () => {
    expect(presetPeriod('lastMonth', '2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetPeriod('lastMonth', '2028-03-15')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('lists every day of a period across the change to winter time', () => {
    expect(daysOf({ from: '2026-10-24', to: '2026-10-27' })).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
    ]);
  });
});

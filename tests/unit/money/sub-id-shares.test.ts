// The estimated share per sub-ID: each day's share split in proportion to what earns (filled ads, else searches,
// else page views), to the cent, the parts adding up to the day's share whatever the weights.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodRows, splitCents } from '../../../server/programme/partners/sub-ids/service';

describe('splitCents', () => {
  it('gives the cents left by rounding down to the largest remainders, the first one on a tie', () => {
    expect(splitCents(501, [3, 1, 0])).toEqual([376, 125, 0]);
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it('splits a negative amount (an adjustment) the same way, with its sign', () => {
    expect(splitCents(-501, [3, 1, 0])).toEqual([-376, -125, 0]);
  });

  it('splits nothing when no row weighs anything', () => {
    expect(splitCents(250, [0, 0])).toEqual([0, 0]);
  });

  it('always adds up to the amount, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        (cents, weights) => {
          const total = weights.reduce((a, b) => a + b, 0);
          fc.pre(total > 0);
          const parts = splitCents(cents, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(cents);
          parts.forEach((part, i) => expect(Math.abs(part - (cents * weights[i]!) / total)).toBeLessThan(1));
        },
      ),
    );
  });
});

describe('periodRows', () => {
  const day = (
    stat_date: string,
    kind: 'sub' | 'others' | 'none',
    sub_id: string | null,
    views: number,
    share: number,
  ) => ({
    stat_date,
    kind,
    sub_id,
    page_views: views,
    searches: 0,
    ad_filled_impressions: 0,
    partner_share_cents: share,
  });

  it('adds up each sub-ID over the days: the most visited first, then « autres », then without a sub-ID', () => {
    const rows = periodRows([
      day('2026-11-01', 'none', null, 9, 10),
      day('2026-11-01', 'sub', 'blog', 1, 5),
      day('2026-11-01', 'others', null, 2, 1),
      day('2026-11-02', 'sub', 'video', 3, 7),
      day('2026-11-02', 'sub', 'blog', 4, 2),
      day('2026-11-02', 'others', null, 1, 0),
    ]);
    expect(rows.map((r) => [r.kind, r.sub_id, r.page_views, r.partner_share_cents])).toEqual([
      ['sub', 'blog', 5, 7],
      ['sub', 'video', 3, 7],
      ['others', null, 3, 1],
      ['none', null, 9, 10],
    ]);
  });
});

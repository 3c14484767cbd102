import { Cron } from 'croner';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decimalToCents } from '../../../common/revenue';
import { parseCsv, reportRowsOfCsv } from '../../../server/programme/revenue/csv';
import { NIGHTLY_PATTERN } from '../../../server/programme/revenue/nightly';
import { readTestdata, REAL_WORLD } from '../../fixtures/testdata';

/** Our own report, in the columns of the AdSense Management API v2 (tests/fixtures/adsense/). */
const ownReport = (file: string) =>
  readFileSync(new URL(`../../fixtures/adsense/${file}`, import.meta.url), 'utf8');
const CHANNEL = (n: number) => `ca-pub-3141592653589793:510000000${n}`;

describe('AdSense report CSV', () => {
  it('reads the 12 rows of a report, its columns found by name, quotes and all, to the cent', () => {
    const rows = reportRowsOfCsv(ownReport('report.csv'));
    expect(rows).toHaveLength(12);
    // Each row says where it stands in the file (the header is line 1), so that a refusal can name it.
    expect(rows[0]).toEqual({ day: '2025-10-06', channelId: CHANNEL(1), earningsCents: 9342, line: 2 });
    // The channel whose name holds quotes and commas keeps its own id and amount.
    expect(rows[2]).toEqual({ day: '2025-10-06', channelId: CHANNEL(3), earningsCents: 1230, line: 4 });
    expect(rows[3]).toEqual({ day: '2025-10-06', channelId: CHANNEL(4), earningsCents: 0, line: 5 });
    expect(rows.reduce((sum, r) => sum + r.earningsCents, 0)).toBe(51595);
  });

  it('skips the Totals and Averages lines some exports append, past a byte order mark and CRLF line ends', () => {
    const text = ownReport('report-with-summary.csv');
    expect(text.startsWith('\uFEFF') && text.includes('\r\nTotals,')).toBe(true);
    expect(reportRowsOfCsv(text)).toEqual(reportRowsOfCsv(ownReport('report.csv')));
  });

  it('understands doubled quotes and commas inside quotes', () => {
    expect(parseCsv('a,"b ""c"", d",e\r\n1,2,3\n')).toEqual([
      ['a', 'b "c", d', 'e'],
      ['1', '2', '3'],
    ]);
  });

  it.each([
    [
      'DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS\n2024-03-01,c1,12.5\n2024-13-xx,c2,1\n',
      'ligne 3 : date invalide',
    ],
    ['DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS\n2024-03-01,c1,douze\n', 'ligne 2 : revenu invalide'],
    ['DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS\n2024-03-01,,1\n', 'ligne 2 : canal manquant'],
    ['DATE,EARNINGS\n2024-03-01,1\n', 'colonnes DATE, CUSTOM_CHANNEL_ID et ESTIMATED_EARNINGS attendues'],
    ['DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS\n"2024-03-01,c1,1\n', 'guillemet non fermé'],
  ])('refuses a malformed report whole, naming the line', (text, message) => {
    expect(() => reportRowsOfCsv(text)).toThrow(message);
  });

  it('turns decimal text into cents without floats, half up', () => {
    expect(decimalToCents('116.07')).toBe(11607);
    expect(decimalToCents('0.125')).toBe(13);
    expect(decimalToCents('0.124')).toBe(12);
    expect(decimalToCents('7')).toBe(700);
    expect(decimalToCents('0.30')).toBe(30);
    expect(decimalToCents('1,5')).toBeNull();
  });
});

describe('AdSense report CSV of the reference data (adsense/)', REAL_WORLD, () => {
  it('reads the 12 rows of its report, quotes and all, to the cent', () => {
    const rows = reportRowsOfCsv(readTestdata('adsense', 'report.csv'));
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      day: '2024-03-01',
      channelId: 'ca-pub-0000000000000000:1000000001',
      adUnitId: 'ca-pub-0000000000000000:2000000001',
      earningsCents: 11607,
      line: 2,
    });
    expect(rows.reduce((sum, r) => sum + r.earningsCents, 0)).toBe(73035); // VALUES.md: 730.35
  });

  it('skips the Totals and Averages lines of its summary variant', () => {
    expect(reportRowsOfCsv(readTestdata('adsense', 'report-with-summary-UNVERIFIED.csv'))).toHaveLength(12);
  });
});

describe('nightly import schedule: 00:30 in Paris, whatever the season', () => {
  const runs = (from: string) =>
    new Cron(NIGHTLY_PATTERN, { timezone: 'Europe/Paris', paused: true })
      .nextRuns(3, new Date(from))
      .map((d) => d.toISOString());

  it('runs at 23:30 UTC in winter and 22:30 UTC in summer across the March change', () => {
    expect(runs('2026-03-27T12:00:00Z')).toEqual([
      '2026-03-27T23:30:00.000Z',
      '2026-03-28T23:30:00.000Z',
      '2026-03-29T22:30:00.000Z',
    ]);
  });

  it('goes back to 23:30 UTC across the October change', () => {
    expect(runs('2026-10-23T12:00:00Z')).toEqual([
      '2026-10-23T22:30:00.000Z',
      '2026-10-24T22:30:00.000Z',
      '2026-10-25T23:30:00.000Z',
    ]);
  });
});

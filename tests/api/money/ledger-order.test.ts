// The ledger reads by day: a day imported late stands among its days, the running balance follows that order
// on every page, and the launch bonus is dated the revenue day it was earned, not the import's day.
import { describe, expect, it } from 'vitest';
import { PAGE_HEADERS } from '../../../common/pagination';
import { call, claim, importReport, ledgerOf, newPartner, useBusiness } from './business';

const ctx = useBusiness();

describe('GET /api/partner/ledger: by day, then as written', () => {
  it('lists a day imported late among its days, each balance the running sum in that order', async () => {
    const { b } = ctx;
    const p = await newPartner(b, { percent: 50, thresholdEuros: 10 });
    await importReport(b, [['2026-08-12', p.channel, '20.00']]);
    await importReport(b, [['2026-08-05', p.channel, '10.00']]);
    const { id } = (await claim(b, p)).json().data;
    await importReport(b, [['2026-08-08', p.channel, '4.00']]);
    const ledger = await ledgerOf(b, p);
    const today = ledger.entries[0]!.day;
    expect(ledger.entries.map((e) => [e.day, e.kind, e.amount_cents, e.balance_cents])).toEqual([
      [today, 'payout', -1500, 200],
      ['2026-08-12', 'share', 1000, 1700],
      ['2026-08-08', 'share', 200, 700],
      ['2026-08-05', 'share', 500, 500],
    ]);
    expect(ledger.balance_cents).toBe(200);
    expect(id).toBeGreaterThan(0);

    // Page by page, the same order and the same balances.
    const walked: Array<[string, number]> = [];
    let cursor: string | undefined;
    do {
      const res = await b.app.inject({
        url: `/api/partner/ledger?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        headers: p.caller.headers(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json().data.entries as Array<{ day: string; balance_cents: number }>;
      walked.push(...page.map((e): [string, number] => [e.day, e.balance_cents]));
      cursor = res.headers[PAGE_HEADERS.next] as string | undefined;
    } while (cursor);
    expect(walked).toEqual(ledger.entries.map((e) => [e.day, e.balance_cents]));

    const csv = (await call(b.app, p.caller, 'GET', '/api/partner/ledger.csv')).body;
    const days = csv
      .split(/\r?\n/)
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(';')[0]);
    expect(days).toEqual(['2026-08-05', '2026-08-08', '2026-08-12', today]);
  });

  it('dates the launch bonus the revenue day the share first reached the bonus tier', async () => {
    const { b } = ctx;
    const p = await newPartner(b, { percent: 50 });
    await importReport(b, [
      ['2026-07-01', p.channel, '100.00'],
      ['2026-07-02', p.channel, '70.00'],
      ['2026-07-03', p.channel, '100.00'],
    ]);
    const ledger = await ledgerOf(b, p);
    const bonus = ledger.entries.find((e) => e.kind === 'bonus');
    // 50 + 35 = 85 € on 2 July: the 80 € tier was reached that day.
    expect(bonus).toMatchObject({ day: '2026-07-02', amount_cents: 1000 });
    expect(ledger.entries.map((e) => [e.day, e.kind])).toEqual([
      ['2026-07-03', 'share'],
      ['2026-07-02', 'bonus'],
      ['2026-07-02', 'share'],
      ['2026-07-01', 'share'],
    ]);
  });
});

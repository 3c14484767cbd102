// The revenue import: a report is checked whole before anything is kept (one line per day and channel, days
// already over, our publisher only), and each line goes to whoever held its channel that day, or to nobody.
// What the ledger then gains is crediting.test.ts's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parisDay } from '../../../common/dates';
import { REVENUE_MESSAGES } from '../../../common/messages';
import type { Holding } from '../../../server/programme/channels/service';
import { removePartner } from '../../../server/programme/partners/adminService';
import type { ReportRow } from '../../../server/programme/revenue/csv';
import { planRevenue, type PartnerTerms } from '../../../server/programme/revenue/plan';
import { reportProblems } from '../../../server/programme/revenue/rules';
import { moneyDb, refusalOf, type MoneyDb } from '../../fixtures/moneyDb';

const row = (day: string, channelId: string, earningsCents: number, line?: number): ReportRow => ({
  day,
  channelId,
  earningsCents,
  ...(line !== undefined && { line }),
});

describe('planning: a line goes to whoever held its channel that day', () => {
  const terms = (id: number, percent: number): PartnerTerms => ({
    id,
    code: `P${id}`,
    name: `Partenaire ${id}`,
    revenue_share_percent: percent,
  });
  const partners = new Map([
    [1, terms(1, 50)],
    [2, terms(2, 30)],
  ]);
  // Partner 1 held the channel until 2026-11-01 (that day excluded), partner 2 from that day on.
  const holdings: Holding[] = [
    { channel_id: 'ca-pub-111:100', partner_id: 1, from_day: '2024-01-01', to_day: '2026-11-01' },
    { channel_id: 'ca-pub-111:100', partner_id: 2, from_day: '2026-11-01', to_day: null },
  ];

  it('the day before the handover is the first holder’s, the handover day the second’s, at their percent', () => {
    const plan = planRevenue(
      [
        row('2024-03-15', 'ca-pub-111:100', 4_000),
        row('2026-10-31', 'ca-pub-111:100', 100),
        row('2026-11-01', 'ca-pub-111:100', 200),
      ],
      holdings,
      partners,
    );
    expect(plan.credited.map((c) => [c.day, c.partnerId, c.percent, c.grossCents])).toEqual([
      ['2024-03-15', 1, 50, 4_000],
      ['2026-10-31', 1, 50, 100],
      ['2026-11-01', 2, 30, 200],
    ]);
    expect(plan.unmatched).toEqual([]);
  });

  it('a day before any holding, another publisher’s channel of the same number, an unknown channel: nobody’s', () => {
    const lines = [
      row('2023-12-31', 'ca-pub-111:100', 1),
      row('2026-11-02', 'ca-pub-222:100', 2),
      row('2026-11-02', 'ca-pub-111:999', 3),
    ];
    const plan = planRevenue(lines, holdings, partners);
    expect(plan.credited).toEqual([]);
    expect(plan.unmatched).toEqual(lines);
  });

  it('a bare channel number is the stored channel of that number', () => {
    const plan = planRevenue([row('2026-11-02', '100', 5)], holdings, partners);
    expect(plan.credited).toEqual([
      { partnerId: 2, channelId: 'ca-pub-111:100', day: '2026-11-02', grossCents: 5, percent: 30 },
    ]);
  });

  it('a holding of a partner that no longer exists credits nobody', () => {
    const plan = planRevenue([row('2026-11-02', '100', 5)], holdings, new Map([[1, terms(1, 50)]]));
    expect(plan.unmatched).toHaveLength(1);
  });
});

describe('the rules: a report is refused whole, naming its lines', () => {
  const today = '2026-11-20';

  it('a fine report has no problem', () => {
    expect(reportProblems([row('2026-11-19', 'ca-pub-111:1', 100, 2)], today, 'pub-111')).toEqual([]);
  });

  it('two lines for one day and channel (the publisher aside) are both named', () => {
    const rows = [
      row('2026-11-03', 'ca-pub-111:1', 1, 2),
      row('2026-11-03', 'c2', 1, 3),
      row('2026-11-03', '1', 1, 4),
    ];
    expect(reportProblems(rows, today, null)).toEqual([REVENUE_MESSAGES.duplicateLines('2, 4')]);
  });

  it('5,000 identical 0.01 € lines are refused, not summed into 50 €: ten lines named, and the count', () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => row('2026-11-03', 'c1', 1, i + 2));
    expect(reportProblems(rows, today, null)).toEqual([
      REVENUE_MESSAGES.duplicateLines('2, 3, 4, 5, 6, 7, 8, 9, 10, 11… (5000 lignes)'),
    ]);
  });

  it('today and later are days not over yet', () => {
    const rows = [row('2026-11-19', 'c1', 1, 2), row(today, 'c2', 1, 3), row('2099-01-01', 'c3', 1, 4)];
    expect(reportProblems(rows, today, null)).toEqual([REVENUE_MESSAGES.futureDays('3, 4')]);
  });

  it('another publisher’s lines are refused when ours is configured; bare channel numbers are ours', () => {
    const rows = [row('2026-11-19', 'ca-pub-999:1', 1, 2), row('2026-11-19', '2', 1, 3)];
    expect(reportProblems(rows, today, 'pub-111')).toEqual([REVENUE_MESSAGES.otherPublisher('2', 'pub-111')]);
    expect(reportProblems(rows, today, null)).toEqual([]);
  });
});

describe('importing a report', () => {
  let m: MoneyDb;
  beforeEach(async () => {
    m = await moneyDb();
  });
  afterEach(() => m.close());

  it('an upload is kept for its days and previewed per partner: gross, percent, share, the ledger’s change', async () => {
    const p = await m.partner({ percent: 40 });
    await m.importReport([[p, '2026-11-03', 1_000]]);
    const lines = [row('2026-11-03', p.channel, 2_501), row('2026-11-03', 'ca-pub-1234567890123456:1', 99)];
    const upload = await m.revenue.storeUpload(lines, m.adminId);
    expect(upload).toMatchObject({ days: ['2026-11-03'], rows: 2 });
    expect(upload.preview).toEqual([
      expect.objectContaining({
        date: '2026-11-03',
        gross_cents: 2_600,
        partners: [
          expect.objectContaining({
            partner_id: p.id,
            gross_cents: 2_501,
            share_percent: 40,
            share_cents: 1_000,
            change_cents: 600,
          }),
        ],
        unmatched: [{ channel_id: 'ca-pub-1234567890123456:1', gross_cents: 99 }],
      }),
    ]);
    expect(await m.sum(p)).toBe(400); // previewed, not credited
  });

  it('a refused report keeps nothing and credits nobody', async () => {
    const p = await m.partner();
    const rows = Array.from({ length: 5_000 }, (): ReportRow => row('2026-11-03', p.channel, 1));
    const refused = await refusalOf(m.revenue.storeUpload(rows, m.adminId));
    expect(refused).toMatchObject({ status: 400, code: 'report_refused' });
    expect(refused.message).toContain('(5000 lignes)');
    expect(await m.database.db.selectFrom('revenue_report_rows').selectAll().execute()).toEqual([]);
    expect(await m.entries(p)).toEqual([]);
  });

  it('an archived partner is still credited the days it held its channel; the next holder only its own', async () => {
    const before = await m.partner({ percent: 50 });
    await m.importReport([[before, '2026-10-01', 1_000]]);
    await removePartner(m.database, m.adminId, before.id); // its channel goes back to the pool from today
    const after = await m.partner({ percent: 50, heldSince: parisDay() });
    expect(after.channel).toBe(before.channel); // the oldest free channel of the pool
    await m.importReport([[before, '2024-03-15', 4_000]]);
    expect((await m.entries(before)).map((e) => [e.day, e.gross_cents])).toEqual([
      ['2026-10-01', 1_000],
      ['2024-03-15', 4_000],
    ]);
    expect(await m.entries(after)).toEqual([]);
  });
});

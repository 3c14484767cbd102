// What the ledger gains from an import: a share per (partner, channel, day) in integer cents, gross × percent
// / 100 rounded to the cent with halves going up, each day on its own; a day imported again moves the ledger by
// adjustments only, at the day's first percent; the launch bonus of 10 €, once, the day the lifetime share
// first reaches 80 €. Nothing is ever rewritten: the database itself refuses it.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../server/platform/db/database';
import { creditRevenue, entriesForImport } from '../../../server/programme/ledger/service';
import type { NewLedgerEntry } from '../../../server/programme/ledger/store';
import { moneyDb, type MoneyDb, type MoneyPartner } from '../../fixtures/moneyDb';
import { shareOf } from './spec';

/** The ledger's first entry for a day of this gross, credited at this percent. */
const firstEntryOf = (grossCents: number, percent: number) =>
  entriesForImport(
    [{ partnerId: 1, channelId: 'c', day: '2026-11-01', grossCents, percent }],
    [],
    '2026-11-02',
  )[0]!;

describe('one day’s share', () => {
  it.each([
    [11_607, 50, 5_804], // 58.035 € → 58.04 €
    [16_393, 50, 8_197], // 81.965 € → 81.97 €
    [30_001, 30, 9_000], // 90.003 € → 90.00 €
    [1, 50, 1], // half a cent → a cent
    [1, 49, 0], // under half a cent → nothing
    [99, 1, 1], // 0.99 cent → a cent
    [12_345, 0, 0],
    [12_345, 100, 12_345],
    [3_000_000_001, 50, 1_500_000_001], // 30,000,000.01 €: exact, no float on the way
  ])('%i cents at %i percent credit %i cents', (gross, percent, share) => {
    expect(shareOf(gross, percent)).toBe(share); // the test's own rule agrees with the table
    expect(firstEntryOf(gross, percent)).toMatchObject({
      kind: 'share',
      gross_cents: gross,
      share_percent: percent,
      amount_cents: share,
    });
  });

  it('any gross and percent: the ledger’s share is the rule’s, an integer between 0 and the gross', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 100 }),
        (gross, percent) => {
          const share = Number(firstEntryOf(gross, percent).amount_cents);
          expect(share).toBe(shareOf(gross, percent));
          expect(Number.isInteger(share) && share >= 0 && share <= gross).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('in the ledger', () => {
  let m: MoneyDb;
  beforeEach(async () => {
    m = await moneyDb();
  });
  afterEach(() => m.close());

  describe('shares, each day rounded on its own', () => {
    it('three days of one cent at 50 % credit three cents (each day rounded), not two (the sum rounded)', async () => {
      const p = await m.partner({ percent: 50 });
      await m.importReport([
        [p, '2026-11-01', 1],
        [p, '2026-11-02', 1],
        [p, '2026-11-03', 1],
      ]);
      expect((await m.entries(p)).map((e) => e.amount_cents)).toEqual([1, 1, 1]);
      expect(await m.sum(p)).toBe(3);
    });

    it('a re-import credits the difference of the rounded shares: 1 → 2 cents at 50 % moves nothing', async () => {
      const p = await m.partner({ percent: 50 });
      await m.importReport([[p, '2026-11-01', 1]]);
      await m.importReport([[p, '2026-11-01', 2]]);
      expect((await m.entries(p)).map((e) => [e.kind, e.gross_cents, e.amount_cents])).toEqual([
        ['share', 1, 1],
        ['adjustment', 1, 0],
      ]);
      await m.importReport([[p, '2026-11-01', 3]]);
      expect(await m.sum(p)).toBe(shareOf(3, 50));
    });

    it('30,000,000.01 € in a day is credited to the cent', async () => {
      const p = await m.partner({ percent: 50 });
      await m.importReport([[p, '2026-11-01', 3_000_000_001]]);
      expect((await m.entries(p))[0]).toMatchObject({
        gross_cents: 3_000_000_001,
        amount_cents: 1_500_000_001,
      });
    });
  });

  describe('a day imported again', () => {
    it('the same report again writes nothing; a lower one adds the difference as an adjustment, nothing rewritten', async () => {
      const p = await m.partner({ percent: 50 });
      expect(await m.importReport([[p, '2026-11-04', 10_000]])).toMatchObject({ shares: 1, adjustments: 0 });
      const first = await m.entries(p);
      expect(await m.importReport([[p, '2026-11-04', 10_000]])).toMatchObject({ shares: 0, adjustments: 0 });
      expect(await m.importReport([[p, '2026-11-04', 6_000]])).toMatchObject({ shares: 0, adjustments: 1 });
      const entries = await m.entries(p);
      expect(entries[0]).toEqual(first[0]);
      expect(entries.map((e) => [e.kind, e.day, e.gross_cents, e.amount_cents])).toEqual([
        ['share', '2026-11-04', 10_000, 5_000],
        ['adjustment', '2026-11-04', -4_000, -2_000],
      ]);
      expect(await m.sum(p)).toBe(3_000);
    });

    it('a channel the new report of a day no longer holds goes back to 0 for that day', async () => {
      const p = await m.partner({ percent: 50 });
      const other = await m.partner({ percent: 50 });
      await m.importReport([
        [p, '2026-11-05', 1_000],
        [other, '2026-11-05', 2_000],
      ]);
      await m.importReport([[other, '2026-11-05', 2_000]]);
      expect(await m.sum(p)).toBe(0);
      expect(await m.sum(other)).toBe(1_000);
    });

    it('a day imported again keeps its first percent; a new day takes the new one', async () => {
      const p = await m.partner({ percent: 50, thresholdEuros: 500 });
      await m.importReport([[p, '2026-11-06', 10_000]]);
      await m.setPartner(p.id, { revenue_share_percent: 30 });
      await m.importReport([[p, '2026-11-06', 12_000]]);
      await m.importReport([[p, '2026-11-07', 5_000]]);
      expect((await m.entries(p)).map((e) => [e.kind, e.day, e.share_percent, e.amount_cents])).toEqual([
        ['share', '2026-11-06', 50, 5_000],
        ['adjustment', '2026-11-06', 50, 1_000],
        ['share', '2026-11-07', 30, 1_500],
      ]);
    });
  });

  describe('the launch bonus', () => {
    const bonuses = async (p: MoneyPartner) => (await m.entries(p)).filter((e) => e.kind === 'bonus');

    it('is not credited at 79.99 € of lifetime share', async () => {
      const p = await m.partner({ percent: 100, thresholdEuros: 500 });
      await m.importReport([[p, '2026-11-01', 7_999]]);
      expect(await bonuses(p)).toEqual([]);
    });

    it('is 10 €, credited when the lifetime share reaches exactly 80 €, even under a threshold of 500 €', async () => {
      const p = await m.partner({ percent: 50, thresholdEuros: 500 });
      await m.importReport([[p, '2026-11-19', 15_000]]); // 75 €
      expect(await bonuses(p)).toEqual([]);
      await m.importReport([[p, '2026-11-20', 1_000]]); // 80 €
      expect(await bonuses(p)).toEqual([expect.objectContaining({ amount_cents: 1_000 })]);
      expect(await m.sum(p)).toBe(7_500 + 500 + 1_000);
    });

    it('is dated the revenue day on which the share reached 80 €, not the import’s day', async () => {
      const p = await m.partner({ percent: 100 });
      const credited = [
        { partnerId: p.id, channelId: p.channel, day: '2026-10-01', grossCents: 5_000, percent: 100 },
        { partnerId: p.id, channelId: p.channel, day: '2026-10-02', grossCents: 3_000, percent: 100 },
        { partnerId: p.id, channelId: p.channel, day: '2026-10-03', grossCents: 3_000, percent: 100 },
      ];
      const days = ['2026-10-01', '2026-10-02', '2026-10-03'];
      await inTransaction(m.database, (tx) => creditRevenue(tx, credited, days, '2026-10-05'));
      expect(await bonuses(p)).toEqual([expect.objectContaining({ day: '2026-10-02', amount_cents: 1_000 })]);
    });

    it('counts adjustments: a day revised upward past 80 € gives it', async () => {
      const p = await m.partner({ percent: 100, thresholdEuros: 500 });
      await m.importReport([[p, '2026-11-01', 5_000]]);
      await m.importReport([[p, '2026-11-01', 8_000]]);
      expect((await m.entries(p)).map((e) => e.kind)).toEqual(['share', 'adjustment', 'bonus']);
    });

    it('is credited once: more earnings, a fall under 80 € and a climb back give no second one', async () => {
      const p = await m.partner({ percent: 100, thresholdEuros: 500 });
      await m.importReport([[p, '2026-11-01', 9_000]]);
      await m.importReport([[p, '2026-11-02', 1_000]]);
      await m.importReport([[p, '2026-11-01', 0]]); // the day revised to nothing: 10 € of lifetime share
      await m.importReport([[p, '2026-11-03', 9_000]]); // 100 € again
      expect(await bonuses(p)).toHaveLength(1);
      expect(await m.sum(p)).toBe(1_000 + 9_000 + 1_000);
    });

    it('is the partner’s own: one partner reaching 80 € gives nothing to another of the same report', async () => {
      const rich = await m.partner({ percent: 100 });
      const poor = await m.partner({ percent: 100 });
      await m.importReport([
        [rich, '2026-11-01', 8_000],
        [poor, '2026-11-01', 7_999],
      ]);
      expect(await bonuses(rich)).toHaveLength(1);
      expect(await bonuses(poor)).toEqual([]);
    });
  });

  describe('what the database refuses (entries written by hand on purpose)', () => {
    let p: MoneyPartner;
    beforeEach(async () => {
      p = await m.partner({ percent: 50 });
      await m.importReport([[p, '2026-11-06', 20_000]]); // a share and the launch bonus
    });
    const insert = (entry: Omit<NewLedgerEntry, 'partner_id'>) =>
      m.database.db
        .insertInto('partner_ledger')
        .values({ partner_id: p.id, ...entry })
        .execute();

    it('refuses UPDATE and DELETE: it is append-only', async () => {
      await expect(
        m.database.db
          .updateTable('partner_ledger')
          .set({ amount_cents: 1 })
          .where('partner_id', '=', p.id)
          .execute(),
      ).rejects.toThrow(/append-only/);
      await expect(
        m.database.db.deleteFrom('partner_ledger').where('partner_id', '=', p.id).execute(),
      ).rejects.toThrow(/append-only/);
      expect(await m.sum(p)).toBe(11_000);
    });

    it('refuses a second share for the same partner, channel and day', async () => {
      await expect(
        insert({ kind: 'share', day: '2026-11-06', channel_id: p.channel, gross_cents: 1, amount_cents: 1 }),
      ).rejects.toThrow(/UNIQUE/);
    });

    it('refuses a second launch bonus', async () => {
      await expect(insert({ kind: 'bonus', day: '2026-11-07', amount_cents: 1_000 })).rejects.toThrow(
        /UNIQUE/,
      );
    });

    it('refuses a payout taken twice, or given back twice', async () => {
      const payout = await m.claim(p);
      await expect(
        insert({ kind: 'payout', day: '2026-11-07', amount_cents: -1, payout_id: payout.id }),
      ).rejects.toThrow(/UNIQUE/);
      await m.setPayout(payout.id, { status: 'rejected', reason: 'contrôle' });
      await expect(
        insert({ kind: 'reversal', day: '2026-11-07', amount_cents: 11_000, payout_id: payout.id }),
      ).rejects.toThrow(/UNIQUE/);
      expect(await m.sum(p)).toBe(11_000);
    });
  });
});

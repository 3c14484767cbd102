// Batched writes take their rows in the order of their keys: two processes writing batches over the same rows, listed
// in opposite orders, both finish (no deadlock on PostgreSQL) and every count is added once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../common/periods';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { insertSiteEvents, type NewSiteEvent } from '../../../server/programme/events/store';
import { writeAttributionBatch, type AttributionBatch } from '../../../server/programme/partners/attribution';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../../fixtures/testApp';

const DAY = '2026-11-20';
const ROUNDS = 4;

describe.skipIf(TEST_DIALECT !== 'postgres')('batched writes in the order of their keys (PostgreSQL)', () => {
  let t: TestApp;
  let other: DatabaseHandle;
  let partnerIds: number[];
  beforeAll(async () => {
    t = await buildTestApp();
    // A second process: its own connections to the same schema.
    other = openDatabase(t.config.database);
    const partners = await t.database.db
      .insertInto('partners')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          code: `ORDRE${i}`,
          name: `Partenaire ${i}`,
          email: `ordre${i}@partenaire.fr`,
          status: 'active',
          revenue_share_percent: 50,
          payout_threshold_cents: 5000,
        })),
      )
      .returning('id')
      .execute();
    partnerIds = partners.map((p) => p.id);
  });
  afterAll(async () => {
    await other.db.destroy();
    await t.close();
  });

  it('writes two attribution batches over the same partners, days and sub-IDs in opposite orders without a deadlock', async () => {
    const one = { page_views: 1, searches: 1, ad_filled_impressions: 1 };
    const days = partnerIds.flatMap((partnerId) =>
      [0, 1, 2].map((d) => ({ partnerId, day: addDays(DAY, -d), subId: null, counts: { ...one } })),
    );
    const subDays = days.flatMap((d) => ['a', 'b'].map((subId) => ({ ...d, subId, counts: { ...one } })));
    const flagged = partnerIds.map((partnerId) => ({
      partnerId,
      burst: { scope: 'address' as const, source: '192.0.2.7' },
      events: 1,
      at: new Date(`${DAY}T12:00:00Z`),
    }));
    const forward: AttributionBatch = { days, subDays, flagged };
    const backward: AttributionBatch = {
      days: [...days].reverse(),
      subDays: [...subDays].reverse(),
      flagged: [...flagged].reverse(),
    };
    for (let round = 0; round < ROUNDS; round++)
      await Promise.all([writeAttributionBatch(t.database, forward), writeAttributionBatch(other, backward)]);

    const stats = await t.database.db.selectFrom('partner_daily_stats').selectAll().execute();
    expect(stats).toHaveLength(days.length);
    for (const s of stats) expect(Number(s.page_views)).toBe(2 * ROUNDS);
    const subs = await t.database.db.selectFrom('partner_sub_id_stats').selectAll().execute();
    expect(subs).toHaveLength(subDays.length);
    for (const s of subs) expect(Number(s.searches)).toBe(2 * ROUNDS);
    const signals = await t.database.db.selectFrom('partner_fraud_signals').selectAll().execute();
    expect(signals.map((s) => Number(s.flagged_events))).toEqual(flagged.map(() => 2 * ROUNDS));
  });

  it('writes two event batches over the same days in opposite orders without a deadlock', async () => {
    const events: NewSiteEvent[] = Array.from({ length: 200 }, (_, d) =>
      (['page_view', 'ad_filled'] as const).map((type) => ({ type, path: '/', day: addDays(DAY, -d) })),
    ).flat();
    const reversed = [...events].reverse();
    for (let round = 0; round < ROUNDS; round++)
      await Promise.all([insertSiteEvents(t.database, events), insertSiteEvents(other, reversed)]);

    const counts = await t.database.db.selectFrom('daily_event_counts').selectAll().execute();
    expect(counts).toHaveLength(events.length);
    for (const c of counts) expect(Number(c.count)).toBe(2 * ROUNDS);
  });
});

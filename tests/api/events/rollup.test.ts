import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../common/periods';
import { EVENTS_JOB, runEventsLifecycle } from '../../../server/programme/events/lifecycle';
import {
  pruneSiteEvents,
  rollUpEventDays,
  siteEventCounts,
} from '../../../server/programme/events/rollup/store';
import {
  dailyEventCounts,
  insertSiteEvents,
  type NewSiteEvent,
} from '../../../server/programme/events/store';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const TODAY = '2026-03-20';
const FIRST = addDays(TODAY, -39);

/** Day n's events: page views and filled slots, with and without a partner code, n + 1 of them of each kind. */
function eventsOf(n: number): NewSiteEvent[] {
  const day = addDays(FIRST, n);
  return Array.from({ length: n + 1 }, (_, i) => [
    {
      type: 'page_view' as const,
      path: `/search?q=${n}-${i}`,
      slot: null,
      referral_code: i % 2 ? 'LYON42' : null,
      day,
    },
    {
      type: 'ad_filled' as const,
      path: '/',
      slot: i % 3 ? 'home_top' : 'cse_search',
      force_admin: i % 5 ? 0 : 1,
      day,
    },
  ]).flat();
}

describe('site events kept as per-day counts, raw rows pruned after the retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    for (let n = 0; n < 40; n++) await insertSiteEvents(t.database, eventsOf(n));
  });
  afterAll(() => t.close());

  const rawDays = async () =>
    (await t.database.db.selectFrom('site_events').select('day').distinct().orderBy('day').execute()).map(
      (r) => r.day,
    );
  const perDay = async () => {
    const days: Record<string, Record<string, number>> = {};
    for (let n = 0; n < 40; n++)
      days[addDays(FIRST, n)] = await dailyEventCounts(t.database, addDays(FIRST, n));
    return days;
  };
  const stored = () =>
    t.database.db
      .selectFrom('site_event_days')
      .selectAll()
      .orderBy(['day', 'type', 'slot', 'force_admin', 'referral_code'])
      .execute();

  it('counts every past day once (two processes at once, then again), prunes raw rows older than 30 days, and no day’s figures change', async () => {
    const counts = await siteEventCounts(t.database, FIRST, TODAY);
    const totals = await perDay();
    expect(counts.filter((c) => c.day === addDays(FIRST, 2))).toEqual([
      {
        day: addDays(FIRST, 2),
        type: 'ad_filled',
        slot: 'cse_search',
        force_admin: 1,
        referral_code: '',
        count: 1,
      },
      {
        day: addDays(FIRST, 2),
        type: 'ad_filled',
        slot: 'home_top',
        force_admin: 0,
        referral_code: '',
        count: 2,
      },
      { day: addDays(FIRST, 2), type: 'page_view', slot: '', force_admin: 0, referral_code: '', count: 2 },
      {
        day: addDays(FIRST, 2),
        type: 'page_view',
        slot: '',
        force_admin: 0,
        referral_code: 'LYON42',
        count: 1,
      },
    ]);

    const outcomes = await Promise.all([
      runEventsLifecycle(t.database, TODAY, { retentionDays: 30 }),
      runEventsLifecycle(t.database, TODAY, { retentionDays: 30 }),
    ]);
    expect(outcomes.sort()).toEqual(['ok', 'skipped']);
    const run = await t.database.db
      .selectFrom('job_runs')
      .selectAll()
      .where('job', '=', EVENTS_JOB)
      .executeTakeFirstOrThrow();
    expect(run.detail).toBe('39 jour(s) comptés, 90 événement(s) supprimé(s) en 1 requête(s)');

    // Days before TODAY − 30 are gone from the raw table, the 31 days since are all there.
    expect(await rawDays()).toEqual(Array.from({ length: 31 }, (_, i) => addDays(TODAY, i - 30)));
    expect(await siteEventCounts(t.database, FIRST, TODAY)).toEqual(counts);
    expect(await perDay()).toEqual(totals);

    // Again, by hand and in two processes at once: nothing is counted twice.
    const before = await stored();
    expect(
      await Promise.all([rollUpEventDays(t.database, TODAY), rollUpEventDays(t.database, TODAY)]),
    ).toEqual([[], []]);
    expect(await stored()).toEqual(before);
    expect(await runEventsLifecycle(t.database, TODAY, { retentionDays: 30 })).toBe('skipped');

    // The next day: TODAY is counted, one more day pruned, still the same figures.
    expect(await runEventsLifecycle(t.database, addDays(TODAY, 1), { retentionDays: 30 })).toBe('ok');
    expect((await rawDays())[0]).toBe(addDays(TODAY, -29));
    expect(await siteEventCounts(t.database, FIRST, TODAY)).toEqual(counts);
    const rollups = await t.database.db
      .selectFrom('site_event_rollups')
      .select(['day', 'events'])
      .orderBy('day')
      .execute();
    expect(rollups).toHaveLength(40);
    expect(rollups.map((r) => Number(r.events))).toEqual(Array.from({ length: 40 }, (_, n) => 2 * (n + 1)));
  });

  it('prunes 12,000 old rows in 3 statements of at most 5,000, and never a day not rolled up', async () => {
    const old = addDays(FIRST, -10);
    const unrolled = addDays(FIRST, -11);
    const rows = (day: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({ type: 'page_view' as const, path: `/p/${i}`, day }));
    await insertSiteEvents(t.database, rows(old, 12_000));
    await t.database.db.insertInto('site_event_rollups').values({ day: old, events: 12_000 }).execute();
    await insertSiteEvents(t.database, rows(unrolled, 3));

    let deletes = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => ((deletes += args.node.kind === 'DeleteQueryNode' ? 1 : 0), args.node),
      transformResult: async (args) => args.result,
    };
    const counted = { ...t.database, db: t.database.db.withPlugin(counting) };
    expect(await pruneSiteEvents(counted, FIRST, 5000)).toEqual({ rows: 12_000, statements: 3 });
    expect(deletes).toBe(3);
    expect(await rawDays()).toContain(unrolled);
    expect(await rawDays()).not.toContain(old);
  });
});

// Retention: once a day, in one process, months of per-day counts past the horizon become one row each (a partner's
// totals read the same before and after), logs past their keep are pruned, young rows and money history stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDayStart } from '../../../common/dates';
import { addDays, daysOf } from '../../../common/periods';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import {
  firstDailyDay,
  RETENTION_JOB,
  runRetention,
  type RetentionSettings,
} from '../../../server/programme/retention/lifecycle';
import { applyAsPartner, signIn, type Caller } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const TODAY = '2026-11-20';
const SETTINGS: RetentionSettings = {
  statsDailyMonths: 3,
  fraudSignalsDays: 365,
  mailDays: 365,
  auditDays: 1825,
  jobRunsDays: 400,
};
/** Six months of days: June to August rolled up (before 1 September), September to November kept per day. */
const DAYS = daysOf({ from: '2026-06-01', to: addDays(TODAY, -1) });
const MONTHS = [
  { from: '2026-06-01', to: '2026-06-30' },
  { from: '2026-07-01', to: '2026-07-31' },
  { from: '2026-08-01', to: '2026-08-31' },
  { from: '2026-09-01', to: '2026-09-30' },
  { from: '2026-06-01', to: TODAY },
];
const at = (day: string) => parisDayStart(day).toISOString();

describe('retention of what grows every day', () => {
  let t: TestApp;
  let other: DatabaseHandle;
  let partner: Caller;
  let partnerId: number;
  let otherPartnerId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    // A second process: its own connections to the same database.
    other = openDatabase(t.config.database);
    partner = await signIn(t.app, 'Rétention', 'retention@partenaire.fr');
    partnerId = await applyAsPartner(t.app, partner);
    otherPartnerId = await applyAsPartner(t.app, await signIn(t.app, 'Autre', 'autre@partenaire.fr'));
    await t.database.db.updateTable('partners').set({ status: 'active' }).execute();
    const db = t.database.db;

    await db
      .insertInto('partner_daily_stats')
      .values(
        DAYS.flatMap((day, i) => [
          {
            partner_id: partnerId,
            stat_date: day,
            page_views: 10 + i,
            searches: 5 + (i % 7),
            ad_filled_impressions: 2 + (i % 3),
          },
          {
            partner_id: otherPartnerId,
            stat_date: day,
            page_views: 1,
            searches: 1,
            ad_filled_impressions: 0,
          },
        ]),
      )
      .execute();
    // July: seven sub-IDs over the month, at most five a day; « autres » on some days.
    await db
      .insertInto('partner_sub_id_stats')
      .values(
        daysOf({ from: '2026-07-01', to: '2026-07-31' }).flatMap((day, d) => [
          ...[0, 1, 2, 3, 4].map((k) => ({
            partner_id: partnerId,
            stat_date: day,
            sub_id: `s${(d + k) % 7}`,
            place: k + 1,
            page_views: 1 + ((d + k) % 7),
            searches: 1,
            ad_filled_impressions: k % 2,
          })),
          ...(d % 2
            ? [
                {
                  partner_id: partnerId,
                  stat_date: day,
                  sub_id: '',
                  place: 0,
                  page_views: 2,
                  searches: 0,
                  ad_filled_impressions: 0,
                },
              ]
            : []),
        ]),
      )
      .execute();
    // The partner's money: a share on old days and young ones (never touched).
    await db
      .insertInto('partner_ledger')
      .values(
        ['2026-06-03', '2026-07-15', '2026-07-16', '2026-10-02'].map((day, i) => ({
          partner_id: partnerId,
          kind: 'share',
          day,
          channel_id: 'ch-retention',
          gross_cents: 1000 * (i + 1),
          share_percent: 50,
          rule: 'test',
          amount_cents: 500 * (i + 1),
        })),
      )
      .execute();
    await db
      .insertInto('site_event_days')
      .values(
        DAYS.flatMap((day, i) => [
          { day, type: 'page_view', slot: '', force_admin: 0, referral_code: '', count: 100 + i },
          { day, type: 'page_view', slot: '', force_admin: 0, referral_code: 'LYON42', count: i },
          { day, type: 'ad_filled', slot: 'home_top', force_admin: 0, referral_code: '', count: 3 },
        ]),
      )
      .execute();
    await db
      .insertInto('site_event_rollups')
      .values(DAYS.map((day, i) => ({ day, events: 103 + 2 * i })))
      .execute();
    await db
      .insertInto('daily_event_counts')
      .values(
        DAYS.flatMap((day, i) => [
          { day, type: 'page_view', count: 100 + 2 * i },
          { day, type: 'ad_filled', count: 3 },
        ]),
      )
      .execute();
    await db
      .insertInto('partner_fraud_signals')
      .values(
        [addDays(TODAY, -400), addDays(TODAY, -366), addDays(TODAY, -365), addDays(TODAY, -10)].map(
          (day) => ({
            partner_id: partnerId,
            day,
            scope: 'address',
            source: '192.0.2.1',
            flagged_events: 50,
            first_at: at(day),
            last_at: at(day),
          }),
        ),
      )
      .execute();
    const message = (day: string, status: string, key: string) => ({
      kind: 'application_received',
      cause_key: key,
      recipient: 'retention@partenaire.fr',
      data: '{}',
      status,
      created_at: at(day),
      next_attempt_at: at(day),
    });
    await db
      .insertInto('outbox')
      .values([
        message(addDays(TODAY, -400), 'sent', 'old-sent'),
        message(addDays(TODAY, -400), 'failed', 'old-failed'),
        message(addDays(TODAY, -400), 'skipped', 'old-skipped'),
        message(addDays(TODAY, -400), 'queued', 'old-queued'),
        message(addDays(TODAY, -30), 'sent', 'young-sent'),
      ])
      .execute();
    await db
      .insertInto('admin_audit')
      .values([
        { admin_user_id: null, action: 'payout.status', target: 'payout:1', at: at(addDays(TODAY, -1900)) },
        { admin_user_id: null, action: 'payout.status', target: 'payout:2', at: at(addDays(TODAY, -100)) },
      ])
      .execute();
    await db
      .insertInto('job_runs')
      .values([
        { job: 'nightly-import', day: addDays(TODAY, -500), status: 'ok' },
        { job: 'nightly-import', day: addDays(TODAY, -3), status: 'ok' },
      ])
      .execute();
  });
  afterAll(async () => {
    await other.db.destroy();
    await t.close();
  });

  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: partner.headers() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Record<string, number | string | null>[];
  };
  /** The stats page's totals of a period: visits and money, as the partner reads them. */
  const totals = async ({ from, to }: { from: string; to: string }) => {
    const days = await get(`/api/partner/stats?from=${from}&to=${to}`);
    const sum = (key: string) => days.reduce((s, d) => s + Number(d[key]), 0);
    return {
      page_views: sum('page_views'),
      searches: sum('searches'),
      ad_filled_impressions: sum('ad_filled_impressions'),
      gross: sum('adsense_estimated_earnings_cents'),
      share: sum('partner_share_cents'),
    };
  };
  const subIds = ({ from, to }: { from: string; to: string }) =>
    get(`/api/partner/stats/sub-ids?from=${from}&to=${to}`);
  const count = async (table: 'partner_ledger' | 'partner_daily_stats' | 'partner_sub_id_stats') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const siteCounts = async (table: 'site_event_days' | 'daily_event_counts', from: string, to: string) => {
    const rows = await t.database.db
      .selectFrom(table)
      .select(['day', 'count'])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    return rows.reduce((s, r) => s + Number(r.count), 0);
  };

  it('keeps the last months per day: the horizon starts on the first day of the oldest month kept', () => {
    expect(firstDailyDay(TODAY, 3)).toBe('2026-09-01');
    expect(firstDailyDay('2026-03-31', 2)).toBe('2026-02-01');
    expect(firstDailyDay('2026-01-01', 25)).toBe('2024-01-01');
  });

  it('rolls old months into one row each, once when two processes race, and every total reads the same', async () => {
    const before = await Promise.all(MONTHS.map(totals));
    const subIdsBefore = await subIds(MONTHS[1]!);
    const namedBefore = new Map(subIdsBefore.filter((r) => r.kind === 'sub').map((r) => [r.sub_id, r]));
    const eventsBefore = await siteCounts('site_event_days', '2026-06-01', '2026-08-31');
    const countsBefore = await siteCounts('daily_event_counts', '2026-06-01', '2026-08-31');
    const ledger = await count('partner_ledger');
    const statRows = await count('partner_daily_stats');

    const started = performance.now();
    const runs = await Promise.all([
      runRetention(t.database, TODAY, SETTINGS),
      runRetention(other, TODAY, SETTINGS),
    ]);
    const ms = performance.now() - started;
    expect(runs.map((r) => r.outcome).sort()).toEqual(['ok', 'skipped']);
    const figures = runs.find((r) => r.outcome === 'ok')!.figures!;
    console.info(`retention on ${t.database.dialect}: ${JSON.stringify(figures)} in ${ms.toFixed(0)} ms`);

    // June, July, August: one row a month per partner; September onwards untouched, day by day.
    const june = await t.database.db
      .selectFrom('partner_daily_stats')
      .select(['stat_date', 'page_views'])
      .where('partner_id', '=', partnerId)
      .where('stat_date', '<', '2026-09-01')
      .orderBy('stat_date')
      .execute();
    expect(june.map((r) => r.stat_date)).toEqual(['2026-06-01', '2026-07-01', '2026-08-01']);
    expect(Number(june[0]!.page_views)).toBe(
      Array.from({ length: 30 }, (_, i) => 10 + i).reduce((a, b) => a + b),
    );
    expect(await count('partner_daily_stats')).toBe(statRows - 2 * (92 - 3));
    expect(figures.rolledUp.partner_daily_stats).toEqual({ months: 3, rowsBefore: 2 * 92, rowsAfter: 2 * 3 });

    expect(await Promise.all(MONTHS.map(totals))).toEqual(before);
    expect(await count('partner_ledger')).toBe(ledger);
    expect(await siteCounts('site_event_days', '2026-06-01', '2026-08-31')).toBe(eventsBefore);
    expect(await siteCounts('daily_event_counts', '2026-06-01', '2026-08-31')).toBe(countsBefore);
    expect(
      (
        await t.database.db
          .selectFrom('site_event_days')
          .select('day')
          .distinct()
          .where('day', '<', '2026-09-01')
          .execute()
      )
        .map((r) => r.day)
        .sort(),
    ).toEqual(['2026-06-01', '2026-07-01', '2026-08-01']);

    // July's sub-IDs: the five most visited keep their name and totals, the other two join « autres ».
    const subIdsAfter = await subIds(MONTHS[1]!);
    const visits = (rows: typeof subIdsAfter, key: string) => rows.reduce((s, r) => s + Number(r[key]), 0);
    for (const key of ['page_views', 'searches', 'ad_filled_impressions', 'partner_share_cents'])
      expect(visits(subIdsAfter, key)).toBe(visits(subIdsBefore, key));
    const named = subIdsAfter.filter((r) => r.kind === 'sub');
    expect(named).toHaveLength(5);
    for (const r of named)
      expect([r.page_views, r.searches]).toEqual([
        namedBefore.get(r.sub_id)!.page_views,
        namedBefore.get(r.sub_id)!.searches,
      ]);

    // The logs: old rows gone, young ones and queued messages kept.
    const left = async () => ({
      fraud: (
        await t.database.db.selectFrom('partner_fraud_signals').select('day').orderBy('day').execute()
      ).map((r) => r.day),
      // The messages seeded here (the applications queued theirs, young).
      outbox: (await t.database.db.selectFrom('outbox').select('cause_key').orderBy('cause_key').execute())
        .map((r) => r.cause_key)
        .filter((key) => /^(old|young)-/.test(key)),
      audit: (await t.database.db.selectFrom('admin_audit').select('target').execute()).map((r) => r.target),
      // The runs seeded here and retention's own (the app's other jobs run on the real day).
      jobs: (await t.database.db.selectFrom('job_runs').select(['job', 'day']).orderBy('day').execute())
        .filter((r) => r.day <= addDays(TODAY, 1))
        .map((r) => `${r.job} ${r.day}`),
      marks: (
        await t.database.db.selectFrom('site_event_rollups').select('day').orderBy('day').execute()
      ).map((r) => r.day),
    });
    const kept = await left();
    expect(kept.fraud).toEqual([addDays(TODAY, -365), addDays(TODAY, -10)]);
    expect(kept.outbox).toEqual(['old-queued', 'young-sent']);
    expect(kept.audit).toEqual(['payout:2']);
    expect(kept.jobs).toEqual([`nightly-import ${addDays(TODAY, -3)}`, `${RETENTION_JOB} ${TODAY}`]);
    expect(kept.marks[0]).toBe('2026-09-01');
    expect(figures.pruned).toEqual({
      site_event_rollups: 92,
      partner_fraud_signals: 2,
      outbox: 3,
      admin_audit: 1,
      job_runs: 1,
      // The fraud windows holding the four signals (each in the seven ending on its day on), all before today.
      partner_fraud_windows: 7 + 8 + 7,
    });

    // The next day, and again by hand: nothing more to roll up, no figure moves.
    const stored = await t.database.db
      .selectFrom('partner_daily_stats')
      .selectAll()
      .orderBy(['partner_id', 'stat_date'])
      .execute();
    const next = await runRetention(other, addDays(TODAY, 1), SETTINGS);
    expect(next.outcome).toBe('ok');
    expect(Object.values(next.figures!.rolledUp).every((r) => r.months === 0)).toBe(true);
    expect(
      await t.database.db
        .selectFrom('partner_daily_stats')
        .selectAll()
        .orderBy(['partner_id', 'stat_date'])
        .execute(),
    ).toEqual(stored);
    expect(await Promise.all(MONTHS.map(totals))).toEqual(before);
    // Only the signals that turned 366 days old go.
    expect(await left()).toEqual({
      ...kept,
      fraud: [addDays(TODAY, -10)],
      jobs: [...kept.jobs, `${RETENTION_JOB} ${addDays(TODAY, 1)}`],
    });
    expect(next.figures!.pruned).toMatchObject({ partner_fraud_signals: 1, outbox: 0, admin_audit: 0 });
  });

  it('rolls a month up once even when two runners bypass the lock and race on it', async () => {
    const day = '2026-05-';
    await t.database.db
      .insertInto('partner_daily_stats')
      .values(
        Array.from({ length: 31 }, (_, i) => ({
          partner_id: partnerId,
          stat_date: `${day}${String(i + 1).padStart(2, '0')}`,
          page_views: 2,
          searches: 1,
          ad_filled_impressions: 0,
        })),
      )
      .execute();
    const before = await totals({ from: '2026-05-01', to: '2026-05-31' });
    // Two runs without the day's lock (two days' runs overlapping): two processes on PostgreSQL; SQLite is one
    // process, whose one connection takes the two in turn.
    const second = t.database.dialect === 'postgres' ? other : t.database;
    await Promise.all([
      runRetention(t.database, '2026-12-05', SETTINGS),
      runRetention(second, '2026-12-06', SETTINGS),
    ]);
    expect(await totals({ from: '2026-05-01', to: '2026-05-31' })).toEqual(before);
    expect(before.page_views).toBe(62);
  });
});

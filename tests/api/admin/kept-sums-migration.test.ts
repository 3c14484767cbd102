// Migration 0028 on a database that already holds failures, flagged bursts and payouts: the sums it starts from
// are those of the rows there (Paris days across both clock changes included), and each payout gets the share
// and bonus the ledger made it of, in a table of its own (a paid payout's row never changes).
import { expect, it } from 'vitest';
import { parisDay } from '../../../common/dates';
import { addDays } from '../../../common/periods';
import { migrateToLatest } from '../../../server/platform/db/migrate';
import { payoutMakeupsOf } from '../../../server/programme/ledger/service';
import { ownDatabase } from '../../fixtures/ownDatabase';

const { database, migrateUpTo } = ownDatabase('kept-sums');

/** Instants either side of Paris midnights, of the spring and autumn clock changes, and of an hour. */
const INSTANTS = [
  '2026-03-28T22:59:59.999Z',
  '2026-03-28T23:00:00.000Z',
  '2026-03-29T00:59:00.000Z',
  '2026-03-29T01:00:00.000Z',
  '2026-03-29T21:59:00.000Z',
  '2026-03-29T22:00:00.000Z',
  '2026-07-14T21:59:59.000Z',
  '2026-07-14T22:00:00.000Z',
  '2026-10-24T21:59:00.000Z',
  '2026-10-24T22:00:00.000Z',
  '2026-10-25T00:30:00.000Z',
  '2026-10-25T01:30:00.000Z',
  '2026-10-25T22:59:00.000Z',
  '2026-10-25T23:00:00.000Z',
  '2026-12-31T23:00:00.000Z',
];

it('starts the kept sums from the rows already there and keeps each payout’s makeup', async () => {
  await migrateUpTo('2026-11-28-0027-account-settings');
  const { db } = database;

  await db
    .insertInto('security_events')
    .values(
      INSTANTS.flatMap((at, i) =>
        ['auth', 'probe'].slice(0, 1 + (i % 2)).map((jail) => ({
          at,
          ip: `192.0.2.${i % 3}`,
          path: '/auth/google/callback',
          status: 401,
          jail,
        })),
      ),
    )
    .execute();
  const [partner, other] = await db
    .insertInto('partners')
    .values(
      ['A', 'B'].map((code) => ({
        code: `MIGRE${code}`,
        name: `Partenaire ${code}`,
        email: `migre${code}@partenaire.fr`,
        status: 'active',
        revenue_share_percent: 50,
        payout_threshold_cents: 2000,
      })),
    )
    .returning('id')
    .execute();
  const signal = (partnerId: number, day: string, source: string, events: number, at: string) => ({
    partner_id: partnerId,
    day,
    scope: 'address',
    source,
    flagged_events: events,
    first_at: at,
    last_at: at,
  });
  await db
    .insertInto('partner_fraud_signals')
    .values([
      signal(partner!.id, '2026-11-01', '192.0.2.1', 10, '2026-11-01T10:00:00.000Z'),
      signal(partner!.id, '2026-11-03', '192.0.2.1', 5, '2026-11-03T10:00:00.000Z'),
      signal(partner!.id, '2026-11-03', '192.0.2.2', 7, '2026-11-03T11:00:00.000Z'),
      signal(other!.id, '2026-11-07', '192.0.2.3', 3, '2026-11-07T09:00:00.000Z'),
    ])
    .execute();

  // The ledger as claims left it: shares and a bonus, a payout rejected and given back, the next one, a third.
  const payout = async (partnerId: number, cents: number, status = 'pending') =>
    (
      await db
        .insertInto('payout_requests')
        .values({
          partner_id: partnerId,
          period_start: '2026-09-01',
          period_end: '2026-09-30',
          gross_earnings_cents: 2 * cents,
          partner_share_percent: 50,
          partner_amount_cents: cents,
          status,
          due_on: '2026-10-30',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const entry = (partnerId: number, kind: string, amount: number, extra: object = {}) =>
    db
      .insertInto('partner_ledger')
      .values({ partner_id: partnerId, kind, day: '2026-09-15', amount_cents: amount, ...extra })
      .execute();
  const share = (partnerId: number, channel: string, amount: number) =>
    entry(partnerId, 'share', amount, { channel_id: channel, gross_cents: 2 * amount, share_percent: 50 });
  await share(partner!.id, 'c1', 10_000);
  await entry(partner!.id, 'bonus', 1_000);
  const rejected = await payout(partner!.id, 11_000, 'rejected');
  await entry(partner!.id, 'payout', -11_000, { payout_id: rejected });
  await share(other!.id, 'c9', 4_000);
  await entry(partner!.id, 'reversal', 11_000, { payout_id: rejected });
  await share(partner!.id, 'c2', 2_000);
  const next = await payout(partner!.id, 13_000, 'paid');
  await entry(partner!.id, 'payout', -13_000, { payout_id: next });
  await share(partner!.id, 'c3', 2_500);
  await entry(partner!.id, 'adjustment', -500);
  const third = await payout(partner!.id, 2_000);
  await entry(partner!.id, 'payout', -2_000, { payout_id: third });
  const legacy = await payout(other!.id, 4_000);

  await migrateToLatest(database);

  // The failures of each hour and jail, and each address's of a Paris day and the day before.
  const hours = await db.selectFrom('security_event_hours').selectAll().execute();
  const hourOf = (at: string) => `${at.slice(0, 13)}:00:00.000Z`;
  const expectedHours = new Map<string, number>();
  const expectedDays = new Map<string, number>();
  for (const [i, at] of INSTANTS.entries())
    for (const jail of ['auth', 'probe'].slice(0, 1 + (i % 2))) {
      const hourKey = `${hourOf(at)} ${jail}`;
      expectedHours.set(hourKey, (expectedHours.get(hourKey) ?? 0) + 1);
      for (const day of [parisDay(new Date(at)), addDays(parisDay(new Date(at)), 1)]) {
        const dayKey = `${day} 192.0.2.${i % 3}`;
        expectedDays.set(dayKey, (expectedDays.get(dayKey) ?? 0) + 1);
      }
    }
  expect(
    new Map(hours.map((h) => [`${new Date(h.hour).toISOString()} ${h.jail}`, Number(h.events)])),
  ).toEqual(expectedHours);
  const days = await db.selectFrom('security_address_days').selectAll().execute();
  expect(new Map(days.map((d) => [`${d.day} ${d.ip}`, Number(d.failures)]))).toEqual(expectedDays);

  // Each window of 7 days holds the signals of its days.
  const windows = await db
    .selectFrom('partner_fraud_windows')
    .selectAll()
    .where('partner_id', '=', partner!.id)
    .orderBy('day')
    .execute();
  expect(windows.map((w) => [w.day, Number(w.flagged_events), new Date(w.last_at).toISOString()])).toEqual([
    ['2026-11-01', 10, '2026-11-01T10:00:00.000Z'],
    ['2026-11-02', 10, '2026-11-01T10:00:00.000Z'],
    ...['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'].map((day) => [
      day,
      22,
      '2026-11-03T11:00:00.000Z',
    ]),
    ['2026-11-08', 12, '2026-11-03T11:00:00.000Z'],
    ['2026-11-09', 12, '2026-11-03T11:00:00.000Z'],
  ]);

  // The payouts: what walking the ledger says each was made of; none for a payout without its entry.
  const makeups = await payoutMakeupsOf(database, [partner!.id, other!.id]);
  const stored = await db.selectFrom('payout_makeups').selectAll().execute();
  const storedOf = (id: number) => {
    const row = stored.find((s) => s.payout_id === id);
    return row && { share_cents: Number(row.share_cents), bonus_cents: Number(row.bonus_cents) };
  };
  expect(storedOf(rejected)).toEqual({ share_cents: 10_000, bonus_cents: 1_000 });
  expect(storedOf(next)).toEqual({ share_cents: 12_000, bonus_cents: 1_000 });
  expect(storedOf(third)).toEqual({ share_cents: 2_000, bonus_cents: 0 });
  expect(storedOf(legacy)).toBeUndefined();
  for (const id of [rejected, next, third])
    expect({ share_cents: makeups.get(id)!.shareCents, bonus_cents: makeups.get(id)!.bonusCents }).toEqual(
      storedOf(id),
    );

  // From then on the triggers keep them: one more failure, one more burst.
  await db
    .insertInto('security_events')
    .values({ at: INSTANTS[0]!, ip: '192.0.2.0', path: '/', status: 401, jail: 'auth' })
    .execute();
  const hour = await db
    .selectFrom('security_event_hours')
    .select('events')
    .where('hour', '=', hourOf(INSTANTS[0]!))
    .where('jail', '=', 'auth')
    .executeTakeFirstOrThrow();
  expect(Number(hour.events)).toBe(expectedHours.get(`${hourOf(INSTANTS[0]!)} auth`)! + 1);
});

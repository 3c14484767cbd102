// The fraud list reads each partner's flagged events of the last 7 Paris days as kept when the bursts are written:
// its figures are the signals' own sums, across a Paris midnight, at the window's edge, after more bursts and
// after the retention.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAUD_SIGNAL_DAYS } from '../../../common/constants';
import { parisDay, parisDayStart } from '../../../common/dates';
import { addDays } from '../../../common/periods';
import { writeAttributionBatch } from '../../../server/programme/partners/attribution';
import { runRetention } from '../../../server/programme/retention/lifecycle';
import { signIn, type Caller } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Listed = {
  partnerId: number;
  flaggedEvents: number;
  lastAt: string;
  sources: { scope: string; source: string; events: number }[];
};

describe('the fraud list’s kept windows', () => {
  let t: TestApp;
  let admin: Caller;
  let ids: number[];
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_EMAILS: 'admin@fenetres.fr' } });
    admin = await signIn(t.app, 'Ada', 'admin@fenetres.fr');
    const partners = await t.database.db
      .insertInto('partners')
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          code: `FENETRE${i}`,
          name: `Partenaire ${i}`,
          email: `fenetre${i}@partenaire.fr`,
          status: 'active',
          revenue_share_percent: 50,
          payout_threshold_cents: 5000,
        })),
      )
      .returning('id')
      .execute();
    ids = partners.map((p) => p.id);
  });
  afterAll(() => t.close());

  /** Every page of the list, two partners a page. */
  async function walk(): Promise<Listed[]> {
    const rows: Listed[] = [];
    let cursor: string | undefined;
    do {
      const res = await t.app.inject({
        url: `/api/admin/security/fraud-signals?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        headers: admin.headers(),
      });
      expect(res.statusCode, res.body).toBe(200);
      rows.push(...(res.json().data as Listed[]));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    return rows;
  }

  /** The signals of the window summed here, partner by partner, most flagged first. */
  async function rawWindow() {
    const since = addDays(parisDay(), -(FRAUD_SIGNAL_DAYS - 1));
    const signals = await t.database.db
      .selectFrom('partner_fraud_signals')
      .selectAll()
      .where('day', '>=', since)
      .execute();
    const byPartner = new Map<number, { flaggedEvents: number; lastAt: string }>();
    for (const s of signals) {
      const sum = byPartner.get(s.partner_id) ?? { flaggedEvents: 0, lastAt: '' };
      const last = new Date(s.last_at).toISOString();
      byPartner.set(s.partner_id, {
        flaggedEvents: sum.flaggedEvents + Number(s.flagged_events),
        lastAt: last > sum.lastAt ? last : sum.lastAt,
      });
    }
    return [...byPartner]
      .map(([partnerId, sum]) => ({ partnerId, ...sum }))
      .sort((a, b) => b.flaggedEvents - a.flaggedEvents || a.partnerId - b.partnerId);
  }

  async function expectSumsOfTheSignals() {
    const listed = await walk();
    expect(
      listed.map(({ partnerId, flaggedEvents, lastAt }) => ({ partnerId, flaggedEvents, lastAt })),
    ).toEqual(await rawWindow());
    const dashboard = await t.app.inject({ url: '/api/admin/security', headers: admin.headers() });
    expect(dashboard.json().data.partnerFraudSignals).toEqual(listed);
    return listed;
  }

  const burst = (partnerId: number, at: Date, events: number, source = '192.0.2.1') => ({
    partnerId,
    burst: { scope: 'address' as const, source },
    events,
    at,
  });

  it('lists the sums of the last 7 Paris days, a burst on either side of midnight and the window’s edge', async () => {
    const now = Date.now();
    const today = parisDay();
    const midnight = parisDayStart(today).getTime();
    const noonOf = (days: number) => new Date(parisDayStart(addDays(today, days)).getTime() + 12 * HOUR);
    const [a, b, c, d, e] = ids as [number, number, number, number, number];
    await writeAttributionBatch(t.database, {
      days: [],
      subDays: [],
      flagged: [
        burst(a, new Date(now - MINUTE), 30),
        burst(a, new Date(midnight - 4 * MINUTE), 20, '192.0.2.2'),
        burst(a, new Date(midnight + Math.min(4 * MINUTE, (now - midnight) / 3)), 5, '192.0.2.2'),
        burst(b, noonOf(-(FRAUD_SIGNAL_DAYS - 1)), 70),
        burst(b, noonOf(-FRAUD_SIGNAL_DAYS), 500),
        burst(c, noonOf(-FRAUD_SIGNAL_DAYS), 900),
        burst(d, noonOf(-3), 40),
        burst(d, noonOf(-3), 15),
        burst(e, noonOf(-2), 55),
      ],
    });
    // A writer of its own (a tool, an import of old signals): the window follows it too.
    await t.database.db
      .insertInto('partner_fraud_signals')
      .values({
        partner_id: ids[5]!,
        day: addDays(today, -1),
        scope: 'network',
        source: '198.51.100.0/24',
        flagged_events: 55,
        first_at: noonOf(-1).toISOString(),
        last_at: noonOf(-1).toISOString(),
      })
      .execute();
    const listed = await expectSumsOfTheSignals();
    expect(listed.find((p) => p.partnerId === a)?.flaggedEvents).toBe(55);
    // The window's first day counts, the day before it no longer does; a partner only before it is not listed.
    expect(listed.find((p) => p.partnerId === b)?.flaggedEvents).toBe(70);
    expect(listed.map((p) => p.partnerId)).not.toContain(c);
    expect(listed.find((p) => p.partnerId === d)?.sources).toEqual([
      { scope: 'address', source: '192.0.2.1', events: 55 },
    ]);
  });

  it('follows the bursts written next, onto the signals already there', async () => {
    const now = Date.now();
    await writeAttributionBatch(t.database, {
      days: [],
      subDays: [],
      flagged: [
        burst(ids[2]!, new Date(now), 3),
        burst(ids[1]!, new Date(now), 200),
        burst(ids[0]!, new Date(now), 1),
      ],
    });
    const listed = await expectSumsOfTheSignals();
    expect(listed[0]).toMatchObject({ partnerId: ids[1], flaggedEvents: 270 });
  });

  it('lists the same once the retention pruned the windows of past days', async () => {
    const before = await expectSumsOfTheSignals();
    const run = await runRetention(t.database, parisDay(), t.config.retention);
    expect(run.outcome).toBe('ok');
    expect(run.figures!.pruned.partner_fraud_windows).toBeGreaterThan(0);
    const left = await t.database.db.selectFrom('partner_fraud_windows').select('day').distinct().execute();
    expect(left.every((w) => w.day >= parisDay())).toBe(true);
    expect(await expectSumsOfTheSignals()).toEqual(before);
  });
});

// Attribution never blocks a request: referred searches, page views and filled ads are counted in
// memory and written in batches, every answered one stored after a flush and when the app closes; the
// partner's status and slots are cached, and an admin's change is seen on the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '../../../common/dates';
import { applyAsPartner, signIn, type Caller } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const ADMIN = 'admin@attribution.fr';

describe('attribution in batches', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await signIn(t.app, 'Admin', ADMIN);
  });
  afterAll(() => t.close());

  /** Active without an AdSense channel (the pool is empty here): its visitors still count. */
  async function activatePartner(id: number) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/partners/${id}`,
      headers: admin.headers(),
      payload: { status: 'active', activate_without_channel: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  let people = 0;
  async function activePartner(caller?: Caller) {
    caller ??= await signIn(t.app, `Partenaire ${++people}`, `p${people}@attribution.fr`);
    const id = await applyAsPartner(t.app, caller);
    await activatePartner(id);
    const { code } = await t.database.db
      .selectFrom('partners')
      .select('code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, code };
  }
  async function stored(partnerId: number) {
    const row = await t.database.db
      .selectFrom('partner_daily_stats')
      .select(['page_views', 'searches', 'ad_filled_impressions'])
      .where('partner_id', '=', partnerId)
      .where('stat_date', '=', parisDay())
      .executeTakeFirst();
    return {
      page_views: Number(row?.page_views ?? 0),
      searches: Number(row?.searches ?? 0),
      ad_filled_impressions: Number(row?.ad_filled_impressions ?? 0),
    };
  }
  const search = (code: string, q: string, remoteAddress = '192.0.2.30') =>
    t.app.inject({
      url: `/api/search?q=${encodeURIComponent(q)}`,
      remoteAddress,
      headers: { cookie: `pa_ref=${code}` },
    });
  const events = (code: string, remoteAddress = '192.0.2.31') =>
    t.app.inject({
      method: 'POST',
      url: '/events',
      remoteAddress,
      headers: {
        cookie: `pa_ref=${code}`,
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
      },
      payload: {
        events: [
          { type: 'page_view', path: '/' },
          { type: 'page_view', path: '/search?q=lyon' },
          { type: 'ad_filled', slot: 'home', path: '/' },
        ],
      },
    });

  it('stores every answered count once flushed, however many requests came at once', async () => {
    const p = await activePartner();
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => search(p.code, ['lyon', 'paris', 'nice', 'lille'][i % 4]!)),
      ...Array.from({ length: 15 }, () => events(p.code)),
    ]);
    expect(answers.map((a) => a.statusCode).filter((s) => s >= 300)).toEqual([]);
    await t.app.attribution.flush();
    expect(await stored(p.id)).toEqual({ page_views: 30, searches: 40, ad_filled_impressions: 15 });
  });

  it('shows the partner its own visits at once: its stats page writes what the process holds first', async () => {
    const caller = await signIn(t.app, 'Partenaire stats', 'stats@attribution.fr');
    const { code } = await activePartner(caller);
    for (let i = 0; i < 3; i++) expect((await search(code, `rennes ${i}`)).statusCode).toBe(200);
    const today = parisDay();
    const res = await t.app.inject({
      url: `/api/partner/stats?from=${today}&to=${today}`,
      headers: caller.headers(),
    });
    expect(res.json().data[0]).toMatchObject({ stat_date: today, searches: 3 });
  });

  it('sees an admin pausing a partner on the next request: nothing more is counted, its slots are gone', async () => {
    const p = await activePartner();
    const narrowed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/partners/${p.id}`,
      headers: admin.headers(),
      payload: { slots: ['cse_search'], activate_without_channel: true },
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const slotsOf = async () =>
      (await t.app.inject({ url: '/api/ads/slots', headers: { cookie: `pa_ref=${p.code}` } }))
        .json()
        .data.slots.map((s: { id: string }) => s.id);
    expect(await slotsOf()).toEqual(['cse_search']);
    expect((await search(p.code, 'bordeaux')).statusCode).toBe(200);
    const paused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/partners/${p.id}`,
      headers: admin.headers(),
      payload: { status: 'paused' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await search(p.code, 'toulouse')).statusCode).toBe(200);
    await t.app.attribution.flush();
    expect((await stored(p.id)).searches).toBe(1);
    // A paused partner's visitor gets the site's slots.
    expect(await slotsOf()).toEqual(['home', 'cse_search']);
  });

  it('sees the site’s slot setting changed on the next page', async () => {
    const slots = async () =>
      (await t.app.inject({ url: '/api/ads/slots' })).json().data.slots.map((s: { id: string }) => s.id);
    expect(await slots()).toEqual(['home', 'cse_search']);
    const put = (whitelist: string[] | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin.headers(),
        payload: { ad_slots_whitelist: whitelist },
      });
    expect((await put(['cse_search'])).statusCode).toBe(200);
    expect(await slots()).toEqual(['cse_search']);
    expect((await put(null)).statusCode).toBe(200);
    expect(await slots()).toEqual(['home', 'cse_search']);
  });
});

describe('attribution when the app closes', () => {
  it('writes the last batch before the database is closed', async () => {
    const t = await buildTestApp();
    try {
      const { id, code } = await t.database.db
        .insertInto('partners')
        .values({
          code: 'CLOSING1',
          name: 'Fermeture',
          email: 'fermeture@example.fr',
          status: 'active',
          revenue_share_percent: 50,
          payout_threshold_cents: 5000,
        })
        .returning(['id', 'code'])
        .executeTakeFirstOrThrow();
      for (let i = 0; i < 5; i++)
        expect(
          (await t.app.inject({ url: `/api/search?q=metz${i}`, headers: { cookie: `pa_ref=${code}` } }))
            .statusCode,
        ).toBe(200);
      await t.app.close();
      const row = await t.database.db
        .selectFrom('partner_daily_stats')
        .select('searches')
        .where('partner_id', '=', id)
        .executeTakeFirst();
      expect(Number(row?.searches)).toBe(5);
    } finally {
      await t.close();
    }
  });
});

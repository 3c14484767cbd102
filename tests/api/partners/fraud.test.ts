import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '../../../common/dates';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';
import { partnerApplication } from '../../fixtures/partnerApplication';

const PER_ADDRESS = 6;
const PER_NETWORK = 10;

describe('partner fraud signals', () => {
  let t: TestApp;
  let admin: { browser: TestBrowser; token: string };
  let people = 0;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        ADMIN_EMAILS: 'admin@fraud.fr',
        FRAUD_BURST_PER_ADDRESS: String(PER_ADDRESS),
        FRAUD_BURST_PER_NETWORK: String(PER_NETWORK),
      },
    });
    admin = await signedIn('admin@fraud.fr');
  });
  afterAll(() => t.close());

  async function signedIn(email = `fraud${++people}@example.fr`, browser = createTestBrowser(t.app)) {
    await signInWith(browser, { name: email.split('@')[0]!, email });
    const token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    return { browser, token };
  }
  async function activePartner() {
    const person = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/partner/apply',
      headers: { cookie: person.browser.cookieHeader(), 'x-csrf-token': person.token },
      payload: partnerApplication(),
    });
    const { id, code } = res.json().data as { id: number; code: string };
    await t.database.db.updateTable('partners').set({ status: 'active' }).where('id', '=', id).execute();
    return { ...person, id, code };
  }
  const pageViews = (code: string, count: number, remoteAddress = '192.0.2.10', cookie = '') =>
    t.app.inject({
      method: 'POST',
      url: '/events',
      remoteAddress,
      headers: {
        cookie: [`pa_ref=${code}`, cookie].filter(Boolean).join('; '),
        'content-type': 'text/plain',
        'sec-fetch-site': 'same-origin',
      },
      payload: JSON.stringify({
        events: Array.from({ length: count }, () => ({ type: 'page_view', path: '/' })),
      }),
    });
  const search = (code: string, remoteAddress: string, cookie = '') =>
    t.app.inject({
      url: '/api/search?q=lyon',
      remoteAddress,
      headers: { cookie: [`pa_ref=${code}`, cookie].filter(Boolean).join('; ') },
    });
  async function countedToday(partnerId: number) {
    await t.app.attribution.flush();
    const row = await t.database.db
      .selectFrom('partner_daily_stats')
      .select(['page_views', 'searches'])
      .where('partner_id', '=', partnerId)
      .where('stat_date', '=', parisDay())
      .executeTakeFirst();
    return { page_views: Number(row?.page_views ?? 0), searches: Number(row?.searches ?? 0) };
  }
  async function signalsOnDashboard() {
    const res = await t.app.inject({
      url: '/api/admin/security',
      headers: { cookie: admin.browser.cookieHeader() },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.partnerFraudSignals as Array<{
      partnerId: number;
      code: string;
      flaggedEvents: number;
      sources: Array<{ scope: string; source: string; events: number }>;
    }>;
  }

  it('never counts a partner’s own signed-in searches and page views, from any account of the browser', async () => {
    const partner = await activePartner();
    const own = partner.browser.cookieHeader();
    expect((await search(partner.code, '192.0.2.20', own)).statusCode).toBe(200);
    expect((await pageViews(partner.code, 3, '192.0.2.20', own)).statusCode).toBe(202);
    // The partner adds a second account and switches to it: the browser is still the partner's.
    await signInWith(
      partner.browser,
      { name: 'Autre', email: `other${++people}@example.fr` },
      { start: '/auth/google/add-account' },
    );
    expect((await pageViews(partner.code, 2, '192.0.2.20', partner.browser.cookieHeader())).statusCode).toBe(
      202,
    );
    expect(await countedToday(partner.id)).toEqual({ page_views: 0, searches: 0 });

    const visitor = await signedIn();
    await search(partner.code, '192.0.2.21', visitor.browser.cookieHeader());
    await pageViews(partner.code, 2, '192.0.2.21', visitor.browser.cookieHeader());
    await pageViews(partner.code, 1, '192.0.2.22');
    expect(await countedToday(partner.id)).toEqual({ page_views: 3, searches: 1 });
  });

  it('flags a burst from one address, counts none of it, and lists it for the partner', async () => {
    const partner = await activePartner();
    await pageViews(partner.code, PER_ADDRESS, '198.51.100.7');
    expect(await countedToday(partner.id)).toMatchObject({ page_views: PER_ADDRESS });
    // Beyond the hourly rate: answered as usual (the script learns nothing) but not counted.
    expect((await pageViews(partner.code, 4, '198.51.100.7')).statusCode).toBe(202);
    expect((await search(partner.code, '198.51.100.7')).statusCode).toBe(200);
    expect(await countedToday(partner.id)).toEqual({ page_views: PER_ADDRESS, searches: 0 });
    // Another address of another network is not affected.
    await pageViews(partner.code, 1, '192.0.2.99');
    expect(await countedToday(partner.id)).toMatchObject({ page_views: PER_ADDRESS + 1 });

    const signal = (await signalsOnDashboard()).find((s) => s.partnerId === partner.id);
    expect(signal).toMatchObject({ code: partner.code, flaggedEvents: 5 });
    expect(signal!.sources).toEqual([{ scope: 'address', source: '198.51.100.7', events: 5 }]);
  });

  it('flags a burst spread over one /24, and groups IPv6 by /48', async () => {
    const partner = await activePartner();
    for (const host of [1, 2, 3, 4, 5]) await pageViews(partner.code, 2, `203.0.113.${host}`);
    expect(await countedToday(partner.id)).toMatchObject({ page_views: PER_NETWORK });
    await pageViews(partner.code, 1, '203.0.113.6');
    for (const subnet of ['a', 'b'])
      await pageViews(partner.code, PER_NETWORK / 2, `2001:db8:7:${subnet}::1`);
    await pageViews(partner.code, 3, '2001:db8:7:c::1');
    expect(await countedToday(partner.id)).toMatchObject({ page_views: 2 * PER_NETWORK });

    const signal = (await signalsOnDashboard()).find((s) => s.partnerId === partner.id);
    expect(signal?.flaggedEvents).toBe(4);
    expect(signal!.sources).toEqual([
      { scope: 'network', source: '2001:db8:7::/48', events: 3 },
      { scope: 'network', source: '203.0.113.0/24', events: 1 },
    ]);
  });

  it('keeps one partner’s bursts apart from another’s and lists only partners with signals', async () => {
    const quiet = await activePartner();
    await pageViews(quiet.code, 2, '198.51.100.7');
    expect(await countedToday(quiet.id)).toMatchObject({ page_views: 2 });
    expect((await signalsOnDashboard()).some((s) => s.partnerId === quiet.id)).toBe(false);
  });
});

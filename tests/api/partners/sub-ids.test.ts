// Sub-IDs: `?ref=CODE&sub=VALUE` counts the visit under its sub-ID (five a day per partner, then « autres »), an
// invalid sub-ID is ignored while the referral counts, and the partner alone reads the breakdown and its CSV.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parisDay } from '../../../common/dates';
import { addDays } from '../../../common/periods';
import type { SubIdStat } from '../../../common/subIds';
import { inTransaction } from '../../../server/platform/db/database';
import { recordSubIdCounts } from '../../../server/programme/partners/sub-ids/service';
import { createTestBrowser } from '../../fixtures/browser';
import { creditRevenueDay } from '../../fixtures/money';
import { applyAsPartner, signIn, type Caller } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const ADMIN = 'admin@sous-id.fr';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('sub-IDs of partner links', () => {
  let t: TestApp;
  let admin: Caller;
  let people = 0;
  let addresses = 0;

  beforeAll(async () => {
    // No web build: a page answers its placeholder, and still keeps the link's code and sub-ID.
    t = await buildTestApp({
      env: { ADMIN_EMAILS: ADMIN },
      webRoot: mkdtempSync(join(tmpdir(), 'sous-id-web-')),
    });
    admin = await signIn(t.app, 'Admin', ADMIN);
  });
  afterAll(() => t.close());

  /** An active partner (activated knowingly without a channel) and its signed-in owner. */
  async function activePartner() {
    const n = ++people;
    const caller = await signIn(t.app, `Partenaire ${n}`, `p${n}@sous-id.fr`);
    const id = await applyAsPartner(t.app, caller);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/partners/${id}`,
      headers: admin.headers(),
      payload: { status: 'active', activate_without_channel: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const code = (await t.app.inject({ url: '/api/partner/me', headers: caller.headers() })).json().data
      .code as string;
    return { id, code, caller };
  }

  /** A visitor's browser from an address of its own (the burst guard counts per address). */
  function visitor() {
    const browser = createTestBrowser(t.app);
    const address = `198.51.100.${++addresses}`;
    const get = (url: string) =>
      t.app.inject({ url, remoteAddress: address, headers: { cookie: browser.cookieHeader() } });
    return {
      browser,
      /** Opens a page of the site, as a link brings the visitor. */
      async open(path: string) {
        const page = await browser.request(path);
        expect(page.status).toBe(200);
      },
      async search(q: string) {
        expect((await get(`/api/search?q=${encodeURIComponent(q)}`)).statusCode).toBe(200);
      },
      async events(pageViews: number, ads: number) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/events',
          remoteAddress: address,
          headers: {
            cookie: browser.cookieHeader(),
            'content-type': 'application/json',
            'sec-fetch-site': 'same-origin',
          },
          payload: {
            events: [
              ...Array.from({ length: pageViews }, () => ({ type: 'page_view', path: '/' })),
              ...Array.from({ length: ads }, () => ({
                type: 'ad_filled',
                slot: 'cse_search',
                path: '/search',
              })),
            ],
          },
        });
        expect(res.statusCode, res.body).toBe(202);
      },
    };
  }

  const subIdsOf = async (caller: Caller | null, from = parisDay(), to = from) => {
    const res = await t.app.inject({
      url: `/api/partner/stats/sub-ids?from=${from}&to=${to}`,
      headers: caller?.headers() ?? {},
    });
    return res;
  };
  const rowsOf = async (caller: Caller, from?: string, to?: string) => {
    const res = await subIdsOf(caller, from, to);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SubIdStat[];
  };
  const csvOf = (caller: Caller | null, from = parisDay(), to = from) =>
    t.app.inject({
      url: `/api/partner/stats/sub-ids.csv?from=${from}&to=${to}`,
      headers: caller?.headers() ?? {},
    });
  const dayTotals = async (caller: Caller, day = parisDay()) =>
    (
      await t.app.inject({ url: `/api/partner/stats?from=${day}&to=${day}`, headers: caller.headers() })
    ).json().data[0];

  describe('GET /api/partner/stats/sub-ids', () => {
    it('is refused to a visitor (401) and to someone who is not a partner (404)', async () => {
      expect((await subIdsOf(null)).statusCode).toBe(401);
      expect((await csvOf(null)).statusCode).toBe(401);
      const member = await signIn(t.app, 'Membre', 'membre@sous-id.fr');
      expect((await subIdsOf(member)).statusCode).toBe(404);
      expect((await csvOf(member)).statusCode).toBe(404);
    });

    it('refuses a period that ends before it starts, in French', async () => {
      const { caller } = await activePartner();
      const res = await subIdsOf(caller, parisDay(), addDays(parisDay(), -1));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.errors[0].message).toMatch(/date/i);
    });

    it('counts a visit that came with a sub-ID under it, and one without beside it', async () => {
      const p = await activePartner();
      const fromVideo = visitor();
      await fromVideo.open(`/?ref=${p.code}&sub=youtube-nov.2026`);
      expect(fromVideo.browser.cookie('pa_ref')).toBe(p.code);
      expect(fromVideo.browser.cookie('pa_sub')).toBe('youtube-nov.2026');
      await fromVideo.search('lyon');
      await fromVideo.search('météo lyon');
      await fromVideo.events(2, 1);
      const plain = visitor();
      await plain.open(`/search?q=nice&ref=${p.code}`);
      expect(plain.browser.cookie('pa_sub')).toBeUndefined();
      await plain.search('nice');
      await plain.events(1, 0);

      expect(await rowsOf(p.caller)).toEqual([
        {
          kind: 'sub',
          sub_id: 'youtube-nov.2026',
          page_views: 2,
          searches: 2,
          ad_filled_impressions: 1,
          partner_share_cents: 0,
        },
        {
          kind: 'none',
          sub_id: null,
          page_views: 1,
          searches: 1,
          ad_filled_impressions: 0,
          partner_share_cents: 0,
        },
      ]);
      expect(await dayTotals(p.caller)).toMatchObject({
        page_views: 3,
        searches: 3,
        ad_filled_impressions: 1,
      });
    });

    it('counts the first five distinct sub-IDs of a day as themselves and the sixth and later under « autres »', async () => {
      const p = await activePartner();
      const subs = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'];
      for (const sub of subs) {
        const v = visitor();
        await v.open(`/?ref=${p.code}&sub=${sub}`);
        await v.search(`recherche ${sub}`);
        // The batch of each visit is written before the next: the order of the day is the order of arrival.
        await t.app.attribution.flush();
      }
      // A named sub-ID keeps its place the rest of the day.
      const again = visitor();
      await again.open(`/?ref=${p.code}&sub=s2`);
      await again.search('encore');

      const rows = await rowsOf(p.caller);
      expect(rows.map((r) => [r.kind, r.sub_id, r.searches])).toEqual([
        ['sub', 's2', 2],
        ['sub', 's1', 1],
        ['sub', 's3', 1],
        ['sub', 's4', 1],
        ['sub', 's5', 1],
        ['others', null, 2],
      ]);
      expect((await dayTotals(p.caller)).searches).toBe(8);
    });

    it('keeps each partner’s five sub-IDs of the day apart', async () => {
      const a = await activePartner();
      const b = await activePartner();
      for (let i = 1; i <= 5; i++) {
        const v = visitor();
        await v.open(`/?ref=${a.code}&sub=a${i}`);
        await v.search('a');
      }
      const v = visitor();
      await v.open(`/?ref=${b.code}&sub=b1`);
      await v.search('b');
      expect((await rowsOf(b.caller)).map((r) => [r.kind, r.sub_id])).toEqual([['sub', 'b1']]);
      expect((await rowsOf(a.caller)).filter((r) => r.kind !== 'sub')).toEqual([]);
    });

    it('ignores an invalid sub-ID and still counts the referral, an older sub-ID cleared by the new link', async () => {
      const p = await activePartner();
      const invalid = ['a'.repeat(65), 'été', 'a%20b', '%3Cscript%3E', 'a/b', "x'%20or%201=1"];
      for (const sub of invalid) {
        const v = visitor();
        await v.open(`/?ref=${p.code}&sub=a-valid-one`);
        expect(v.browser.cookie('pa_sub')).toBe('a-valid-one');
        await v.open(`/?ref=${p.code}&sub=${sub}`);
        expect(v.browser.cookie('pa_ref'), sub).toBe(p.code);
        expect(v.browser.cookie('pa_sub'), sub).toBeUndefined();
        await v.search('bordeaux');
      }
      const rows = await rowsOf(p.caller);
      expect(rows).toEqual([
        {
          kind: 'none',
          sub_id: null,
          page_views: 0,
          searches: invalid.length,
          ad_filled_impressions: 0,
          partner_share_cents: 0,
        },
      ]);
      expect((await dayTotals(p.caller)).searches).toBe(invalid.length);
    });

    it('ignores a sub-ID cookie that holds no valid sub-ID', async () => {
      const p = await activePartner();
      const res = await t.app.inject({
        url: '/api/search?q=nantes',
        remoteAddress: '203.0.113.9',
        headers: { cookie: `pa_ref=${p.code}; pa_sub=${encodeURIComponent('<b>')}` },
      });
      expect(res.statusCode).toBe(200);
      expect((await rowsOf(p.caller)).map((r) => [r.kind, r.searches])).toEqual([['none', 1]]);
    });

    it('splits each day’s share by the filled ads of its sub-IDs, the parts adding up to the day’s share', async () => {
      const p = await activePartner();
      const yesterday = addDays(parisDay(), -1);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - DAY_MS });
      try {
        expect(parisDay()).toBe(yesterday);
        const video = visitor();
        await video.open(`/?ref=${p.code}&sub=video`);
        await video.events(4, 3);
        const blog = visitor();
        await blog.open(`/?ref=${p.code}&sub=blog`);
        await blog.events(2, 1);
        const plain = visitor();
        await plain.open(`/?ref=${p.code}`);
        await plain.events(5, 0);
        await t.app.attribution.flush();
      } finally {
        vi.useRealTimers();
      }
      // 10,01 € gross at the default 50 %: 5,01 € for the day (half up), split 3:1:0 by filled ads.
      await creditRevenueDay({ app: t.app, database: t.database, admin }, p.id, yesterday, 1001);
      const day = await dayTotals(p.caller, yesterday);
      expect(day.partner_share_cents).toBe(501);
      const rows = await rowsOf(p.caller, yesterday, parisDay());
      expect(rows).toEqual([
        {
          kind: 'sub',
          sub_id: 'video',
          page_views: 4,
          searches: 0,
          ad_filled_impressions: 3,
          partner_share_cents: 376,
        },
        {
          kind: 'sub',
          sub_id: 'blog',
          page_views: 2,
          searches: 0,
          ad_filled_impressions: 1,
          partner_share_cents: 125,
        },
        {
          kind: 'none',
          sub_id: null,
          page_views: 5,
          searches: 0,
          ad_filled_impressions: 0,
          partner_share_cents: 0,
        },
      ]);

      const csv = await csvOf(p.caller, yesterday, parisDay());
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="sous-identifiants-${yesterday}-${parisDay()}.csv"`,
      );
      expect(csv.body.split('\r\n')).toEqual([
        '\uFEFFdate;sous_identifiant;pages_vues;recherches;annonces_affichees;votre_part_estimee_eur',
        `${yesterday};video;4;0;3;3,76`,
        `${yesterday};blog;2;0;1;1,25`,
        `${yesterday};(sans sous-identifiant);5;0;0;0,00`,
        '',
      ]);
    });

    it('writes « autres » and every day in the CSV, and shows a partner none of another partner’s sub-IDs', async () => {
      const a = await activePartner();
      const b = await activePartner();
      for (const sub of ['c1', 'c2', 'c3', 'c4', 'c5', 'c6']) {
        const v = visitor();
        await v.open(`/?ref=${a.code}&sub=${sub}`);
        await v.search('x');
        await t.app.attribution.flush();
      }
      const csv = await csvOf(a.caller);
      expect(csv.statusCode).toBe(200);
      const lines = csv.body.split('\r\n');
      expect(lines.slice(1, -1).map((l) => l.split(';').slice(1, 4).join(';'))).toEqual([
        'c1;0;1',
        'c2;0;1',
        'c3;0;1',
        'c4;0;1',
        'c5;0;1',
        '(autres);0;1',
      ]);

      const theirs = await csvOf(b.caller);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.body).toBe(
        '\uFEFFdate;sous_identifiant;pages_vues;recherches;annonces_affichees;votre_part_estimee_eur\r\n',
      );
      expect(await rowsOf(b.caller)).toEqual([]);
      // Nothing in the query reaches another partner's rows: the period is the only thing asked.
      const sneaky = await t.app.inject({
        url: `/api/partner/stats/sub-ids?from=${parisDay()}&to=${parisDay()}&partner_id=${a.id}&code=${a.code}`,
        headers: b.caller.headers(),
      });
      expect(sneaky.statusCode === 400 || JSON.stringify(sneaky.json().data) === '[]').toBe(true);
    });
  });

  describe('the day’s five places', () => {
    it('names no sixth sub-ID when batches of several processes write at once, and loses no count', async () => {
      const p = await activePartner();
      const day = parisDay();
      const subs = Array.from({ length: 12 }, (_, i) => `lot-${i}`);
      const one = { page_views: 1, searches: 1, ad_filled_impressions: 0 };
      // Each write in its own transaction, as each process's batch is.
      await Promise.all(
        [...subs, ...subs].map((sub) =>
          inTransaction(t.database, (tx) => recordSubIdCounts(tx, p.id, day, sub, one)),
        ),
      );
      const rows = await t.database.db
        .selectFrom('partner_sub_id_stats')
        .select(['sub_id', 'place', 'page_views'])
        .where('partner_id', '=', p.id)
        .execute();
      const named = rows.filter((r) => Number(r.place) > 0);
      expect(named).toHaveLength(5);
      expect(new Set(named.map((r) => Number(r.place)))).toEqual(new Set([1, 2, 3, 4, 5]));
      expect(rows.reduce((sum, r) => sum + Number(r.page_views), 0)).toBe(24);
      for (const r of named) expect(Number(r.page_views)).toBe(2);
    });
  });
});

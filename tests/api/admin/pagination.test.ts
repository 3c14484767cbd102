// Server-side pages of the admin lists: the requested size, every row once while walking, the asked order,
// filters, and a bad query refused in French with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '../../../common/dates';
import { PAGE_LIMIT, PAGINATION_MESSAGES } from '../../../common/pagination';
import { applyAsPartner, signIn, type Caller } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const PARTNERS = 130;
const EVENTS = 150;
const STATUSES = ['pending', 'approved', 'paid', 'rejected'] as const;
const JAILS = ['auth', 'nginx-admin', 'rate-limit'] as const;

type Row = { id: number } & Record<string, unknown>;

describe('paginated admin lists', () => {
  let t: TestApp;
  let admin: Caller;
  let member: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_EMAILS: 'admin@example.fr' } });
    admin = await signIn(t.app, 'Ada', 'admin@example.fr');
    member = await signIn(t.app, 'Max', 'member@example.fr');
    const { db } = t.database;
    // Names repeat (every 7th) so that a sort by name needs its tie-breaker.
    const partners = await db
      .insertInto('partners')
      .values(
        Array.from({ length: PARTNERS }, (_, i) => ({
          code: `PAGE${String(i).padStart(4, '0')}`,
          name: `Partenaire ${String.fromCharCode(65 + (i % 7))}`,
          email: `page${i}@exemple.fr`,
          status: i % 3 === 0 ? 'active' : 'pending',
          revenue_share_percent: 50,
          payout_threshold_cents: 7000,
        })),
      )
      .returning('id')
      .execute();
    // One payout each (at most one open per partner), statuses in turn, due days repeating.
    await db
      .insertInto('payout_requests')
      .values(
        partners.map(({ id }, i) => ({
          partner_id: id,
          period_start: '2026-10-01',
          period_end: '2026-10-31',
          gross_earnings_cents: 10_000 + (i % 5) * 100,
          partner_share_percent: 50,
          partner_amount_cents: 5_000 + (i % 5) * 50,
          status: STATUSES[i % 4]!,
          due_on: `2026-11-${String(10 + (i % 9)).padStart(2, '0')}`,
        })),
      )
      .execute();
    // Several events share their instant: the id breaks the tie.
    await db
      .insertInto('security_events')
      .values(
        Array.from({ length: EVENTS }, (_, i) => ({
          at: new Date(Date.UTC(2026, 10, 25, 12, 0, Math.floor(i / 3))).toISOString(),
          ip: `198.51.100.${i % 20}`,
          path: `/chemin/${i}`,
          status: i % 2 === 0 ? 401 : 429,
          jail: JAILS[i % 3]!,
        })),
      )
      .execute();
  });
  afterAll(() => t.close());

  const get = (url: string, caller: Caller | null = admin) =>
    t.app.inject({ method: 'GET', url, headers: caller ? caller.headers() : {} });

  /** Every page of a list, following X-Next-Cursor: the pages and their rows. */
  async function walk(url: string, idOf = (row: Row) => row.id, itemsOf = (data: unknown) => data as Row[]) {
    const pages: Row[][] = [];
    let cursor: string | undefined;
    let total = -1;
    do {
      const sep = url.includes('?') ? '&' : '?';
      const res = await get(`${url}${cursor ? `${sep}cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      total = Number(res.headers['x-total-count']);
      pages.push(itemsOf(res.json().data));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      if (cursor) expect(res.headers.link).toContain('rel="next"');
      expect(pages.length).toBeLessThan(200);
    } while (cursor);
    const rows = pages.flat();
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map(idOf)).size).toBe(rows.length);
    return { pages, rows, total };
  }

  const ordered = <T>(values: T[], compare: (a: T, b: T) => number) =>
    values.every((v, i) => i === 0 || compare(values[i - 1]!, v) <= 0);

  describe('GET /api/admin/partners', () => {
    it('is refused to a signed-in non-admin', async () => {
      expect((await get('/api/admin/partners?limit=5', member)).statusCode).toBe(403);
      expect((await get('/api/admin/partners?limit=5', null)).statusCode).toBe(401);
    });

    it('answers 50 newest partners by default, with the count', async () => {
      const res = await get('/api/admin/partners');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(PAGE_LIMIT.default);
      expect(res.headers['x-total-count']).toBe(String(PARTNERS));
      const ids = (res.json().data as Row[]).map((p) => p.id);
      expect(ordered(ids, (a, b) => b - a)).toBe(true);
    });

    it('walks pages of 17: every partner once, newest first', async () => {
      const { pages, rows } = await walk('/api/admin/partners?limit=17');
      expect(pages.slice(0, -1).every((p) => p.length === 17)).toBe(true);
      expect(pages).toHaveLength(Math.ceil(PARTNERS / 17));
      expect(ordered(rows, (a, b) => b.id - a.id)).toBe(true);
    });

    it('sorts by name then id, either way, without losing the ties', async () => {
      const byName = (a: Row, b: Row) => String(a.name).localeCompare(String(b.name)) || a.id - b.id;
      const asc = (await walk('/api/admin/partners?limit=9&sort=name')).rows;
      expect(asc).toHaveLength(PARTNERS);
      expect(ordered(asc, byName)).toBe(true);
      const desc = (await walk('/api/admin/partners?limit=11&sort=name&order=desc')).rows;
      expect(desc.map((r) => r.id)).toEqual(asc.map((r) => r.id).reverse());
    });

    it('filters by status and by a text in code, name or e-mail', async () => {
      const active = (await walk('/api/admin/partners?limit=10&status=active')).rows;
      expect(active).toHaveLength(Math.ceil(PARTNERS / 3));
      expect(active.every((p) => p.status === 'active')).toBe(true);
      const found = (await walk('/api/admin/partners?q=PAGE012')).rows;
      expect(found.map((p) => p.code).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `PAGE012${i}`));
      expect((await walk('/api/admin/partners?q=partenaire%20c&sort=code')).total).toBe(19);
      // A typed % is a character, not "anything".
      expect((await walk('/api/admin/partners?q=%25')).total).toBe(0);
    });
  });

  describe('GET /api/admin/payouts', () => {
    it('walks the spec order: open ones by due day, then the rest newest first', async () => {
      const { rows } = await walk('/api/admin/payouts?limit=13');
      expect(rows).toHaveLength(PARTNERS);
      const isOpen = (r: Row) => r.status === 'pending' || r.status === 'approved';
      const open = rows.filter(isOpen);
      expect(rows.slice(0, open.length).every(isOpen)).toBe(true);
      expect(ordered(open, (a, b) => String(a.due_on).localeCompare(String(b.due_on)) || a.id - b.id)).toBe(
        true,
      );
      expect(ordered(rows.slice(open.length), (a, b) => b.id - a.id)).toBe(true);
    });

    it('sorts by amount, filters by status and partner', async () => {
      const { rows } = await walk('/api/admin/payouts?limit=20&sort=amount&order=asc');
      expect(
        ordered(
          rows,
          (a, b) => Number(a.partner_amount_cents) - Number(b.partner_amount_cents) || a.id - b.id,
        ),
      ).toBe(true);
      const paid = (await walk('/api/admin/payouts?limit=7&status=paid')).rows;
      expect(paid.length).toBe(rows.filter((r) => r.status === 'paid').length);
      expect(paid.every((r) => r.status === 'paid')).toBe(true);
      const one = rows[5]!;
      const mine = (await walk(`/api/admin/payouts?partner_id=${String(one.partner_id)}`)).rows;
      expect(mine.map((r) => r.id)).toEqual([one.id]);
    });
  });

  describe('GET /api/admin/security/events', () => {
    it('is refused to a signed-in non-admin', async () => {
      expect((await get('/api/admin/security/events', member)).statusCode).toBe(403);
    });

    it('walks the log newest first, instants shared by several events included', async () => {
      const { rows } = await walk('/api/admin/security/events?limit=25');
      const seeded = rows.filter((r) => String(r.path).startsWith('/chemin/'));
      expect(seeded).toHaveLength(EVENTS);
      expect(
        ordered(rows, (a, b) => String(b.timestamp).localeCompare(String(a.timestamp)) || b.id - a.id),
      ).toBe(true);
    });

    it('filters by jail, address and status', async () => {
      const auth = (await walk('/api/admin/security/events?limit=9&jail=auth&status=401')).rows;
      expect(auth.length).toBeGreaterThan(0);
      expect(auth.every((r) => r.jail === 'auth' && r.status === 401)).toBe(true);
      const seeded = (rows: Row[]) => rows.filter((r) => String(r.path).startsWith('/chemin/'));
      const indexes = Array.from({ length: EVENTS }, (_, i) => i);
      expect(seeded(auth)).toHaveLength(indexes.filter((i) => i % 6 === 0).length);
      const address = (await walk('/api/admin/security/events?ip=198.51.100.7')).rows;
      expect(address.every((r) => r.ip === '198.51.100.7')).toBe(true);
      expect(address).toHaveLength(indexes.filter((i) => i % 20 === 7).length);
    });
  });

  describe('GET /api/admin/adsense/unused-channels', () => {
    it('pages the pool, free or used, with the code of the partner using a channel', async () => {
      const { db } = t.database;
      const partner = await db
        .selectFrom('partners')
        .select(['id', 'code'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('ad_channels')
        .values(
          Array.from({ length: 30 }, (_, i) => ({
            channel_id: `canal-${i}`,
            ...(i === 4 && { used_by_partner_id: partner.id, used_at: new Date().toISOString() }),
          })),
        )
        .execute();
      const all = await walk('/api/admin/adsense/unused-channels?limit=8');
      expect(all.rows).toHaveLength(30);
      const used = (await walk('/api/admin/adsense/unused-channels?used=yes')).rows;
      expect(used).toEqual([
        expect.objectContaining({ channel_id: 'canal-4', used_by_partner_code: partner.code }),
      ]);
      expect((await walk('/api/admin/adsense/unused-channels?used=no&limit=100')).total).toBe(29);
    });
  });

  describe('GET /api/admin/security/fraud-signals', () => {
    it('pages the partners with bursts, most flagged first, each with its top 5 sources', async () => {
      const { db } = t.database;
      const ids = (await db.selectFrom('partners').select('id').orderBy('id').execute()).map((p) => p.id);
      const day = parisDay();
      const at = new Date().toISOString();
      // 7 sources a partner, 1 to 7 events each times a per-partner factor (ties every 10 partners).
      await db
        .insertInto('partner_fraud_signals')
        .values(
          ids.flatMap((id, i) =>
            Array.from({ length: 7 }, (_, s) => ({
              partner_id: id,
              day,
              scope: 'address',
              source: `203.0.113.${s}`,
              flagged_events: (s + 1) * (1 + (i % 10)),
              first_at: at,
              last_at: at,
            })),
          ),
        )
        .execute();
      const { rows } = await walk('/api/admin/security/fraud-signals?limit=13', (r) => Number(r.partnerId));
      expect(rows).toHaveLength(ids.length);
      const signals = rows as unknown as {
        partnerId: number;
        flaggedEvents: number;
        sources: { events: number }[];
      }[];
      expect(ordered(signals, (a, b) => b.flaggedEvents - a.flaggedEvents || a.partnerId - b.partnerId)).toBe(
        true,
      );
      expect(new Set(signals.map((s) => s.partnerId)).size).toBe(ids.length);
      const first = signals[0]!;
      expect(first.flaggedEvents).toBe(28 * 10);
      expect(first.sources.map((s) => s.events)).toEqual([70, 60, 50, 40, 30]);
    });
  });

  describe("GET /api/partner/ledger (a partner's own list)", () => {
    type Entry = { id: number; amount_cents: number; balance_cents: number };
    /** Every page of a ledger, as `caller` reads it. */
    async function walkLedger(url: string, caller: Caller, first?: string) {
      const entries: Entry[] = [];
      let cursor = first;
      let total = -1;
      do {
        const res = await get(
          `${url}${url.includes('?') ? '&' : '?'}limit=7${cursor ? `&cursor=${cursor}` : ''}`,
          caller,
        );
        expect(res.statusCode, res.body).toBe(200);
        total = Number(res.headers['x-total-count']);
        const page = res.json().data.entries as Entry[];
        expect(page.length).toBeLessThanOrEqual(7);
        entries.push(...page);
        cursor = res.headers['x-next-cursor'] as string | undefined;
      } while (cursor);
      return { entries, total };
    }

    it("pages only the caller's entries, each with its running balance, whatever cursor it is given", async () => {
      const a = await signIn(t.app, 'Alice', 'alice.ledger@exemple.fr');
      const b = await signIn(t.app, 'Bruno', 'bruno.ledger@exemple.fr');
      const idA = await applyAsPartner(t.app, a);
      const idB = await applyAsPartner(t.app, b);
      // Interleaved: A's and B's entries alternate, so that a page by id alone would mix them.
      await t.database.db
        .insertInto('partner_ledger')
        .values(
          Array.from({ length: 100 }, (_, i) => ({
            partner_id: i % 2 === 0 ? idA : idB,
            kind: 'share',
            day: `2026-0${1 + (i % 9)}-${String(1 + Math.floor(i / 9)).padStart(2, '0')}`,
            channel_id: `c${i}`,
            gross_cents: 1000,
            share_percent: 50,
            amount_cents: 100 + i,
          })),
        )
        .execute();
      const mine = await t.database.db
        .selectFrom('partner_ledger')
        .select(['id', 'amount_cents'])
        .where('partner_id', '=', idA)
        // The ledger reads by day, then as written: its running balance adds up in that order.
        .orderBy('day')
        .orderBy('id')
        .execute();
      const walked = await walkLedger('/api/partner/ledger', a);
      expect(walked.total).toBe(50);
      expect(walked.entries.map((e) => e.id)).toEqual(mine.map((e) => e.id).reverse());
      let running = 0;
      const balances = new Map(mine.map((e) => [e.id, (running += Number(e.amount_cents))]));
      expect(walked.entries.every((e) => e.balance_cents === balances.get(e.id))).toBe(true);

      // B's cursor on A's list gives A's entries after that point, never B's.
      const ofB = await get('/api/partner/ledger?limit=3', b);
      const cursorOfB = ofB.headers['x-next-cursor'] as string;
      const fromB = await walkLedger('/api/partner/ledger', a, cursorOfB);
      expect(fromB.entries.length).toBeGreaterThan(0);
      expect(fromB.entries.every((e) => balances.has(e.id))).toBe(true);

      // The admin pages any partner's ledger; without a page asked, the first 50 entries.
      expect((await walkLedger(`/api/admin/partners/${idB}/ledger`, admin)).total).toBe(50);
      expect((await get('/api/partner/ledger', a)).json().data.entries).toHaveLength(50);
      expect((await get('/api/partner/ledger?limit=0', a)).statusCode).toBe(400);
      expect((await get(`/api/admin/partners/${idB}/ledger?limit=5`, a)).statusCode).toBe(403);
    });
  });

  describe('GET /api/admin/suggestions', () => {
    it("pages the week's new public suggestions, newest first, shared instants included", async () => {
      const now = Date.now();
      await t.database.db
        .insertInto('suggest_terms')
        .values(
          Array.from({ length: 120 }, (_, i) => ({
            term: `requete ${i}`,
            label: `Requête ${i}`,
            searches: 5,
            public_since: new Date(now - Math.floor(i / 4) * 60_000).toISOString(),
            // Searched today, as a public query is: the day's pruning of never-searched queries leaves it.
            last_searched: new Date(now).toISOString().slice(0, 10),
          })),
        )
        .execute();
      const { rows } = await walk(
        '/api/admin/suggestions?limit=11',
        (r) => String(r.term) as unknown as number,
        (data) => (data as { suggestions: Row[] }).suggestions,
      );
      expect(rows).toHaveLength(120);
      expect(
        ordered(
          rows,
          (a, b) =>
            String(b.publicSince).localeCompare(String(a.publicSince)) ||
            (String(a.term) < String(b.term) ? -1 : 1),
        ),
      ).toBe(true);
    });
  });

  describe('a bad query', () => {
    it.each([
      ['limit=0', PAGINATION_MESSAGES.limit],
      ['limit=1000', PAGINATION_MESSAGES.limit],
      ['limit=abc', PAGINATION_MESSAGES.limit],
      ['sort=iban', PAGINATION_MESSAGES.sort(['created', 'code', 'name'])],
      ['order=sideways', PAGINATION_MESSAGES.order],
      ['status=lost', PAGINATION_MESSAGES.filter],
      ['cursor=bm9wZQ', PAGINATION_MESSAGES.cursor],
    ])('?%s is refused with a French message, and changes nothing', async (query, message) => {
      const before = await t.database.db
        .selectFrom('partners')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const res = await get(`/api/admin/partners?${query}`);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(message);
      const after = await t.database.db
        .selectFrom('partners')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('refuses a cursor of another sort instead of misreading it', async () => {
      const first = await get('/api/admin/partners?limit=5&sort=code');
      const cursor = first.headers['x-next-cursor'] as string;
      const res = await get(`/api/admin/partners?limit=5&sort=name&cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(PAGINATION_MESSAGES.cursor);
    });

    it('refuses an unknown sort on the payouts and the log too', async () => {
      expect((await get('/api/admin/payouts?sort=iban')).statusCode).toBe(400);
      expect((await get('/api/admin/security/events?limit=101')).statusCode).toBe(400);
    });
  });
});

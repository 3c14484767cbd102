// Lists that scale: a count that stops at its cap instead of counting a whole table, and a ledger page whose
// months and balance come from the months the database keeps summed, never from reading every entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMonths, type LedgerKind } from '../../../common/ledger';
import { PAGE_COUNT_CAP, PAGE_HEADERS } from '../../../common/pagination';
import { applyAsPartner, signIn, type Caller } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

describe('lists at scale', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_EMAILS: 'admin@example.fr' } });
    admin = await signIn(t.app, 'Ada', 'admin@example.fr');
  });
  afterAll(() => t.close());

  const get = (url: string, caller: Caller) =>
    t.app.inject({ method: 'GET', url, headers: caller.headers() });

  it('counts up to the cap, then says there are more; below it the count is exact', async () => {
    const extra = 5;
    for (let i = 0; i < PAGE_COUNT_CAP + extra; i += 200)
      await t.database.db
        .insertInto('partners')
        .values(
          Array.from({ length: Math.min(200, PAGE_COUNT_CAP + extra - i) }, (_, k) => ({
            code: `CAP${String(i + k).padStart(5, '0')}`,
            name: `Plafond ${i + k}`,
            email: `cap${i + k}@exemple.fr`,
            status: i + k < 3 ? 'active' : 'pending',
            revenue_share_percent: 50,
            payout_threshold_cents: 7000,
          })),
        )
        .execute();
    const many = await get('/api/admin/partners?limit=10', admin);
    expect(many.statusCode).toBe(200);
    expect(many.headers[PAGE_HEADERS.total]).toBe(String(PAGE_COUNT_CAP));
    expect(many.headers[PAGE_HEADERS.capped]).toBe('true');
    expect(many.headers[PAGE_HEADERS.next]).toBeTruthy();

    const few = await get('/api/admin/partners?status=active', admin);
    expect(few.headers[PAGE_HEADERS.total]).toBe('3');
    expect(few.headers[PAGE_HEADERS.capped]).toBeUndefined();
    // A search reads its rows by index on PostgreSQL, plainly on SQLite: the same rows either way.
    const found = await get('/api/admin/partners?q=cap00100', admin);
    expect(found.json().data.map((p: { code: string }) => p.code)).toEqual(['CAP00100']);
    expect(found.headers[PAGE_HEADERS.total]).toBe('1');
  });

  it('gives each month and the balance as the whole ledger sums them, from any page, late days included', async () => {
    const partner = await signIn(t.app, 'Lea', 'lea.months@exemple.fr');
    const partnerId = await applyAsPartner(t.app, partner);
    const kinds: LedgerKind[] = ['share', 'share', 'adjustment', 'payout', 'reversal', 'share'];
    const entries = Array.from({ length: 60 }, (_, i) => {
      const kind = kinds[i % kinds.length]!;
      const credit = kind === 'share' || kind === 'adjustment';
      return {
        partner_id: partnerId,
        kind,
        // Days out of order: a late import writes an earlier day after later ones.
        day: `2026-${String(1 + ((i * 5) % 7)).padStart(2, '0')}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`,
        channel_id: credit ? `m${i}` : null,
        gross_cents: credit ? 1000 + i : null,
        share_percent: credit ? 40 + (i % 3) : null,
        amount_cents: kind === 'payout' ? -500 : kind === 'adjustment' ? -(i % 4) : 100 + i,
      };
    });
    // Written one by one and in bulk: the kept months follow every insert.
    for (const entry of entries.slice(0, 10))
      await t.database.db.insertInto('partner_ledger').values(entry).execute();
    await t.database.db.insertInto('partner_ledger').values(entries.slice(10)).execute();
    await t.database.db
      .insertInto('partner_ledger')
      .values({ partner_id: partnerId, kind: 'bonus', day: '2026-03-15', amount_cents: 8000 })
      .execute();

    const all = await t.database.db
      .selectFrom('partner_ledger')
      .selectAll()
      .where('partner_id', '=', partnerId)
      .orderBy('day')
      .orderBy('id')
      .execute();
    const expected = ledgerMonths(
      all.map((e) => ({
        day: e.day,
        kind: e.kind as LedgerKind,
        gross_cents: e.gross_cents === null ? null : Number(e.gross_cents),
        share_percent: e.share_percent,
        amount_cents: Number(e.amount_cents),
      })),
    );
    const balance = all.reduce((sum, e) => sum + Number(e.amount_cents), 0);

    let cursor: string | undefined;
    let running = balance;
    let pages = 0;
    do {
      const res = await get(`/api/partner/ledger?limit=13${cursor ? `&cursor=${cursor}` : ''}`, partner);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as {
        months: unknown[];
        balance_cents: number;
        entries: { amount_cents: number; balance_cents: number }[];
      };
      expect(data.months).toEqual(expected);
      expect(data.balance_cents).toBe(balance);
      for (const entry of data.entries) {
        expect(entry.balance_cents).toBe(running);
        running -= entry.amount_cents;
      }
      cursor = res.headers[PAGE_HEADERS.next] as string | undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(Math.ceil(all.length / 13));
    expect(running).toBe(0);
    const adminView = await get(`/api/admin/partners/${partnerId}/ledger`, admin);
    expect(adminView.json().data.months).toEqual(expected);
  });
});

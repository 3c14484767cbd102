// Channels are held one partner at a time; activation gives slots and a channel or says why not; a report is
// refused whole with a French message naming its lines; a partner with money history is archived, never
// deleted; admin-made partners find their user. Who earns a line on its day is tested at service level
// (tests/unit/money/revenue-import.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { AD_SLOTS } from '../../../common/constants';
import { ADMIN_MESSAGES } from '../../../common/messages';
import { applyAsPartner, signIn } from '../../fixtures/roles';
import type { TestApp } from '../../fixtures/testApp';
import {
  accrualOf,
  call,
  claim,
  importReport,
  ledgerOf,
  newPartner,
  type Business,
  useBusiness,
} from './business';

const ctx = useBusiness();
let t: TestApp;
let b: Business;
beforeAll(() => ({ t, b } = ctx));

const freeChannels = async () =>
  (await call(b.app, b.admin, 'GET', '/api/admin/adsense/unused-channels'))
    .json()
    .data.filter((c: { used_by_partner_id: number | null }) => c.used_by_partner_id === null);

describe('activation', () => {
  it('with an empty pool is refused with a clear message, unless the admin confirms it knowingly', async () => {
    expect(await freeChannels()).toEqual([]);
    const caller = await signIn(t.app, 'Sans Canal', 'sans-canal@money.test');
    const id = await applyAsPartner(t.app, caller);
    const refused = await call(b.app, b.admin, 'PUT', `/api/admin/partners/${id}`, { status: 'active' });
    expect(refused.status).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'no_free_channel',
      message: ADMIN_MESSAGES.noFreeChannel,
    });
    expect((await call(b.app, caller, 'GET', '/api/partner/me')).json().data.status).toBe('pending');
    const confirmed = await call(b.app, b.admin, 'PUT', `/api/admin/partners/${id}`, {
      status: 'active',
      activate_without_channel: true,
    });
    expect(confirmed.status, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'active', adsense_custom_channel_id: null });
  });

  it('gives the whitelisted ad slots by default', async () => {
    const p = await newPartner(b);
    const slots = (await call(b.app, p.caller, 'GET', '/api/partner/adsense-channel')).json().data.slots;
    expect(slots).toEqual(AD_SLOTS.map((s) => s.id));
  });

  it('two activations at the same moment never get the same channel (the database holds one holder)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const caller = await signIn(t.app, `Course ${i}`, `course-${i}@money.test`);
      ids.push(await applyAsPartner(t.app, caller));
      await call(b.app, b.admin, 'POST', '/api/admin/adsense/unused-channels', { channel_id: `race-${i}` });
    }
    const answers = await Promise.all(
      ids.map((id) => call(b.app, b.admin, 'PUT', `/api/admin/partners/${id}`, { status: 'active' })),
    );
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    const channels = answers.map((a) => a.json().data.adsense_custom_channel_id);
    expect(new Set(channels).size).toBe(8);
    const open = await t.database.db
      .selectFrom('channel_holdings')
      .select('channel_id')
      .where('to_day', 'is', null)
      .execute();
    expect(new Set(open.map((h) => h.channel_id)).size).toBe(open.length);
    await expect(
      t.database.db
        .insertInto('channel_holdings')
        .values({ channel_id: channels[0], partner_id: ids[1]!, from_day: '2026-11-01' })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('a line nobody held', () => {
  it('a line no partner held on its day is previewed as unmatched and credited to nobody', async () => {
    const upload = await call(
      b.app,
      b.admin,
      'POST',
      '/api/admin/adsense/upload',
      'DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS\n2026-11-02,nobody-999,5.00\n',
    );
    expect(upload.json().data.preview).toEqual([
      {
        date: '2026-11-02',
        source: 'csv',
        gross_cents: 500,
        partners: [],
        unmatched: [{ channel_id: 'nobody-999', gross_cents: 500 }],
        partners_total: 0,
        unmatched_total: 1,
        unmatched_cents: 500,
      },
    ]);
  });
});

describe('a report is checked whole before anything is written', () => {
  const rowsOf = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('revenue_report_rows')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each([
    [
      'duplicate lines for a day and a channel',
      'DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS\n2026-11-03,c1,0.01\n2026-11-03,c2,1.00\n2026-11-03,c1,0.01\n',
      /double.*2, 4/,
    ],
    [
      'a day not over yet',
      'DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS\n2026-11-03,c1,1.00\n2099-01-01,c1,1.00\n',
      /pas encore terminés : 3/,
    ],
  ])('%s: refused naming the lines, nothing kept', async (_case, csv, reason) => {
    const before = await rowsOf();
    const refused = await call(b.app, b.admin, 'POST', '/api/admin/adsense/upload', csv);
    expect(refused.status).toBe(400);
    expect(refused.json().error.message).toMatch(reason);
    expect(await rowsOf()).toBe(before);
  });

  // A measure of the whole path as much as a rule (a 9.5 MB report read, checked and refused over HTTP): about
  // a minute on a loaded 2-core machine, so a deadline of its own. The rule alone is tested on 5,000 lines at
  // service level (tests/unit/money/revenue-import.test.ts).
  it(
    '500,000 identical 0.01 € lines are refused, not summed into 5,000 €',
    { timeout: 300_000 },
    async () => {
      const csv = [
        'DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS',
        ...Array.from({ length: 500_000 }, () => '2026-11-03,c1,0.01'),
      ].join('\n');
      const refused = await call(b.app, b.admin, 'POST', '/api/admin/adsense/upload', csv);
      expect(refused.status).toBe(400);
      expect(refused.json().error.message).toMatch(/500000 lignes/);
    },
  );
});

describe('a partner’s life', () => {
  it('with money history, DELETE archives it: ledger and payouts stay, the channel goes back to the pool', async () => {
    const p = await newPartner(b);
    await importReport(b, [['2026-11-04', p.channel, '200.00']]);
    const payout = (await claim(b, p)).json().data;
    const removed = await call(b.app, b.admin, 'DELETE', `/api/admin/partners/${p.id}`);
    expect(removed.status, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ id: p.id, archived: true });
    const me = (await call(b.app, p.caller, 'GET', '/api/partner/me')).json().data;
    expect(me.status).toBe('archived');
    const { payouts, accrual } = await accrualOf(b, p);
    expect(payouts.map((x) => x.id)).toEqual([payout.id]);
    // Archived, their balance is still paid (tests/api/money/archived-balance.test.ts): here it is already claimed.
    expect(accrual.blocked_by).toBe('open_payout');
    expect((await ledgerOf(b, p)).entries.length).toBe(3);
    expect((await freeChannels()).map((c: { channel_id: string }) => c.channel_id)).toContain(p.channel);
    const edit = await call(b.app, b.admin, 'PUT', `/api/admin/partners/${p.id}`, { status: 'active' });
    expect(edit.status).toBe(409);
    const archivedAt = (
      await t.database.db
        .selectFrom('partners')
        .select('archived_at')
        .where('id', '=', p.id)
        .executeTakeFirstOrThrow()
    ).archived_at;
    expect((await call(b.app, b.admin, 'DELETE', `/api/admin/partners/${p.id}`)).json().data.archived).toBe(
      true,
    );
    const again = await t.database.db
      .selectFrom('partners')
      .select('archived_at')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(again.archived_at).toBe(archivedAt);
    const audits = await t.database.db
      .selectFrom('admin_audit')
      .select('id')
      .where('action', '=', 'partner.archive')
      .where('target', '=', `partner:${p.id}`)
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('without history, DELETE deletes it', async () => {
    const caller = await signIn(t.app, 'Éphémère', 'ephemere@money.test');
    const id = await applyAsPartner(t.app, caller);
    const removed = await call(b.app, b.admin, 'DELETE', `/api/admin/partners/${id}`);
    expect(removed.json().data).toMatchObject({ id, archived: false });
    expect((await call(b.app, caller, 'GET', '/api/partner/me')).status).toBe(404);
  });

  it('a partner the admin created is linked to whoever signs in with that verified e-mail', async () => {
    const created = await call(b.app, b.admin, 'POST', '/api/admin/partners', {
      code: 'CREEADMIN',
      name: 'Créée Admin',
      email: 'creee@money.test',
    });
    expect(created.status, created.body).toBe(201);
    const caller = await signIn(t.app, 'Créée', 'creee@money.test');
    const me = await call(b.app, caller, 'GET', '/api/partner/me');
    expect(me.status).toBe(200);
    expect(me.json().data.code).toBe('CREEADMIN');
  });
});

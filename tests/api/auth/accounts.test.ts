import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { accountsAnswerSchema, sessionStatsSchema } from '../../../common/auth';
import { SESSION_ID_LENGTH } from '../../../common/constants';
import { deleteExpiredSessions } from '../../../server/platform/session/store';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';
import { sessionCacheOf } from '../../../server/platform/session/sessionCache';

const ALICE = { name: 'Alice Martin', given_name: 'Alice', family_name: 'Martin', email: 'alice@example.fr' };
const BRUNO = { name: 'Bruno Petit', given_name: 'Bruno', family_name: 'Petit', email: 'bruno@example.fr' };

describe('several accounts in one browser', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  async function csrf(browser: TestBrowser): Promise<string> {
    const res = await browser.request('/csrf-token');
    return JSON.parse(res.body).data.csrfToken as string;
  }

  async function post(browser: TestBrowser, url: string, body: unknown = {}) {
    const token = await csrf(browser);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: browser.cookieHeader(), 'x-csrf-token': token },
      payload: body as object,
    });
    return res;
  }

  const accountsOf = (body: unknown) => dataOf(accountsAnswerSchema).parse(body).data;

  async function twoAccounts() {
    const browser = createTestBrowser(t.app);
    await signInWith(browser, ALICE);
    const prepared = await post(browser, '/auth/prepare-add-account');
    expect(prepared.json()).toEqual({ data: { redirectTo: '/auth/google/add-account' } });
    await signInWith(browser, BRUNO, { start: '/auth/google/add-account' });
    return browser;
  }

  it('adds a second account, which becomes the active one', async () => {
    const browser = await twoAccounts();
    const { user, accounts } = accountsOf(
      (await post(browser, '/auth/sync-accounts', { localAccounts: [], previousAccount: null })).json(),
    );
    expect(user?.email).toBe('bruno@example.fr');
    expect(accounts.map((a) => [a.email, a.isActive])).toEqual([
      ['alice@example.fr', false],
      ['bruno@example.fr', true],
    ]);
  });

  it('switches to another account of the session', async () => {
    const browser = await twoAccounts();
    const alice = accountsOf((await post(browser, '/auth/sync-accounts')).json()).accounts[0]!;
    const switched = accountsOf((await post(browser, '/auth/user/switch', { accountId: alice.id })).json());
    expect(switched.user?.email).toBe('alice@example.fr');
  });

  it('refuses to switch to an account that is not signed in here, with a French 404', async () => {
    const browser = await twoAccounts();
    const other = createTestBrowser(t.app);
    await signInWith(other, { name: 'Chloé', email: 'chloe@example.fr' });
    const chloe = accountsOf((await post(other, '/auth/sync-accounts')).json()).user!;
    const res = await post(browser, '/auth/user/switch', { accountId: chloe.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Ce compte n’est pas connecté dans cette session');
  });

  it('logging out of the active account makes the next one active, then none', async () => {
    const browser = await twoAccounts();
    const first = accountsOf((await post(browser, '/auth/logout')).json());
    expect(first.user?.email).toBe('alice@example.fr');
    expect(first.accounts).toHaveLength(1);
    const second = accountsOf((await post(browser, '/auth/logout')).json());
    expect(second).toEqual({ user: null, accounts: [] });
  });

  it('logout of all accounts clears the session and its cookie', async () => {
    const browser = await twoAccounts();
    const sid = browser.cookie('sid')!;
    const res = await post(browser, '/auth/logout/all');
    expect(accountsOf(res.json())).toEqual({ user: null, accounts: [] });
    expect(String(res.headers['set-cookie'])).toMatch(/sid=;/);
    const after = await t.app.inject({ url: '/auth/user', headers: { cookie: `sid=${sid}` } });
    expect(after.json().data.accounts).toEqual([]);
  });

  it('sync gives the previously active account back when the session has none active', async () => {
    const browser = await twoAccounts();
    const { accounts } = accountsOf((await post(browser, '/auth/sync-accounts')).json());
    await t.database.db.updateTable('sessions').set({ active_user_id: null }).execute();
    // A hand edit the app did not make: its processes are told, as by a restart.
    sessionCacheOf(t.database).forgetAll();
    const synced = accountsOf(
      (
        await post(browser, '/auth/sync-accounts', {
          localAccounts: accounts,
          previousAccount: accounts[0]!.id,
        })
      ).json(),
    );
    expect(synced.user?.id).toBe(accounts[0]!.id);
  });

  it.each([
    [{ accountId: 'abc' }, 'accountId'],
    [{}, 'accountId'],
  ])('refuses a bad switch body %o with 400 and a French field error', async (body, field) => {
    const browser = await twoAccounts();
    const res = await post(browser, '/auth/user/switch', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.errors[0].field).toBe(field);
  });

  it('answers the session stats: a 9-character sessionID, accounts and history count', async () => {
    const browser = await twoAccounts();
    const res = await browser.request('/api/session/stats');
    const stats = dataOf(sessionStatsSchema).parse(JSON.parse(res.body)).data;
    expect(stats.sessionID).toHaveLength(SESSION_ID_LENGTH);
    expect(stats).toMatchObject({ isAuthenticated: true, accountsCount: 2, searchHistoryCount: 0 });
    expect(stats.activeAccount?.email).toBe('bruno@example.fr');
  });

  it('gives a guest a session for its stats, unauthenticated', async () => {
    const res = await t.app.inject({ url: '/api/session/stats' });
    expect(res.json().data).toMatchObject({ isAuthenticated: false, accountsCount: 0, activeAccount: null });
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=/);
  });

  it('removes expired sessions in its cleanup, and keeps live ones', async () => {
    const live = createTestBrowser(t.app);
    await signInWith(live, ALICE);
    const old = createTestBrowser(t.app);
    await signInWith(old, BRUNO);
    const oldPublicId = JSON.parse((await old.request('/api/session/stats')).body).data.sessionID as string;
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('public_id', '=', oldPublicId)
      .execute();
    expect(await deleteExpiredSessions(t.database)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.selectFrom('sessions').select('public_id').execute();
    expect(left.map((s) => s.public_id)).not.toContain(oldPublicId);
    expect(JSON.parse((await live.request('/auth/user')).body).data.user.email).toBe('alice@example.fr');
  });
});

// Spec: logging out of the active account makes the next account active, in the order they were added, wrapping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { accountsAnswerSchema } from '../../../common/auth';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const PEOPLE = ['alice', 'bruno', 'chloe'].map((name) => ({ name, email: `${name}@logout-order.fr` }));

describe('POST /auth/logout', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  async function post(browser: TestBrowser, url: string, payload: object = {}) {
    const csrf = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: browser.cookieHeader(), 'x-csrf-token': csrf },
      payload,
    });
    return dataOf(accountsAnswerSchema).parse(res.json()).data;
  }

  /** Alice, then Bruno, then Chloé added in one browser; `active` is switched to last. */
  async function threeAccounts(active: string) {
    const browser = createTestBrowser(t.app);
    await signInWith(browser, PEOPLE[0]!);
    for (const person of PEOPLE.slice(1))
      await signInWith(browser, person, { start: '/auth/google/add-account' });
    const { accounts } = await post(browser, '/auth/sync-accounts');
    const id = accounts.find((a) => a.name === active)!.id;
    await post(browser, '/auth/user/switch', { accountId: id });
    return browser;
  }

  const activeAndOthers = (answer: Awaited<ReturnType<typeof post>>) => [
    answer.user?.name ?? null,
    answer.accounts.map((a) => a.name),
  ];

  it('does nothing for a guest', async () => {
    const guest = createTestBrowser(t.app);
    expect(await post(guest, '/auth/logout')).toEqual({ user: null, accounts: [] });
  });

  it('makes the account added after the active one active (the first added is not favoured)', async () => {
    const browser = await threeAccounts('bruno');
    expect(activeAndOthers(await post(browser, '/auth/logout'))).toEqual(['chloe', ['alice', 'chloe']]);
  });

  it('from the first account added, goes to the second', async () => {
    const browser = await threeAccounts('alice');
    expect(activeAndOthers(await post(browser, '/auth/logout'))).toEqual(['bruno', ['bruno', 'chloe']]);
  });

  it('from the last account added, wraps to the first', async () => {
    const browser = await threeAccounts('chloe');
    expect(activeAndOthers(await post(browser, '/auth/logout'))).toEqual(['alice', ['alice', 'bruno']]);
  });

  it('goes on in that order until no account is left', async () => {
    const browser = await threeAccounts('bruno');
    const actives = [];
    for (let i = 0; i < PEOPLE.length; i++)
      actives.push((await post(browser, '/auth/logout')).user?.name ?? null);
    expect(actives).toEqual(['chloe', 'alice', null]);
    expect((await post(browser, '/auth/sync-accounts')).accounts).toEqual([]);
  });
});

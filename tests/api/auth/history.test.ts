import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { historyAnswerSchema } from '../../../common/auth';
import { HISTORY_MAX_ITEMS, QUERY_MAX_LENGTH } from '../../../common/constants';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

type Caller = { browser: TestBrowser; sessionID: string; token: string };

describe('server history and preferences of the active account', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  async function caller(identity?: { name: string; email: string }): Promise<Caller> {
    const browser = createTestBrowser(t.app);
    if (identity) await signInWith(browser, identity);
    const token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    const sessionID = JSON.parse((await browser.request('/api/session/stats')).body).data.sessionID as string;
    return { browser, sessionID, token };
  }

  async function call(c: Caller, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: { cookie: c.browser.cookieHeader(), 'x-csrf-token': c.token },
      ...(payload ? { payload } : {}),
    });
  }
  const historyOf = async (c: Caller) => {
    const res = await call(c, 'GET', `/api/search/history?sessionID=${c.sessionID}`);
    expect(res.statusCode, res.body).toBe(200);
    return dataOf(historyAnswerSchema).parse(res.json()).data;
  };
  const record = (c: Caller, query: string) =>
    call(c, 'POST', '/api/search/history', { query, sessionID: c.sessionID });

  it('keeps 15 at most, newest first, a repeat moving to the top', async () => {
    const c = await caller({ name: 'Alice', email: 'alice@example.fr' });
    for (let i = 1; i <= 17; i++) expect((await record(c, `recherche ${i}`)).statusCode).toBe(200);
    await record(c, 'recherche 5');
    const { history, userId, count } = await historyOf(c);
    expect(count).toBe(HISTORY_MAX_ITEMS);
    expect(history[0]).toBe('recherche 5');
    expect(history[1]).toBe('recherche 17');
    expect(history).not.toContain('recherche 2');
    expect(userId).toMatch(/^\d+$/);
  });

  it('trims, cuts to 500 characters and refuses a blank query with a French 400', async () => {
    const c = await caller({ name: 'Bruno', email: 'bruno@example.fr' });
    await record(c, `  ${'x'.repeat(QUERY_MAX_LENGTH + 20)}  `);
    expect((await historyOf(c)).history[0]).toHaveLength(QUERY_MAX_LENGTH);
    const blank = await record(c, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.errors[0]).toEqual({ field: 'query', message: 'La recherche est vide' });
  });

  it('deletes one entry, then all', async () => {
    const c = await caller({ name: 'Chloé', email: 'chloe@example.fr' });
    await record(c, 'un');
    await record(c, 'deux');
    expect(
      (await call(c, 'DELETE', '/api/search/history', { query: 'un', sessionID: c.sessionID })).json().data
        .history,
    ).toEqual(['deux']);
    expect(
      (await call(c, 'DELETE', '/api/search/history/all', { sessionID: c.sessionID })).json().data,
    ).toMatchObject({ history: [], count: 0 });
  });

  it('records nothing while the history preference is off, and follows the preference back on', async () => {
    const c = await caller({ name: 'Denis', email: 'denis@example.fr' });
    const off = await call(c, 'PUT', '/api/user/preferences', { history_enabled: false });
    expect(off.json().data).toMatchObject({
      safesearch_enabled: true,
      history_enabled: false,
      settings: { history: false },
    });
    await record(c, 'secret');
    expect((await historyOf(c)).history).toEqual([]);
    await call(c, 'PUT', '/api/user/preferences', { history_enabled: true });
    await record(c, 'public');
    expect((await historyOf(c)).history).toEqual(['public']);
    expect((await call(c, 'GET', '/api/user/preferences')).json().data).toMatchObject({
      safesearch_enabled: true,
      history_enabled: true,
      settings: { safeSearch: 'active', history: true },
    });
  });

  it('V8.2.2 a user cannot read another user’s history, even with the other’s sessionID', async () => {
    const alice = await caller({ name: 'Eve A', email: 'eve-a@example.fr' });
    const mallory = await caller({ name: 'Mallory', email: 'mallory@example.fr' });
    await record(alice, 'privé');
    expect((await historyOf(mallory)).history).toEqual([]);
    const stolen = await call(mallory, 'GET', `/api/search/history?sessionID=${alice.sessionID}`);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().error.message).toBe('Session expirée');
  });

  it('answers a guest with userId anonymous and records nothing', async () => {
    const guest = await caller();
    const res = await record(guest, 'lyon');
    expect(res.json().data).toEqual({ history: [], userId: 'anonymous', count: 0 });
  });

  it('refuses preferences to a guest (401) and a bad body (400), changing nothing', async () => {
    const guest = await caller();
    const res = await call(guest, 'GET', '/api/user/preferences');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Connexion requise');
    const c = await caller({ name: 'Fanny', email: 'fanny@example.fr' });
    expect((await call(c, 'PUT', '/api/user/preferences', {})).statusCode).toBe(400);
    expect((await call(c, 'PUT', '/api/user/preferences', { history_enabled: 'oui' })).statusCode).toBe(400);
    expect((await call(c, 'GET', '/api/user/preferences')).json().data).toMatchObject({
      safesearch_enabled: true,
      history_enabled: true,
      settings: { safeSearch: 'active', history: true },
    });
  });

  it('refuses a sessionID of the wrong length with a French 400', async () => {
    const c = await caller({ name: 'Gaston', email: 'gaston@example.fr' });
    const res = await call(c, 'GET', '/api/search/history?sessionID=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.errors[0]).toEqual({ field: 'sessionID', message: 'sessionID invalide' });
  });
});

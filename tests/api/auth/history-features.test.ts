import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataOf } from '../../../common/api';
import { historyAnswerSchema } from '../../../common/auth';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

type Caller = { browser: TestBrowser; sessionID: string; token: string };

/** A signed-in caller of the history calls of one app. */
function historyCalls(t: () => TestApp) {
  async function caller(identity: { name: string; email: string }): Promise<Caller> {
    const browser = createTestBrowser(t().app);
    await signInWith(browser, identity);
    const token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    const sessionID = JSON.parse((await browser.request('/api/session/stats')).body).data.sessionID as string;
    return { browser, sessionID, token };
  }
  const call = (c: Caller, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t().app.inject({
      method,
      url,
      headers: { cookie: c.browser.cookieHeader(), 'x-csrf-token': c.token },
      ...(payload ? { payload } : {}),
    });
  const historyOf = async (c: Caller) => {
    const res = await call(c, 'GET', `/api/search/history?sessionID=${c.sessionID}`);
    expect(res.statusCode, res.body).toBe(200);
    return dataOf(historyAnswerSchema).parse(res.json()).data;
  };
  const record = (c: Caller, query: string) =>
    call(c, 'POST', '/api/search/history', { query, sessionID: c.sessionID });
  return { caller, call, historyOf, record };
}

describe('server history compares queries folded', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());
  const { caller, call, historyOf, record } = historyCalls(() => t);

  it('keeps one entry per search, in its latest spelling, moved to the top', async () => {
    const c = await caller({ name: 'Hugo', email: 'hugo@example.fr' });
    await record(c, 'Requete 6');
    await record(c, 'lyon');
    await record(c, 'requête  6');
    expect((await historyOf(c)).history).toEqual(['requête  6', 'lyon']);
    await record(c, 'REQUETE 6');
    expect((await historyOf(c)).history).toEqual(['REQUETE 6', 'lyon']);
    const removed = await call(c, 'DELETE', '/api/search/history', {
      query: 'requete 6',
      sessionID: c.sessionID,
    });
    expect(removed.json().data.history).toEqual(['lyon']);
  });
});

describe('FEATURE_SEARCH_HISTORY=false', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ env: { FEATURE_SEARCH_HISTORY: 'false' } })));
  afterAll(() => t.close());
  const { caller, call, historyOf, record } = historyCalls(() => t);

  it('records nothing and answers every history call with an empty list', async () => {
    const c = await caller({ name: 'Iris', email: 'iris@example.fr' });
    const res = await record(c, 'secret');
    expect(res.statusCode).toBe(200);
    const empty = { history: [], userId: expect.stringMatching(/^\d+$/), count: 0 };
    expect(res.json().data).toEqual(empty);
    expect(await historyOf(c)).toEqual(empty);
    expect(
      (await call(c, 'DELETE', '/api/search/history/all', { sessionID: c.sessionID })).json().data,
    ).toEqual(empty);
    expect(await t.database.db.selectFrom('search_history').select('query').execute()).toEqual([]);
    const stats = await call(c, 'GET', '/api/session/stats');
    expect(stats.json().data).toMatchObject({ isAuthenticated: true, searchHistoryCount: 0 });
    const config = await t.app.inject({ method: 'GET', url: '/api/config/client' });
    expect(config.json().data.features).toMatchObject({ searchHistory: false, safeSearch: true });
  });
});

describe('FEATURE_SAFE_SEARCH=false', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ env: { FEATURE_SAFE_SEARCH: 'false' } })));
  afterAll(() => t.close());

  it('searches, suggests and looks up cards with safe search on (the default) whatever choice the call carries', async () => {
    const search = vi.spyOn(t.app.searchService, 'search');
    for (const safesearch of ['active', 'off', undefined]) {
      const url = `/api/search?q=lyon${safesearch ? `&safesearch=${safesearch}` : ''}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect(search.mock.calls.map(([request]) => request.safesearch)).toEqual(['active', 'active', 'active']);
    const suggest = vi.spyOn(t.app.suggestService, 'suggest');
    const lookup = vi.spyOn(t.app.knowledgeService, 'lookup');
    for (const call of ['/api/suggest?q=lyo&safesearch=off', '/api/knowledge?q=lyon&safesearch=off'])
      expect((await t.app.inject({ method: 'GET', url: call })).statusCode).toBe(200);
    expect(suggest.mock.calls.map(([, safe]) => safe)).toEqual([true]);
    expect(lookup.mock.calls.map(([request]) => request.safesearch)).toEqual(['active']);
    const config = await t.app.inject({ method: 'GET', url: '/api/config/client' });
    expect(config.json().data.features).toMatchObject({ searchHistory: true, safeSearch: false });
  });
});

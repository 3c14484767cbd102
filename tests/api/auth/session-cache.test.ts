// The signed-in user of a session is read once, not by each of a page's calls; a change made
// through the app is seen on the very next call, and a session kept in the cache still ends on time.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_MAX_AGE_MS } from '../../../common/constants';
import { watchQueries } from '../../fixtures/queryLog';
import { applyAsPartner, signIn, type Caller } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const SESSION_TABLES = /"(sessions|session_accounts|users)"/;

describe('the signed-in user of a session, cached', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const authUser = async (caller: Caller) =>
    (await t.app.inject({ url: '/auth/user', headers: caller.headers() })).json().data;
  const preferences = (caller: Caller, body: object) =>
    t.app.inject({ method: 'PUT', url: '/api/user/preferences', headers: caller.headers(), payload: body });

  it('a page’s repeated calls read the session, its accounts and its user once', async () => {
    const marie = await signIn(t.app, 'Marie', 'marie@cache.fr');
    expect((await authUser(marie)).user.email).toBe('marie@cache.fr');
    const log = watchQueries(t.database);
    try {
      for (let i = 0; i < 5; i++) expect((await authUser(marie)).user.email).toBe('marie@cache.fr');
      const answer = await t.app.inject({ url: '/api/user/preferences', headers: marie.headers() });
      expect(answer.statusCode).toBe(200);
    } finally {
      log.stop();
    }
    expect(log.statements.filter((sql) => SESSION_TABLES.test(sql))).toEqual([]);
  });

  it('a preference changed is read back at once, and by the session’s next calls', async () => {
    const paul = await signIn(t.app, 'Paul', 'paul@cache.fr');
    expect((await authUser(paul)).user.history_enabled).toBe(true);
    expect((await preferences(paul, { history_enabled: false })).statusCode).toBe(200);
    expect((await authUser(paul)).user.history_enabled).toBe(false);
  });

  it('applying as a partner shows on the very next call', async () => {
    const eve = await signIn(t.app, 'Ève', 'eve@cache.fr');
    expect((await authUser(eve)).roles.isPartner).toBe(false);
    await applyAsPartner(t.app, eve);
    expect((await authUser(eve)).roles.isPartner).toBe(true);
  });

  it('a sign-out ends the session on the very next call', async () => {
    const lea = await signIn(t.app, 'Léa', 'lea@cache.fr');
    expect((await authUser(lea)).user.email).toBe('lea@cache.fr');
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout/all', headers: lea.headers() });
    expect(out.statusCode).toBe(200);
    expect((await authUser(lea)).user).toBeNull();
  });

  it('a session kept in the cache still ends when it expires', async () => {
    const zoe = await signIn(t.app, 'Zoé', 'zoe@cache.fr');
    expect((await authUser(zoe)).user.email).toBe('zoe@cache.fr');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_MAX_AGE_MS + 1_000 });
    expect((await authUser(zoe)).user).toBeNull();
  });
});

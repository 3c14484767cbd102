import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../../server/app';
import type { Access } from '../../../server/platform/http/routeAccess';
import { ROLES, signInRoles, type Caller, type Role } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

/**
 * "ok": the role gets past access control (any answer but 401, 403, or a partner call's 404 for want of a partner
 * record; a partner's 404 for a payout not theirs is past it).
 */
type Expected = 'ok' | 401 | 403 | 404;

/** What each declared access lets each role do. */
const EXPECTED: Record<Access, Record<Role, Expected>> = {
  public: { anonymous: 'ok', user: 'ok', partnerA: 'ok', partnerB: 'ok', admin: 'ok' },
  signedIn: { anonymous: 401, user: 'ok', partnerA: 'ok', partnerB: 'ok', admin: 'ok' },
  partner: { anonymous: 401, user: 404, partnerA: 'ok', partnerB: 'ok', admin: 404 },
  admin: { anonymous: 401, user: 403, partnerA: 403, partnerB: 403, admin: 'ok' },
};

/** Built files (the static plugin hides them from the API description) are not calls. */
const isCall = (route: RegisteredRoute) => !(route.schema as { hide?: boolean } | undefined)?.hide;

/**
 * Calls that change who is who come last: a partner's own deletions, then the admin's (partner B goes), then
 * applying (everyone becomes a partner), then logging out (the session ends).
 */
function lateness({ method, url }: RegisteredRoute): number {
  if (url.startsWith('/auth/logout')) return 4;
  if (url === '/api/partner/apply') return 3;
  if (method === 'DELETE') return url.startsWith('/api/admin/') ? 2 : 1;
  return 0;
}

describe('V8.2.1 V8.2.2 V8.3.1 access-control matrix: every route × anonymous, user, partner A, partner B, admin', () => {
  let t: TestApp;
  let callers = new Map<Role, Caller | null>();
  let partnerB = 0;

  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_EMAILS: 'admin@matrix.fr' } });
    const signedIn = await signInRoles(t.app, 'matrix.fr');
    callers = signedIn.callers;
    partnerB = signedIn.partnerIds.get('partnerB')!;
    // Active partners (the pool is empty: activated knowingly without a channel), so that a partner call
    // reaches its own rules: a pending partner's claim is refused 403 by the claim itself, after access.
    for (const id of signedIn.partnerIds.values()) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/partners/${id}`,
        headers: callers.get('admin')!.headers(),
        payload: { status: 'active', activate_without_channel: true },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('puts every admin call behind the admin check and every partner call behind the partner check', () => {
    const misdeclared = t.app.registeredRoutes
      .filter(({ url, access }) =>
        url.startsWith('/api/admin/') || url === '/db-admin'
          ? access !== 'admin'
          : url.startsWith('/api/partner/') &&
            access !== (url === '/api/partner/apply' ? 'signedIn' : 'partner'),
      )
      .map((r) => `${r.method} ${r.url} (${r.access})`);
    expect(misdeclared).toEqual([]);
  });

  it('answers each role as each route declares', async () => {
    const routes = [
      ...new Map(t.app.registeredRoutes.filter(isCall).map((r) => [`${r.method} ${r.url}`, r])).values(),
    ].sort((a, b) => lateness(a) - lateness(b));
    const wrong: string[] = [];
    let cells = 0;
    for (const route of routes) {
      const { method, url, access } = route;
      // Partner B's record is the target of every admin call with an id: partner A must never reach it.
      const path = url.replace(':id', String(partnerB)).replace(':uid', 'x');
      for (const role of ROLES) {
        const want = EXPECTED[access][role];
        const caller = callers.get(role);
        const res = await t.app.inject({
          method: method as 'GET',
          url: path,
          headers: caller ? caller.headers() : {},
          ...(['POST', 'PUT', 'DELETE', 'PATCH'].includes(method) ? { payload: {} } : {}),
        });
        cells++;
        const status = res.statusCode;
        const fine =
          want === 'ok'
            ? ![401, 403].includes(status) &&
              !(access === 'partner' && status === 404 && res.json().error?.code === 'not_partner')
            : status === want;
        if (!fine) wrong.push(`${role} ${method} ${path} (${access}) → ${status} (expected ${want})`);
      }
    }
    console.info(
      `access matrix (${process.env.TEST_DB ?? 'sqlite'}): ${cells / ROLES.length} routes × ${ROLES.length} roles = ${cells} cells`,
    );
    expect(wrong).toEqual([]);
    expect(cells).toBeGreaterThan(250);
  });
});

describe('an account’s settings are its own: no call names another account, and one account’s change is not another’s', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  it('takes no account id in any /api/user/ call: each acts on the session’s active account alone', () => {
    const naming = t.app.registeredRoutes
      .filter(({ url }) => url.startsWith('/api/user/') && /:(id|uid|user|account)/i.test(url))
      .map(({ method, url }) => `${method} ${url}`);
    expect(naming).toEqual([]);
  });

  it('keeps the sites, bangs and settings one account sets out of every other account', async () => {
    const { callers } = await signInRoles(t.app, 'own-settings.fr');
    const [owner, other] = [callers.get('user')!, callers.get('partnerA')!];
    const send = (caller: Caller, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: caller.headers(), ...(payload ? { payload } : {}) });
    const settingsOf = async (caller: Caller) =>
      (await send(caller, 'GET', '/api/user/preferences')).json().data.settings;

    expect((await send(owner, 'PUT', '/api/user/sites/proprietaire.fr', { action: 'hide' })).statusCode).toBe(
      200,
    );
    const bangs = [{ shortcut: 'moi', url: 'https://moi.example/?q={q}' }];
    expect(
      (await send(owner, 'PUT', '/api/user/preferences', { settings: { bangs, perPage: 50 } })).statusCode,
    ).toBe(200);
    expect(await settingsOf(other)).not.toHaveProperty('sites');
    expect(await settingsOf(other)).not.toHaveProperty('bangs');
    // The other account removing the same site removes it from its own (empty) list only.
    expect((await send(other, 'DELETE', '/api/user/sites/proprietaire.fr')).json().data).toEqual({
      sites: [],
    });
    expect(await settingsOf(owner)).toMatchObject({
      sites: [{ domain: 'proprietaire.fr', action: 'hide' }],
      bangs,
      perPage: 50,
    });
  });
});

describe('a route without a declared access', () => {
  it('cannot be registered: the app refuses to build', async () => {
    await expect(
      buildTestApp({ extend: (app) => app.get('/api/test/undeclared', async () => ({ data: null })) }),
    ).rejects.toThrow(/GET \/api\/test\/undeclared : accès non déclaré/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, signInRoles, type Caller, type Role } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

/** "ok": the role gets past access control (any answer but 401, 403, or 404 for partner calls). */
type Expected = 'ok' | 401 | 403 | 404;

/** Calls every visitor may make: they answer anyone. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/config/client',
  'GET /api/search',
  'GET /api/suggest',
  'GET /api/knowledge',
  'GET /opensearch.xml',
  'GET /api/suggest/opensearch',
  'POST /events',
  'GET /auth/google',
  'GET /auth/google/add-account',
  'GET /auth/google/callback',
  'POST /auth/prepare-add-account',
  'GET /auth/user',
  'POST /auth/sync-accounts',
  'POST /auth/logout',
  'POST /auth/logout/all',
  'GET /csrf-token',
  'GET /api/search/history',
  'POST /api/search/history',
  'DELETE /api/search/history',
  'DELETE /api/search/history/all',
  'GET /api/session/stats',
  'GET /api/ads/slots',
  'GET /oidc/interaction/:uid',
  'POST /oidc/interaction/:uid/login',
]);

/** Built files and the built-in provider's own endpoints are not API calls. */
const NOT_API = (url: string) => /^\/(assets\/|flags\/|favicon\.svg$|index\.html$|oidc\/\*$)/.test(url);

function expected(method: string, url: string, role: Role): Expected | null {
  const key = `${method} ${url}`;
  if (url.startsWith('/api/admin') || url === '/db-admin')
    return role === 'admin' ? 'ok' : role === 'anonymous' ? 401 : 403;
  if (url === '/api/partner/apply') return role === 'anonymous' ? 401 : 'ok';
  if (url.startsWith('/api/partner/'))
    return role === 'anonymous' ? 401 : role === 'partnerA' || role === 'partnerB' ? 'ok' : 404;
  if (url === '/api/user/preferences' || key === 'POST /auth/user/switch')
    return role === 'anonymous' ? 401 : 'ok';
  if (PUBLIC.has(key)) return 'ok';
  return null;
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
  });
  afterAll(() => t.close());

  it('has a row for every route the server serves', () => {
    const missing = t.app.registeredRoutes
      .filter((r) => !NOT_API(r.url) && !r.url.startsWith('/oidc/*'))
      .filter((r) => expected(r.method, r.url, 'anonymous') === null)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('answers each role as the matrix says', async () => {
    // Applying turns a role into a partner, logging out ends its session: those rows come last.
    const last = (r: { url: string }) =>
      r.url === '/api/partner/apply' ? 1 : r.url.startsWith('/auth/logout') ? 2 : 0;
    const routes = [
      ...new Map(
        t.app.registeredRoutes.filter((r) => !NOT_API(r.url)).map((r) => [`${r.method} ${r.url}`, r]),
      ).values(),
    ].sort((a, b) => last(a) - last(b));
    const wrong: string[] = [];
    let cells = 0;
    for (const { method, url } of routes) {
      if (url.startsWith('/oidc/')) continue; // the provider's pages need its own interaction cookie
      // Partner B's record is the target of every admin call with an id: partner A must never reach it.
      const path = url.replace(':id', String(partnerB)).replace(':uid', 'x');
      for (const role of ROLES) {
        const want = expected(method, url, role)!;
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
            ? ![401, 403].includes(status) && !(url.startsWith('/api/partner/') && status === 404)
            : status === want;
        if (!fine) wrong.push(`${role} ${method} ${path} → ${status} (expected ${want})`);
      }
    }
    console.info(
      `access matrix (${process.env.TEST_DB ?? 'sqlite'}): ${cells / ROLES.length} routes × ${ROLES.length} roles = ${cells} cells`,
    );
    expect(wrong).toEqual([]);
    expect(cells).toBeGreaterThan(250);
  });
});

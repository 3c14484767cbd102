// A signed-in page opened with a session that is gone says « Session expirée » (the spec's authentication
// message) on the 401 page, whose sign-in comes back to that page; a guest or a forged cookie does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';
import { sessionCacheOf } from '../../../server/platform/session/sessionCache';

describe('a signed-in page whose session is gone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends the visitor to the 401 page saying the session expired, naming the page to come back to', async () => {
    const caller = await signIn(t.app, 'Paul Partenaire', 'paul@expire.fr');
    const cookie = caller.headers().cookie;
    // Lost as in a restore of the database: the processes are told, as by their restart.
    await t.database.db.deleteFrom('sessions').execute();
    sessionCacheOf(t.database).forgetAll();
    const res = await t.app.inject({
      method: 'GET',
      url: '/partner/dashboard?from=2026-11-01',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      '/error/401?reason=session-expired&next=%2Fpartner%2Fdashboard%3Ffrom%3D2026-11-01',
    );
    // The dead cookie goes: the next page is a guest's.
    expect(String(res.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('leaves a guest without a cookie, and a forged cookie, to the page’s own sign-in', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/admin/partners' });
    expect(guest.statusCode).not.toBe(302);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/admin/partners',
      headers: { cookie: 'sid=abc.def' },
    });
    expect(forged.statusCode).not.toBe(302);
  });

  it('never sends a public page anywhere', async () => {
    const caller = await signIn(t.app, 'Marie', 'marie@expire.fr');
    const cookie = caller.headers().cookie;
    // Lost as in a restore of the database: the processes are told, as by their restart.
    await t.database.db.deleteFrom('sessions').execute();
    sessionCacheOf(t.database).forgetAll();
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(res.statusCode).not.toBe(302);
  });
});

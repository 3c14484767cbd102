// No 5xx from input: a sign-in with `?redirect=/€` once answered 500 with Fastify's raw error text after
// the old session was deleted, and `PUT /api/admin/partners/:id` with `{}` answered 500 with an SQL
// syntax error. Any Unicode in the redirect lands on that page (or on `/`), signed in; an empty
// update changes nothing and answers the partner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../common/messages';
import { createTestBrowser, signInWith } from '../../fixtures/browser';
import { signIn, type Caller } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const ADMIN = 'admin@sans-erreur.fr';

describe('no 5xx from input', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_EMAILS: ADMIN, SECURITY_IGNORE_IPS: '127.0.0.1' } });
    admin = await signIn(t.app, 'Admin', ADMIN);
  });
  afterAll(() => t?.close());

  const signedInEmail = async (cookie: string) =>
    (await t.app.inject({ url: '/auth/user', headers: { cookie } })).json().data.user?.email as
      string | undefined;

  describe('the sign-in callback with any Unicode in ?redirect=', () => {
    it.each([
      ['/€', '/%E2%82%AC'],
      ['/😀', '/%F0%9F%98%80'],
      ['/search?q=café crème', '/search?q=caf%C3%A9%20cr%C3%A8me'],
      ['/Ω/ß/中文', '/%CE%A9/%C3%9F/%E4%B8%AD%E6%96%87'],
      ['/search?q=caf%C3%A9', '/search?q=caf%C3%A9'],
      ['/a\\ud800', '/a%5Cud800'], // the six characters of an escape, not a surrogate (a backslash kept as asked)
    ])('%s: a second sign-in lands on %s, signed in, never a 500', async (redirect, location) => {
      const browser = createTestBrowser(t.app);
      await signInWith(browser, { name: 'Avant', email: 'avant@sans-erreur.fr' });
      const end = await signInWith(browser, { name: 'Après', email: 'apres@sans-erreur.fr' }, { redirect });
      expect(end.status).toBe(302);
      expect(end.location).toBe(`${t.config.publicUrl}${location}`);
      expect(await signedInEmail(browser.cookieHeader())).toBe('apres@sans-erreur.fr');
    });

    it('refuses a redirect holding a lone surrogate or a NUL with a French 400, and the session lives on', async () => {
      const browser = createTestBrowser(t.app);
      await signInWith(browser, { name: 'Reste', email: 'reste@sans-erreur.fr' });
      for (const start of ['/auth/google', '/auth/google/add-account', '/auth/google/callback'])
        for (const escape of ['%ED%A0%80', '%00', '%FF']) {
          const res = await browser.request(`${start}?redirect=/${escape}`);
          expect(res.status, `${start} ${escape}`).toBe(400);
          expect(JSON.parse(res.body).error.message).toBe(API_MESSAGES.invalidText);
        }
      expect(await signedInEmail(browser.cookieHeader())).toBe('reste@sans-erreur.fr');
    });
  });

  describe('PUT /api/admin/partners/:id with nothing to change', () => {
    let id: number;
    beforeAll(async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/partners',
        headers: admin.headers(),
        payload: { code: 'VIDE', name: 'Vide', email: 'vide@sans-erreur.fr' },
      });
      id = created.json().data.id as number;
    });

    it.each([
      ['{}', {}],
      ['read-only fields only', { id: 999, code: 'AUTRE', created_at: '2020-01-01T00:00:00.000Z' }],
      ['a confirmation only', { activate_without_channel: true }],
    ])('%s: answers the partner as it was, never a 500', async (_label, payload) => {
      const before = await t.app.inject({ url: `/api/admin/partners`, headers: admin.headers() });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/partners/${id}`,
        headers: admin.headers(),
        payload,
      });
      expect(res.statusCode).toBeLessThan(500);
      if (res.statusCode === 200) {
        const partner = res.json().data;
        expect(partner).toMatchObject({ id, code: 'VIDE', name: 'Vide' });
        const listed = (before.json().data as Array<{ id: number }>).find((p) => p.id === id);
        expect(partner).toEqual(listed);
      } else expect(res.statusCode).toBe(400);
    });

    it('answers `{}` with 200 and the partner', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/partners/${id}`,
        headers: admin.headers(),
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id, code: 'VIDE' });
    });
  });
});

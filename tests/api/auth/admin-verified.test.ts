// Admin rights come from the e-mail, so they need the provider's `email_verified`.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isAdmin } from '../../../server/accounts/users/service';
import type { OpenIdIdentity } from '../../../server/accounts/users/store';
import { signInToSession } from '../../../server/accounts/auth/service';
import { signIn } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

let t: TestApp;
beforeAll(async () => (t = await buildTestApp({ env: { ADMIN_EMAILS: 'chef@example.fr' } })));
afterAll(() => t.close());

const userByEmail = (email: string) =>
  t.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

it('the built-in provider says email_verified: the admin e-mail signs in as an admin', async () => {
  const chef = await signIn(t.app, 'Chef', 'chef@example.fr');
  expect((await userByEmail('chef@example.fr')).email_verified).toBe(1);
  const res = await t.app.inject({ url: '/api/admin/me', headers: chef.headers() });
  expect(res.statusCode).toBe(200);
});

it('an admin e-mail the provider does not vouch for gives no admin rights, whatever the session', async () => {
  const chef = await signIn(t.app, 'Chef', 'chef@example.fr');
  const row = await userByEmail('chef@example.fr');
  const identity: OpenIdIdentity = {
    issuer: row.issuer,
    subject: row.subject,
    email: row.email,
    name: row.name,
    given_name: row.given_name,
    family_name: row.family_name,
    picture: row.picture,
  };
  // The same identity signs in again, the provider now saying the e-mail is not verified.
  await signInToSession(t.database, identity, null, false);
  const unverified = await userByEmail('chef@example.fr');
  expect(unverified.email_verified).toBe(0);
  expect(isAdmin(unverified, t.config)).toBe(false);
  // The browser signed in before is that same user: its admin calls are now refused.
  expect((await t.app.inject({ url: '/api/admin/me', headers: chef.headers() })).statusCode).toBe(403);

  // A sign-in with the e-mail verified gives the rights back.
  await signInToSession(t.database, identity, null, true);
  expect(isAdmin(await userByEmail('chef@example.fr'), t.config)).toBe(true);
  expect((await t.app.inject({ url: '/api/admin/me', headers: chef.headers() })).statusCode).toBe(200);
});

it('a brand-new unverified sign-in with an admin e-mail is no admin', async () => {
  await signInToSession(
    t.database,
    {
      issuer: 'https://autre.example',
      subject: 'imposteur',
      email: 'chef@example.fr',
      name: 'Imposteur',
      given_name: null,
      family_name: null,
      picture: null,
    },
    null,
    false,
  );
  const impostor = await t.database.db
    .selectFrom('users')
    .selectAll()
    .where('subject', '=', 'imposteur')
    .executeTakeFirstOrThrow();
  expect(impostor.email_verified).toBe(0);
  expect(isAdmin(impostor, t.config)).toBe(false);
});

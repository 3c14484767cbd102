import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, SECURITY_JAILS } from '../../../common/constants';
import { signIn } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

/** Behind a trusted proxy (loopback, as inject's socket is), X-Forwarded-For names the client. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('security layer: rate limits, jails and bans', () => {
  let t: TestApp;
  beforeAll(
    async () => (t = await buildTestApp({ env: { TRUST_PROXY: 'loopback', SECURITY_IGNORE_IPS: '' } })),
  );
  afterAll(() => t.close());

  it('V2.4.1 limits sign-in calls to 100 per 15 minutes per address, with Retry-After and a French message', async () => {
    for (let i = 0; i < RATE_LIMITS.auth; i++)
      expect((await t.app.inject({ url: '/auth/user', headers: from('198.51.100.1') })).statusCode).toBe(200);
    const limited = await t.app.inject({ url: '/auth/user', headers: from('198.51.100.1') });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(limited.json().error.message).toBe(
      'Trop de requêtes depuis votre adresse. Réessayez dans 15 minutes.',
    );
    // Another address is not affected.
    expect((await t.app.inject({ url: '/auth/user', headers: from('198.51.100.2') })).statusCode).toBe(200);
  });

  it('limits the history calls to 60', async () => {
    const call = () =>
      t.app.inject({ url: '/api/search/history?sessionID=abcdefghi', headers: from('198.51.100.3') });
    for (let i = 0; i < RATE_LIMITS.searchHistory; i++) expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(429);
  });

  it('groups IPv6 addresses by /64: changing the last 64 bits does not dodge a limit', async () => {
    for (let i = 0; i < RATE_LIMITS.searchHistory; i++)
      await t.app.inject({
        url: '/api/search/history?sessionID=abcdefghi',
        headers: from(`2001:db8:1:2::${(i + 1).toString(16)}`),
      });
    const res = await t.app.inject({
      url: '/api/search/history?sessionID=abcdefghi',
      headers: from('2001:db8:1:2:ffff::1'),
    });
    expect(res.statusCode).toBe(429);
  });

  it('V7.2 bans an address after 5 forged sign-in callbacks in 10 minutes: 403 on everything, others untouched', async () => {
    const attacker = from('203.0.113.7');
    for (let i = 0; i < SECURITY_JAILS.auth.maxRetry; i++) {
      const res = await t.app.inject({ url: '/auth/google/callback?code=x&state=y', headers: attacker });
      expect(res.statusCode).toBe(302);
    }
    const banned = await t.app.inject({ url: '/api/health', headers: attacker });
    expect(banned.statusCode).toBe(403);
    expect(banned.json().error.code).toBe('banned');
    expect((await t.app.inject({ url: '/api/health', headers: from('203.0.113.8') })).statusCode).toBe(200);
    const [ban] = await t.database.db
      .selectFrom('bans')
      .selectAll()
      .where('ip', '=', '203.0.113.7')
      .execute();
    expect(Date.parse(ban!.expires_at) - Date.parse(ban!.banned_at)).toBe(SECURITY_JAILS.auth.banTimeMs);
  });

  it('doubles the ban of a repeat offender', async () => {
    const attacker = from('203.0.113.9');
    for (const round of [1, 2]) {
      for (let i = 0; i < SECURITY_JAILS.auth.maxRetry; i++)
        await t.app.inject({ url: '/auth/google/callback?code=x&state=y', headers: attacker });
      if (round === 1)
        await t.database.db
          .updateTable('bans')
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .where('ip', '=', '203.0.113.9')
          .execute();
      if (round === 1) await t.app.jails.unban('203.0.113.9', null, 0); // refreshes this process's view
    }
    const bans = await t.database.db
      .selectFrom('bans')
      .selectAll()
      .where('ip', '=', '203.0.113.9')
      .orderBy('id')
      .execute();
    expect(bans).toHaveLength(2);
    expect(Date.parse(bans[1]!.expires_at) - Date.parse(bans[1]!.banned_at)).toBe(
      2 * SECURITY_JAILS.auth.banTimeMs,
    );
  });

  it('bans admin probing (401/403 on admin paths) in the nginx-admin jail', async () => {
    // The failure is logged once the answer is sent: the test waits for it as a log reader would.
    const logged = () =>
      t.database.db.selectFrom('security_events').selectAll().where('ip', '=', '192.0.2.44').execute();
    for (let i = 1; i <= SECURITY_JAILS['nginx-admin'].maxRetry; i++) {
      await t.app.inject({ url: '/api/admin/partners', headers: from('192.0.2.44') });
      await expect.poll(async () => (await logged()).length).toBe(i);
    }
    // The ban follows the fifth failure's line, as fail2ban's would.
    const jailOfBan = async () =>
      (await t.database.db.selectFrom('bans').select('jail').where('ip', '=', '192.0.2.44').execute())[0]
        ?.jail;
    await expect.poll(jailOfBan).toBe('nginx-admin');
  });

  it('logs probes of paths no page uses', async () => {
    await t.app.inject({ url: '/wp-login.php', headers: from('192.0.2.55') });
    const events = () =>
      t.database.db.selectFrom('security_events').selectAll().where('ip', '=', '192.0.2.55').execute();
    await expect
      .poll(async () => (await events()).map((e) => [e.jail, e.status, e.path]))
      .toEqual([['probe', 404, '/wp-login.php']]);
  });
});

describe('without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ env: { SECURITY_IGNORE_IPS: '' } })));
  afterAll(() => t.close());

  it('V4.1.3 a spoofed X-Forwarded-For never dodges a limit', async () => {
    for (let i = 0; i < RATE_LIMITS.searchHistory; i++)
      await t.app.inject({ url: '/api/search/history?sessionID=abcdefghi', headers: from(`10.0.0.${i}`) });
    const res = await t.app.inject({
      url: '/api/search/history?sessionID=abcdefghi',
      headers: from('10.9.9.9'),
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('a session secret being rotated', () => {
  const OLD = 'o'.repeat(40);
  const NEW = 'n'.repeat(40);
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await buildTestApp({
        env: {
          TRUST_PROXY: 'loopback',
          SECURITY_IGNORE_IPS: '',
          SESSION_SECRET: NEW,
          SESSION_SECRET_PREVIOUS: OLD,
        },
      })),
  );
  afterAll(() => t.close());

  /** The cookie the old secret signed for this session token (cookie-signature's form: HMAC-SHA256, base64). */
  const signedWith = (secret: string, token: string) =>
    `${token}.${createHmac('sha256', secret).update(token).digest('base64').replace(/=+$/, '')}`;

  it('keeps signed in whoever holds a cookie of the previous secret, and signs it again with the new one', async () => {
    const caller = await signIn(t.app, 'Rotation', 'rotation@example.fr');
    const raw = decodeURIComponent(/sid=([^;]+)/.exec(caller.browser.cookieHeader())![1]!);
    const token = t.app.unsignCookie(raw).value!;
    const res = await t.app.inject({
      url: '/auth/user',
      headers: { ...from('198.51.100.98'), cookie: `sid=${encodeURIComponent(signedWith(OLD, token))}` },
    });
    expect(res.json().data.user.email).toBe('rotation@example.fr');
    const renewed = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('sid='));
    expect(decodeURIComponent(/^sid=([^;]+)/.exec(String(renewed))![1]!)).toBe(signedWith(NEW, token));
  });

  it('clears a cookie no secret verifies (one since dropped) and counts nothing toward a ban', async () => {
    for (let i = 0; i < 2 * SECURITY_JAILS.auth.maxRetry; i++) {
      const res = await t.app.inject({
        url: '/auth/user',
        headers: {
          ...from('198.51.100.99'),
          cookie: `sid=${encodeURIComponent(signedWith('d'.repeat(40), 'x'))}`,
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toBeNull();
    }
    const events = await t.database.db
      .selectFrom('security_events')
      .selectAll()
      .where('ip', '=', '198.51.100.99')
      .execute();
    expect(events).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_LOGS_SHOWN, SECURITY_JAILS } from '../../../common/constants';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('security dashboard', () => {
  let t: TestApp;
  let admin: { browser: TestBrowser; token: string };
  beforeAll(async () => {
    t = await buildTestApp({
      env: { TRUST_PROXY: 'loopback', SECURITY_IGNORE_IPS: '127.0.0.1', ADMIN_EMAILS: 'admin@example.fr' },
    });
    const browser = createTestBrowser(t.app);
    await signInWith(browser, { name: 'Ada', email: 'admin@example.fr' });
    admin = {
      browser,
      token: JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string,
    };
  });
  afterAll(() => t.close());

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: admin.browser.cookieHeader(), 'x-csrf-token': admin.token },
      ...(payload && { payload }),
    });

  it('shows a ban, its failures and the suspicious address; unban lets the address back in', async () => {
    for (let i = 0; i < SECURITY_JAILS.auth.maxRetry; i++)
      await t.app.inject({ url: '/auth/google/callback?code=x&state=y', headers: from('203.0.113.50') });
    expect((await t.app.inject({ url: '/', headers: from('203.0.113.50') })).statusCode).toBe(403);

    const stats = (await asAdmin('GET', '/api/admin/security')).json().data;
    expect(stats.alerts).toMatchObject({
      bannedIps: 1,
      failedAttemptsLastHour: SECURITY_JAILS.auth.maxRetry,
    });
    expect(stats.stats).toMatchObject({ failedAuthToday: 5, failedAuthWeek: 5, totalBansToday: 1 });
    expect(stats.bannedIps).toEqual([expect.objectContaining({ ip: '203.0.113.50', jail: 'auth' })]);
    expect(stats.topSuspiciousIps[0]).toEqual({ ip: '203.0.113.50', count: 5 });
    expect(stats.recentLogs[0]).toMatchObject({
      ip: '203.0.113.50',
      path: '/auth/google/callback',
      status: 401,
    });
    expect(stats.recentLogs.length).toBeLessThanOrEqual(RECENT_LOGS_SHOWN);
    expect(stats.hourly).toHaveLength(24);
    expect(stats.hourly.at(-1).failures).toBe(5);
    expect(stats.hourly.at(-1).bans).toBe(1);

    const unban = await asAdmin('POST', '/api/admin/security/unban', { ip: '203.0.113.50', jail: 'auth' });
    expect(unban.json().data).toEqual({ success: true, message: 'Adresse 203.0.113.50 débloquée.' });
    expect((await t.app.inject({ url: '/api/health', headers: from('203.0.113.50') })).statusCode).toBe(200);
    const audited = await t.database.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', 'security.unban')
      .execute();
    expect(audited).toHaveLength(1);
  });

  it('unbans in nginx-admin by default, and says when the address was not banned', async () => {
    const res = await asAdmin('POST', '/api/admin/security/unban', { ip: '198.51.100.77' });
    expect(res.json().data).toEqual({
      success: false,
      message: 'L’adresse 198.51.100.77 n’est pas bloquée.',
    });
  });

  it('refuses the dashboard to anyone but an admin', async () => {
    expect((await t.app.inject({ url: '/api/admin/security' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/security/unban', payload: { ip: '1.2.3.4' } }))
        .statusCode,
    ).toBe(401);
  });
});

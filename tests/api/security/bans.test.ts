// A ban is one row, decided atomically; only what an attacker does alone counts; limits and jails
// key on the route, not the raw URL. Runs on SQLite and on PostgreSQL (the api-postgres project).
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, SECURITY_JAILS } from '../../../common/constants';
import { API_MESSAGES } from '../../../common/messages';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const MAX_RETRY = SECURITY_JAILS['nginx-admin'].maxRetry;
const TEN_MINUTES = SECURITY_JAILS['nginx-admin'].banTimeMs;

let t: TestApp;
beforeAll(
  async () => (t = await buildTestApp({ env: { TRUST_PROXY: 'loopback', SECURITY_IGNORE_IPS: '' } })),
);
afterAll(() => t.close());

let nextAddress = 1;
/** An address of its own for each test (TEST-NET-3), behind the trusted loopback proxy. */
const newAddress = () => `203.0.113.${nextAddress++}`;

const call = (ip: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { 'x-forwarded-for': ip, ...headers } });

const bansOf = (ip: string) =>
  t.database.db
    .selectFrom('bans')
    .select(['jail', 'banned_at', 'expires_at', 'seq'])
    .where('ip', '=', ip)
    .orderBy('seq')
    .execute();
const failuresOf = async (ip: string) =>
  (await t.database.db.selectFrom('security_events').select('id').where('ip', '=', ip).execute()).length;
const lengthOf = (ban: { banned_at: string; expires_at: string }) =>
  Date.parse(ban.expires_at) - Date.parse(ban.banned_at);

describe('a ban is one row, decided atomically', () => {
  it('20 concurrent failures from one address: exactly one ban of 10 minutes, at most 5 failures let through', async () => {
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(ip, '/api/admin/partners')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(MAX_RETRY);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 403)).toBe(true);
    const bans = await bansOf(ip);
    expect(bans).toHaveLength(1);
    expect(bans[0]!.jail).toBe('nginx-admin');
    expect(lengthOf(bans[0]!)).toBe(TEN_MINUTES);
    expect((await call(ip, '/api/health')).json().error.code).toBe('banned');
  });

  it('one at a time, the 5th failure bans and the 6th attempt is refused', async () => {
    const ip = newAddress();
    for (let i = 1; i <= MAX_RETRY; i++) {
      expect((await call(ip, '/api/admin/partners')).statusCode).toBe(401);
      expect(await bansOf(ip)).toHaveLength(i === MAX_RETRY ? 1 : 0);
    }
    const sixth = await call(ip, '/api/admin/partners');
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error.code).toBe('banned');
    expect(await bansOf(ip)).toHaveLength(1);
  });

  it('a repeat doubles the ban, counting distinct bans; an admin unban resets it', async () => {
    const ip = newAddress();
    const fail = async (times: number) => {
      for (let i = 0; i < times; i++) await call(ip, '/api/admin/partners');
    };
    const expireAll = async () => {
      await t.database.db
        .updateTable('bans')
        .set({ expires_at: new Date(Date.now() - 1).toISOString() })
        .where('ip', '=', ip)
        .execute();
      await t.app.jails.unban('0.0.0.0', null, 0); // re-reads the bans: nothing to lift
    };
    await fail(MAX_RETRY);
    const first = (await bansOf(ip)).map(lengthOf);
    await expireAll();
    await fail(MAX_RETRY);
    expect([...first, lengthOf((await bansOf(ip))[1]!)]).toEqual([TEN_MINUTES, 2 * TEN_MINUTES]);

    // The admin lifts the second ban: one more failure bans nobody, and the next offence is a first one.
    expect(await t.app.jails.unban(ip, 'nginx-admin', 1)).toBe(true);
    expect((await call(ip, '/api/admin/partners')).statusCode).toBe(401);
    expect(await bansOf(ip)).toHaveLength(2);
    await fail(MAX_RETRY - 1);
    const bans = await bansOf(ip);
    expect(bans.map((b) => b.seq)).toEqual([1, 2, 3]);
    expect(lengthOf(bans[2]!)).toBe(TEN_MINUTES);
  });

  it('20 concurrent forged sign-in callbacks: exactly one ban of 10 minutes, at most 5 refusals let through', async () => {
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(ip, '/auth/google/callback?code=x&state=y')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 302).length).toBeLessThanOrEqual(SECURITY_JAILS.auth.maxRetry);
    expect(statuses.filter((s) => s !== 302).every((s) => s === 403)).toBe(true);
    const bans = await bansOf(ip);
    expect(bans.map((b) => [b.jail, lengthOf(b)])).toEqual([['auth', SECURITY_JAILS.auth.banTimeMs]]);
  });

  it('the database keeps one ban per address, jail and rank', async () => {
    const ban = {
      ip: newAddress(),
      jail: 'auth',
      seq: 1,
      banned_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + TEN_MINUTES).toISOString(),
    };
    await t.database.db.insertInto('bans').values(ban).execute();
    await expect(t.database.db.insertInto('bans').values(ban).execute()).rejects.toThrow();
  });
});

describe('only what an attacker does alone counts', () => {
  it('a cross-site or same-site subresource never counts; our pages, a typed URL and scripts do', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const ip = newAddress();
      for (let i = 0; i < 3 * MAX_RETRY; i++)
        expect((await call(ip, '/api/admin/partners', { 'sec-fetch-site': site })).statusCode).toBe(401);
      expect(await failuresOf(ip)).toBe(0);
      expect((await call(ip, '/')).statusCode).not.toBe(403);
    }
    const alone: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of alone) {
      const ip = newAddress();
      await call(ip, '/api/admin/security', headers);
      expect(await failuresOf(ip)).toBe(1);
    }
  });

  it('a sign-in callback another site sends the visitor to counts nothing; one typed or scripted does', async () => {
    const ip = newAddress();
    for (let i = 0; i < 2 * MAX_RETRY; i++)
      await call(ip, '/auth/google/callback?code=x&state=y', { 'sec-fetch-site': 'cross-site' });
    expect(await failuresOf(ip)).toBe(0);
    await call(ip, '/auth/google/callback?code=x&state=y', { 'sec-fetch-site': 'none' });
    await call(ip, '/auth/google/callback?code=x&state=y');
    expect(await failuresOf(ip)).toBe(2);
  });

  it('viewing /admin as a non-admin is one refusal that counts nothing: opening it ten times bans nobody', async () => {
    const ip = newAddress();
    const sameOrigin = { 'sec-fetch-site': 'same-origin' };
    for (let i = 0; i < 10; i++) {
      expect((await call(ip, '/admin', { 'sec-fetch-site': 'none' })).statusCode).toBe(200);
      // The page asks who we are, and stops there when the answer is no (web/areas/admin/useAdminAccess.ts).
      expect((await call(ip, '/api/admin/me', sameOrigin)).statusCode).toBe(401);
    }
    expect(await failuresOf(ip)).toBe(0);
    expect(await bansOf(ip)).toEqual([]);
  });

  it('a dead or forged sid cookie is cleared and the request goes on as a guest, counting nothing', async () => {
    const cleared = (res: { headers: Record<string, unknown> }) =>
      [res.headers['set-cookie']].flat().some((c) => /^sid=;/.test(String(c)));
    const office = newAddress();
    // Unknown, deleted long ago, or signed with a secret since dropped (a rotation finished): never a ban.
    const cookies = [
      'unknown-token',
      t.app.signCookie('a-session-deleted-long-ago'),
      'some-token.bm90LW91ci1zaWduYXR1cmU',
    ];
    for (const sid of cookies)
      for (let i = 0; i < 2 * MAX_RETRY; i++) {
        const res = await call(office, '/auth/user', { cookie: `sid=${encodeURIComponent(sid)}` });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.user).toBeNull();
        expect(cleared(res)).toBe(true);
      }
    expect(await failuresOf(office)).toBe(0);
    expect(await bansOf(office)).toEqual([]);
  });
});

describe('a forwarded address the proxy could not read', () => {
  it('is refused with a French 400, and its failures never ban the proxy: the others still get in', async () => {
    for (let i = 0; i < MAX_RETRY * 3; i++) {
      const res = await call('203.0.113.250, unknown', '/api/admin/partners');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        message: API_MESSAGES.unreadableForwardedFor,
        code: 'FORWARDED_FOR',
      });
    }
    expect(await bansOf('127.0.0.1')).toEqual([]);
    expect(await failuresOf('127.0.0.1')).toBe(0);
    expect((await call(newAddress(), '/api/health')).statusCode).toBe(200);
  });
});

describe('limits and jails key on the route, not the raw URL', () => {
  it('percent-encoding, double slashes, case and trailing slashes reach the same limit', async () => {
    const ip = newAddress();
    const spellings = [
      '/api/search/history',
      '/%61pi/search/history',
      '/api//search/history',
      '/API/Search/History',
      '/api/search/history/',
      '/api/search/%68istory',
    ];
    for (let i = 0; i < RATE_LIMITS.searchHistory; i++)
      expect((await call(ip, `${spellings[i % spellings.length]}?sessionID=abcdefghi`)).statusCode).not.toBe(
        429,
      );
    // The 429s feed the rate-limit jail: its 5th bans, so five spellings are tried here.
    for (const spelling of spellings.slice(0, MAX_RETRY))
      expect((await call(ip, `${spelling}?sessionID=abcdefghi`)).statusCode).toBe(429);
  });

  it('encoded admin paths feed the same jail: the 5th failure bans', async () => {
    const ip = newAddress();
    const spellings = ['/%61pi/admin/partners', '/api/%61dmin/security', '/api/admin/partners/'];
    for (let i = 0; i < MAX_RETRY; i++)
      expect((await call(ip, spellings[i % spellings.length]!)).statusCode).toBe(401);
    expect((await bansOf(ip)).map((b) => b.jail)).toEqual(['nginx-admin']);
    expect((await call(ip, '/api/health')).statusCode).toBe(403);
  });

  it('absolute-form targets, sent on the wire, feed the same jail: the 5th failure bans', async () => {
    const ip = newAddress();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const targets = [
      `http://127.0.0.1:${port}/api/admin/partners`,
      `http://example.fr/api/admin/security`,
      `HTTP://127.0.0.1:${port}/api/admin/partners`,
      `https://example.fr:8443/api/admin/security`,
      `http://example.fr/%61pi/admin/partners?x=1`,
    ];
    const statuses: number[] = [];
    for (const target of targets) statuses.push(await rawStatus(port, target, ip));
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await bansOf(ip)).map((b) => b.jail)).toEqual(['nginx-admin']);
    expect(await rawStatus(port, '/api/health', ip)).toBe(403);
    // Dot segments never reach a route (the router does not resolve them): a 404, not a way around the jail.
    expect(await rawStatus(port, '/api/x/../admin/partners', newAddress())).toBe(404);
  });
});

/** A request line written as is (no client library tidies its target), through the trusted loopback proxy. */
function rawStatus(port: number, target: string, ip: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Forwarded-For: ${ip}\r\nConnection: close\r\n\r\n`,
      ),
    );
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

// A navigation the server refuses itself (banned, rate-limited, sign-in down) gets a French
// page saying what happened and when to come back; a script's call keeps the JSON answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, SECURITY_JAILS } from '../../../common/constants';
import { formatParisTime } from '../../../common/dates';
import { AUTH_MESSAGES, SECURITY_MESSAGES } from '../../../common/messages';
import { freePort } from '../../fixtures/serverProcess';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const NAVIGATION = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', accept: 'text/html' };
const SCRIPT_CALL = { 'sec-fetch-mode': 'cors', accept: 'application/json' };

let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;

describe('refusals of the security layer', () => {
  let t: TestApp;
  beforeAll(
    async () => (t = await buildTestApp({ env: { TRUST_PROXY: 'loopback', SECURITY_IGNORE_IPS: '' } })),
  );
  afterAll(() => t.close());
  const open = (ip: string, url: string, headers: Record<string, string>) =>
    t.app.inject({ url, headers: { 'x-forwarded-for': ip, ...headers } });

  it('a banned visitor opening the home page reads why, and from what time (Paris) to come back', async () => {
    const ip = newAddress();
    for (let i = 0; i < SECURITY_JAILS['nginx-admin'].maxRetry; i++)
      await open(ip, '/api/admin/partners', SCRIPT_CALL);
    const ban = await t.database.db
      .selectFrom('bans')
      .select('expires_at')
      .where('ip', '=', ip)
      .executeTakeFirstOrThrow();

    const page = await open(ip, '/', NAVIGATION);
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Accès bloqué');
    expect(page.body).toContain(SECURITY_MESSAGES.banned);
    expect(page.body).toContain(
      `Vous pourrez revenir à partir de ${formatParisTime(new Date(ban.expires_at))}.`,
    );
    expect(page.body).toContain('<a href="/">');
    expect(page.body).not.toContain('<script');

    const call = await open(ip, '/api/health', SCRIPT_CALL);
    expect(call.statusCode).toBe(403);
    expect(call.json().error.code).toBe('banned');
  });

  it('a navigation past the sign-in limit gets a page with the minutes to wait', async () => {
    const ip = newAddress();
    for (let i = 0; i < RATE_LIMITS.auth; i++) await open(ip, '/auth/user', SCRIPT_CALL);
    const page = await open(ip, '/auth/google', NAVIGATION);
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['retry-after']).toMatch(/^\d+$/);
    expect(page.body).toContain('Trop de requêtes');
    expect(page.body).toMatch(/Vous pourrez revenir à partir de \d\d:\d\d\./);
    const call = await open(ip, '/auth/user', SCRIPT_CALL);
    expect(call.statusCode).toBe(429);
    expect(call.json().error.code).toBe('rate_limited');
  });
});

describe('sign-in with the provider unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    const closedPort = await freePort();
    t = await buildTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'portail',
        GOOGLE_CLIENT_SECRET: 'x'.repeat(32),
        GOOGLE_ISSUER_URL: `http://127.0.0.1:${closedPort}/oidc`,
      },
    });
  });
  afterAll(() => t.close());

  it('"Connexion" opens a French page saying the sign-in failed, not JSON', async () => {
    const page = await t.app.inject({ url: '/auth/google?redirect=/search', headers: NAVIGATION });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Service indisponible');
    expect(page.body).toContain(AUTH_MESSAGES.failed);
    const call = await t.app.inject({ url: '/auth/google', headers: SCRIPT_CALL });
    expect(call.json().error).toMatchObject({ code: 'sign_in_unavailable', message: AUTH_MESSAGES.failed });
  });
});

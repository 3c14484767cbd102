// The limiter keeps at most RATE_LIMIT_MAX_ADDRESSES addresses, the least recently seen
// forgotten first (with its counts); an address still in use keeps its counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../common/constants';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const MAX = 100;

describe('the limiter keeps at most a configured number of addresses', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await buildTestApp({
        env: { TRUST_PROXY: 'loopback', SECURITY_IGNORE_IPS: '', RATE_LIMIT_MAX_ADDRESSES: String(MAX) },
      })),
  );
  afterAll(() => t.close());

  const history = (ip: string) =>
    t.app.inject({ url: '/api/search/history?sessionID=abcdefghi', headers: { 'x-forwarded-for': ip } });
  const health = (ip: string) =>
    t.app.inject({ url: '/api/config/client', headers: { 'x-forwarded-for': ip } });

  it('forgets the least recently seen address first, never one still in use', async () => {
    for (let i = 0; i < RATE_LIMITS.searchHistory; i++) await history('198.18.0.1');
    for (let i = 0; i < RATE_LIMITS.searchHistory; i++) await history('198.18.0.2');
    expect((await history('198.18.0.1')).statusCode).toBe(429);
    expect((await history('198.18.0.2')).statusCode).toBe(429);

    // 198.18.0.2 keeps coming back while 200 other addresses pass: 198.18.0.1 is the oldest, forgotten.
    for (let i = 0; i < 2 * MAX; i++) {
      await health(`198.19.${i >> 8}.${i & 255}`);
      if (i % 50 === 0) await health('198.18.0.2');
    }
    expect(t.app.limitedAddresses.size).toBe(MAX);
    expect((await history('198.18.0.2')).statusCode).toBe(429);
    expect((await history('198.18.0.1')).statusCode).toBe(200);
  });
});

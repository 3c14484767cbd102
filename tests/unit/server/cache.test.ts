import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryCache, createRedisCache } from '../../../server/platform/cache/cache';
import { redisAnswers, TEST_REDIS_URL } from '../../fixtures/redis';
import { until } from '../../fixtures/until';

const withRedis = await redisAnswers();

describe('the memory cache', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('gives back what it was given until the time to live runs out', async () => {
    // lru-cache reads the time from performance.now() (and trusts it for a 1 ms timer): both follow the
    // test's clock, so the window is exact however slow the machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(performance, 'now').mockImplementation(() => Date.now());
    const cache = createMemoryCache(100);
    await cache.set('k', 'valeur', 150);
    expect(await cache.get('k')).toBe('valeur');
    vi.advanceTimersByTime(149);
    expect(await cache.get('k')).toBe('valeur');
    vi.advanceTimersByTime(2);
    expect(await cache.get('k')).toBeUndefined();
    await cache.close();
  });

  it('answers undefined for a key it never had', async () => {
    const cache = createMemoryCache(100);
    expect(await cache.get('jamais')).toBeUndefined();
    await cache.close();
  });
});

describe.runIf(withRedis)('the Redis cache', () => {
  const prefix = `test:${randomBytes(4).toString('hex')}:`;
  const cache = createRedisCache(TEST_REDIS_URL, prefix);
  const redis = new Redis(TEST_REDIS_URL);
  beforeAll(async () => {
    // Writes are dropped until the connection is up (the cache fails open): wait for one to land.
    await until(async () => {
      await cache.set('prêt', '1', 60_000);
      return (await cache.get('prêt')) === '1';
    });
  });
  afterAll(async () => {
    await cache.close();
    redis.disconnect();
  });

  it('gives back what it was given, and gives Redis its time to live', async () => {
    await cache.set('k', 'valeur', 60_000);
    expect(await cache.get('k')).toBe('valeur');
    const ttl = await redis.pttl(`${prefix}k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('forgets it once Redis has let the time to live run out', async () => {
    await cache.set('court', 'valeur', 20);
    // Redis's own clock ends it: wait for that, not for a time.
    await until(async () => (await redis.exists(`${prefix}court`)) === 0);
    expect(await cache.get('court')).toBeUndefined();
  });

  it('answers undefined for a key it never had', async () => {
    expect(await cache.get('jamais')).toBeUndefined();
  });
});

describe('a Redis cache whose server is gone', () => {
  it('fails open: reads miss and writes are dropped, nothing throws', async () => {
    const cache = createRedisCache('redis://127.0.0.1:1');
    await expect(cache.set('k', 'v', 1000)).resolves.toBeUndefined();
    await expect(cache.get('k')).resolves.toBeUndefined();
    await cache.close();
  });
});

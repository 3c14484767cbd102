import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCache, createRedisCache, type Cache } from '../../../server/cache/cache';
import { redisAnswers, TEST_REDIS_URL } from '../../fixtures/redis';

const caches: Array<[string, () => Cache]> = [['memory', () => createMemoryCache(100)]];
if (await redisAnswers())
  caches.push(['redis', () => createRedisCache(TEST_REDIS_URL, `test:${randomBytes(4).toString('hex')}:`)]);

describe.each(caches)('the %s cache', (_kind, create) => {
  const cache = create();
  afterAll(() => cache.close());

  it('gives back what it was given until the time to live runs out', async () => {
    await cache.set('k', 'valeur', 150);
    expect(await cache.get('k')).toBe('valeur');
    await new Promise((r) => setTimeout(r, 250));
    expect(await cache.get('k')).toBeUndefined();
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

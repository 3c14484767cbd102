import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryCounter, redisCounter, type HitCounter } from '../../../server/security/counter';
import { redisAnswers, TEST_REDIS_URL } from '../../fixtures/redis';

const counters: Array<[string, HitCounter]> = [['memory', memoryCounter()]];
if (await redisAnswers()) counters.push(['redis', redisCounter(TEST_REDIS_URL)]);
afterAll(async () => {
  for (const [, counter] of counters) await counter.close();
});

describe.each(counters)('the %s rate-limit counter', (_kind, counter) => {
  const key = () => `test:${randomBytes(6).toString('hex')}`;

  it('counts hits in one window and says when it ends', async () => {
    const k = key();
    expect((await counter.hit(k, 60_000)).count).toBe(1);
    const second = await counter.hit(k, 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(58_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('starts a new window once the last one is over', async () => {
    const k = key();
    await counter.hit(k, 150);
    await counter.hit(k, 150);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await counter.hit(k, 150)).count).toBe(1);
  });

  it('adds several hits at once (a batch of events)', async () => {
    const k = key();
    expect((await counter.hit(k, 60_000, 30)).count).toBe(30);
    expect((await counter.hit(k, 60_000)).count).toBe(31);
  });

  it('keeps keys apart', async () => {
    const [a, b] = [key(), key()];
    await counter.hit(a, 60_000);
    expect((await counter.hit(b, 60_000)).count).toBe(1);
  });
});

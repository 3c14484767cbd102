import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  memoryCounter,
  redisCounter,
  REDIS_SYNC_MS,
  type HitCounter,
} from '../../../server/counters/counter';
import { redisAnswers, TEST_REDIS_URL } from '../../fixtures/redis';

const withRedis = await redisAnswers();
const counters: Array<[string, HitCounter]> = [['memory', memoryCounter()]];
if (withRedis) counters.push(['redis', redisCounter(TEST_REDIS_URL)]);
const opened: HitCounter[] = counters.map(([, c]) => c);
afterAll(async () => {
  for (const counter of opened) await counter.close();
});
const key = () => `test:${randomBytes(6).toString('hex')}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(counters)('the %s rate-limit counter', (_kind, counter) => {
  it('counts hits in one window and says when it ends', () => {
    const k = key();
    expect(counter.hit(k, 60_000).count).toBe(1);
    const second = counter.hit(k, 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(58_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('starts a new window once the last one is over', async () => {
    const k = key();
    counter.hit(k, 150);
    counter.hit(k, 150);
    await counter.sync();
    await pause(250);
    expect(counter.hit(k, 150).count).toBe(1);
  });

  it('adds several hits at once (a batch of events)', () => {
    const k = key();
    expect(counter.hit(k, 60_000, 30).count).toBe(30);
    expect(counter.hit(k, 60_000).count).toBe(31);
  });

  it('keeps keys apart', () => {
    const [a, b] = [key(), key()];
    counter.hit(a, 60_000);
    expect(counter.hit(b, 60_000).count).toBe(1);
  });
});

describe.runIf(withRedis)('the Redis counter shared by several processes', () => {
  const first = redisCounter(TEST_REDIS_URL);
  const second = redisCounter(TEST_REDIS_URL);
  opened.push(first, second);

  it('adds up the hits of every process, each learning the total within the sync delay', async () => {
    const k = key();
    for (let i = 0; i < 5; i++) first.hit(k, 60_000);
    await pause(REDIS_SYNC_MS + 100); // shared without anyone asking
    expect(second.hit(k, 60_000).count).toBe(1); // its own view until it syncs
    await second.sync();
    expect(second.hit(k, 60_000).count).toBe(7);
    await second.sync();
    expect(first.hit(k, 60_000).count).toBe(6); // what it knew, and its new hit
    await first.sync();
    expect(first.hit(k, 60_000).count).toBe(9);
  });

  it('keeps the window of the process that started it', async () => {
    const k = key();
    first.hit(k, 60_000);
    await first.sync();
    await pause(300);
    second.hit(k, 60_000);
    await second.sync();
    expect(second.hit(k, 60_000).resetInMs).toBeLessThan(59_800);
  });

  it('goes on counting alone when Redis does not answer, and loses no hit', async () => {
    const down = redisCounter('redis://127.0.0.1:1');
    opened.push(down);
    const k = key();
    for (let i = 0; i < 3; i++) down.hit(k, 60_000);
    await down.sync();
    expect(down.hit(k, 60_000).count).toBe(4);
  });
});

import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  memoryCounter,
  redisCounter,
  REDIS_SYNC_MS,
  type HitCounter,
} from '../../../server/platform/counters/counter';
import { redisAnswers, TEST_REDIS_URL } from '../../fixtures/redis';
import { until } from '../../fixtures/until';

const withRedis = await redisAnswers();

/** The counters' clock: it stands still until the test moves it, so no count depends on speed. */
function testClock() {
  let t = Date.now();
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

const opened: HitCounter[] = [];
const redis = withRedis ? new Redis(TEST_REDIS_URL) : undefined;
afterAll(async () => {
  for (const counter of opened) await counter.close();
  redis?.disconnect();
});
const key = () => `test:${randomBytes(6).toString('hex')}`;
/** What Redis holds for a key of the counter. */
const inRedis = (k: string) => redis!.get(`rl:${k}`);

/** Hits are kept while the connection is not up yet: wait until one has reached Redis. */
async function untilConnected(counter: HitCounter) {
  const k = key();
  counter.hit(k, 60_000);
  await until(async () => {
    await counter.sync();
    return (await inRedis(k)) === '1';
  });
}

const kinds: Array<[string, (now: () => number) => HitCounter]> = [['memory', (now) => memoryCounter(now)]];
if (withRedis) kinds.push(['redis', (now) => redisCounter(TEST_REDIS_URL, now)]);

describe.each(kinds)('the %s rate-limit counter', (kind, create) => {
  const clock = testClock();
  const counter = create(clock.now);
  opened.push(counter);
  beforeAll(async () => {
    if (kind === 'redis') await untilConnected(counter);
  });

  it('counts hits in one window and says when it ends', () => {
    const k = key();
    expect(counter.hit(k, 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    clock.advance(1_500);
    expect(counter.hit(k, 60_000)).toEqual({ count: 2, resetInMs: 58_500 });
  });

  it('starts a new window once the last one is over', () => {
    const k = key();
    counter.hit(k, 150);
    clock.advance(149);
    expect(counter.hit(k, 150).count).toBe(2);
    clock.advance(1);
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
  const clock = testClock();
  const first = redisCounter(TEST_REDIS_URL, clock.now);
  const second = redisCounter(TEST_REDIS_URL, clock.now);
  opened.push(first, second);
  beforeAll(async () => {
    await untilConnected(first);
    await untilConnected(second);
  });

  it('adds up the hits of every process, each learning the total within the sync delay', async () => {
    const k = key();
    await first.sync(); // nothing waiting: the next hit arms the sync timer, a fake one
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (let i = 0; i < 5; i++) first.hit(k, 60_000);
      vi.advanceTimersByTime(REDIS_SYNC_MS - 1);
      expect(await inRedis(k)).toBeNull(); // not sent before the delay
      vi.advanceTimersByTime(1); // sent then, without anyone asking
    } finally {
      vi.useRealTimers();
    }
    // The round trip to Redis is real: wait for the hits to land, not for a time.
    await until(async () => (await inRedis(k)) === '5');
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
    await redis!.pexpire(`rl:${k}`, 30_000); // as if the first process had started it 30 s ago
    expect(second.hit(k, 60_000).resetInMs).toBe(60_000); // its own view until it syncs
    await second.sync();
    const after = second.hit(k, 60_000);
    expect(after.count).toBe(3);
    expect(after.resetInMs).toBeGreaterThan(0);
    expect(after.resetInMs).toBeLessThanOrEqual(30_000);
  });

  it('starts a new window in Redis too once the last one is over', async () => {
    const k = key();
    first.hit(k, 50);
    first.hit(k, 50);
    await first.sync();
    // Redis's own clock ends that short window: wait for it, then move the processes' clock past it.
    await until(async () => (await redis!.exists(`rl:${k}`)) === 0);
    clock.advance(50);
    // The next window, long enough to be read back on a slow machine.
    expect(first.hit(k, 60_000).count).toBe(1);
    await first.sync();
    expect(await inRedis(k)).toBe('1');
    expect(second.hit(k, 60_000).count).toBe(1);
    await second.sync();
    expect(second.hit(k, 60_000).count).toBe(3);
  });

  it('goes on counting alone when Redis does not answer, and loses no hit', async () => {
    const down = redisCounter('redis://127.0.0.1:1', clock.now);
    opened.push(down);
    const k = key();
    for (let i = 0; i < 3; i++) down.hit(k, 60_000);
    await down.sync();
    expect(down.hit(k, 60_000).count).toBe(4);
  });

  it('takes its share of a limit while Redis does not answer: three processes alive, a third each', async () => {
    const down = redisCounter('redis://127.0.0.1:1', clock.now, '', () => 3);
    opened.push(down);
    const k = key();
    const counts: number[] = [];
    for (let i = 0; i < 12; i++) counts.push((await down.hitWithin(k, 60_000, 30)).count);
    // Each own hit before the newest stands for one on each process: 10 of this process's hits fill a limit of 30.
    expect(counts.filter((count) => count <= 30)).toHaveLength(10);
    expect(counts.slice(0, 3)).toEqual([1, 4, 7]);
  });

  it('sends again by itself the hits Redis did not take (a counter still connecting)', async () => {
    const fresh = redisCounter(TEST_REDIS_URL, clock.now);
    opened.push(fresh);
    const k = key();
    fresh.hit(k, 60_000);
    await fresh.sync(); // refused: the connection is not up yet
    // No other hit comes: the counter alone must try again once connected.
    await until(async () => (await inRedis(k)) === '1');
    expect(await inRedis(k)).toBe('1');
  });
});

// Rate limits counted in Redis: a client spread over two instances is limited as one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../common/constants';
import type { App } from '../../../server/app';
import { redisAnswers } from '../../fixtures/redis';
import {
  BUILD_TIMEOUT_MS,
  buildTwoInstances,
  TEST_TIMEOUT_MS,
  uniqueClient,
  type Instances,
} from './instances';

describe.runIf(await redisAnswers())(
  'rate limits shared through Redis by two instances',
  { timeout: TEST_TIMEOUT_MS },
  () => {
    let t: Instances;
    beforeAll(async () => (t = await buildTwoInstances()), BUILD_TIMEOUT_MS);
    afterAll(() => t?.close());

    const history = (app: App, remoteAddress: string) =>
      app.inject({ url: '/api/search/history?sessionID=abcdefghi', remoteAddress });
    async function statuses(app: App, remoteAddress: string, calls: number) {
      const seen: number[] = [];
      for (let i = 0; i < calls; i++) seen.push((await history(app, remoteAddress)).statusCode);
      return seen;
    }

    it('counts hits on one instance against the limit on the other, once synced', async () => {
      const client = uniqueClient().address;
      const limit = RATE_LIMITS.searchHistory; // 60 per 15 minutes
      expect(await statuses(t.a, client, 40)).toEqual(Array(40).fill(200));
      await t.a.hitCounter.sync();

      // B learns A's 40 when it sends its own first hit: 41 so far.
      expect((await history(t.b, client)).statusCode).toBe(200);
      await t.b.hitCounter.sync();
      expect(await statuses(t.b, client, limit - 41)).toEqual(Array(limit - 41).fill(200));
      const refused = await history(t.b, client);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(RATE_LIMITS.windowMs / 1000);

      // And back: A learns B's hits with its next sync, and refuses the client too.
      await t.b.hitCounter.sync();
      expect((await history(t.a, client)).statusCode).toBe(200); // A's own view: 41
      await t.a.hitCounter.sync();
      expect((await history(t.a, client)).statusCode).toBe(429);
    });

    it('keeps other clients apart: their counts start at zero on both instances', async () => {
      const other = uniqueClient().address;
      expect((await history(t.a, other)).statusCode).toBe(200);
      await t.a.hitCounter.sync();
      expect((await history(t.b, other)).statusCode).toBe(200);
    });
  },
);

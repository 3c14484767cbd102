// A client spread round-robin over three instances, many requests at once, is let through at
// most 10 % beyond its limit (it was 81 % with counts shared once a second). Each overshoot is printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../common/constants';
import { redisAnswers } from '../../fixtures/redis';
import {
  BUILD_TIMEOUT_MS,
  buildInstances,
  TEST_TIMEOUT_MS,
  uniqueClient,
  type ManyInstances,
} from './instances';

/** The bound on what several processes together let through beyond a limit. */
const OVERSHOOT = 0.1;
/** Requests in flight at once, as many connections behind a proxy would send them. */
const CONCURRENCY = 60;

describe.runIf(await redisAnswers())(
  'a limit shared by three instances under concurrent load',
  { timeout: TEST_TIMEOUT_MS },
  () => {
    let t: ManyInstances;
    beforeAll(async () => (t = await buildInstances(3)), BUILD_TIMEOUT_MS);
    afterAll(() => t?.close());

    /** Sends `total` requests for `url`, round-robin over the instances, CONCURRENCY at a time: the 200s. */
    async function accepted(url: string, total: number): Promise<number> {
      const { address } = uniqueClient();
      let next = 0;
      let ok = 0;
      const worker = async () => {
        while (next < total) {
          const i = next++;
          const app = t.apps[i % t.apps.length]!;
          if ((await app.inject({ url, remoteAddress: address })).statusCode === 200) ok++;
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      return ok;
    }

    it.each([
      ['the API limit', '/api/config/client', RATE_LIMITS.api],
      ['the search history limit', '/api/search/history?sessionID=abcdefghi', RATE_LIMITS.searchHistory],
    ])('%s: at most a tenth beyond it, and the limit itself let through', async (name, url, limit) => {
      const ok = await accepted(url, Math.round(limit * 1.5));
      const overshoot = ok / limit - 1;
      console.log(
        `${name} (${limit}): ${ok} accepted over three instances, overshoot ${(overshoot * 100).toFixed(1)} %`,
      );
      expect(ok).toBeLessThanOrEqual(limit * (1 + OVERSHOOT));
      expect(ok).toBeGreaterThanOrEqual(limit);
    });
  },
);

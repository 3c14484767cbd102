// The security dashboard's requests per hour are those of every process, not only of the one
// that answers the dashboard (counted in Redis, per hour, sent once a second).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers } from '../../fixtures/redis';
import { signIn, type Caller } from '../../fixtures/roles';
import {
  BUILD_TIMEOUT_MS,
  buildInstances,
  TEST_TIMEOUT_MS,
  uniqueClient,
  type ManyInstances,
} from './instances';

const ADMIN = 'admin@par-heure.fr';

describe.runIf(await redisAnswers())(
  "the dashboard's requests per hour over three instances",
  { timeout: TEST_TIMEOUT_MS },
  () => {
    let t: ManyInstances;
    let admin: Caller;
    beforeAll(async () => {
      t = await buildInstances(3, { ADMIN_EMAILS: ADMIN });
      admin = await signIn(t.apps[0]!, 'Admin', ADMIN);
    }, BUILD_TIMEOUT_MS);
    afterAll(() => t?.close());

    /** The requests of the dashboard's 24 hours, as instance A shows them once every instance has sent its own. */
    async function shownRequests(): Promise<number> {
      await Promise.all(t.apps.map((app) => app.hitCounter.sync()));
      const res = await t.apps[0]!.inject({ url: '/api/admin/security', headers: admin.headers() });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.hourly as Array<{ requests: number }>).reduce((sum, h) => sum + h.requests, 0);
    }

    it('counts the requests each instance served, summed', async () => {
      const before = await shownRequests();
      const served = [7, 11, 13];
      for (const [i, count] of served.entries())
        for (let n = 0; n < count; n++)
          expect(
            (await t.apps[i]!.inject({ url: '/api/health', remoteAddress: uniqueClient().address }))
              .statusCode,
          ).toBe(200);
      const after = await shownRequests();
      // The second look at the dashboard is a request of A's too.
      expect(after - before).toBe(7 + 11 + 13 + 1);
    });

    it('shows the same figures whichever instance answers', async () => {
      const shown: number[] = [];
      for (const app of t.apps) {
        await Promise.all(t.apps.map((each) => each.hitCounter.sync()));
        const res = await app.inject({ url: '/api/admin/security', headers: admin.headers() });
        shown.push(
          (res.json().data.hourly as Array<{ requests: number }>).reduce((sum, h) => sum + h.requests, 0),
        );
      }
      // Each look is one more request, whichever instance served it.
      expect(shown).toEqual([shown[0], shown[0]! + 1, shown[0]! + 2]);
    });
  },
);

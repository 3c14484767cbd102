// 20 simultaneous failures from one address spread over two instances sharing the database and
// Redis: exactly one ban of 10 minutes, at most 5 failures let through (SQLite and PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_JAILS } from '../../../common/constants';
import { redisAnswers } from '../../fixtures/redis';
import {
  BUILD_TIMEOUT_MS,
  buildTwoInstances,
  TEST_TIMEOUT_MS,
  uniqueClient,
  type Instances,
} from '../redis/instances';

describe.runIf(await redisAnswers())(
  'bans decided by two instances at once',
  { timeout: TEST_TIMEOUT_MS },
  () => {
    let t: Instances;
    beforeAll(async () => (t = await buildTwoInstances({ SECURITY_IGNORE_IPS: '' })), BUILD_TIMEOUT_MS);
    afterAll(() => t?.close());

    it('20 concurrent failures over two instances: exactly one ban of 10 minutes', async () => {
      const { address, key } = uniqueClient();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? t.a : t.b).inject({ url: '/api/admin/partners', remoteAddress: address }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(
        SECURITY_JAILS['nginx-admin'].maxRetry,
      );
      expect(statuses.filter((s) => s !== 401).every((s) => s === 403)).toBe(true);
      const bans = await t.first.database.db
        .selectFrom('bans')
        .select(['jail', 'banned_at', 'expires_at'])
        .where('ip', '=', key)
        .execute();
      expect(bans).toHaveLength(1);
      expect(Date.parse(bans[0]!.expires_at) - Date.parse(bans[0]!.banned_at)).toBe(
        SECURITY_JAILS['nginx-admin'].banTimeMs,
      );
      for (const app of [t.a, t.b])
        expect((await app.inject({ url: '/api/health', remoteAddress: address })).statusCode).toBe(403);
    });
  },
);

// Bans live in the shared database: each instance reads them again at least every 5 seconds, so a ban
// whose broadcast was missed (Redis lost a while) still reaches every instance. broadcast.test.ts checks
// the broadcast itself.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SECURITY_JAILS } from '../../../common/constants';
import type { App } from '../../../server/app';
import { redisAnswers } from '../../fixtures/redis';
import {
  BUILD_TIMEOUT_MS,
  buildTwoInstances,
  TEST_TIMEOUT_MS,
  uniqueClient,
  type Instances,
} from './instances';

/** How long an instance trusts the bans it read (server/security/knownBans.ts, BAN_REFRESH_MS). */
const BAN_REFRESH_MS = 5_000;

describe.runIf(await redisAnswers())('bans shared by two instances', { timeout: TEST_TIMEOUT_MS }, () => {
  let t: Instances;
  beforeAll(async () => (t = await buildTwoInstances()), BUILD_TIMEOUT_MS);
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  const health = (app: App, remoteAddress: string) => app.inject({ url: '/api/health', remoteAddress });

  it('refuses on B a ban it was not told of, once B reads the bans again', async () => {
    // The instances' clock stands still until the test moves it: B's view of the bans stays as it read
    // it, however slow the machine, until the test lets the refresh delay pass.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { address: attacker, key } = uniqueClient();
    expect((await health(t.b, attacker)).statusCode).toBe(200); // B has read the bans: none

    // A ban written as another process would, its broadcast lost.
    const expiresAt = new Date(Date.now() + SECURITY_JAILS.auth.banTimeMs).toISOString();
    await t.first.database.db
      .insertInto('bans')
      .values({ ip: key, jail: 'auth', seq: 1, banned_at: new Date().toISOString(), expires_at: expiresAt })
      .execute();

    expect((await health(t.b, attacker)).statusCode).toBe(200); // B still trusts what it read
    vi.setSystemTime(Date.now() + BAN_REFRESH_MS + 1);
    const refused = await health(t.b, attacker);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('banned');
    expect((await health(t.b, uniqueClient().address)).statusCode).toBe(200); // nobody else
  });
});

// Instances of the app, as processes behind a load balancer: one database, one Redis.
import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { buildApp, type App } from '../../../server/app';
import { openDatabase } from '../../../server/platform/db/database';
import { TEST_REDIS_URL } from '../../fixtures/redis';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';
import { until } from '../../fixtures/until';

/** Bound of the hook building both: two apps and their migrations take seconds on a loaded 2-core machine. */
export const BUILD_TIMEOUT_MS = 120_000;
/** Bound of one test: dozens of requests through two apps, over a second on a loaded machine. */
export const TEST_TIMEOUT_MS = 60_000;

export type Instances = { a: App; b: App; first: TestApp; redis: Redis; close: () => Promise<void> };

export async function buildTwoInstances(env: NodeJS.ProcessEnv = {}): Promise<Instances> {
  const { apps, first, redis, close } = await buildInstances(2, env);
  return { a: apps[0]!, b: apps[1]!, first, redis, close };
}

export type ManyInstances = {
  apps: App[];
  first: TestApp;
  redis: Redis;
  /** The run's REDIS_KEY_PREFIX: no other run reads its keys or hears its channel. */
  prefix: string;
  close: () => Promise<void>;
};

/** `count` instances on one database and one Redis, under a key prefix of this run only. */
export async function buildInstances(count: number, env: NodeJS.ProcessEnv = {}): Promise<ManyInstances> {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const first = await buildTestApp({
    env: { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, ...env },
  });
  // The other instances open the same database through connections of their own.
  const others = await Promise.all(
    Array.from({ length: count - 1 }, async () => {
      const database = openDatabase(first.config.database);
      const app = await buildApp({ config: first.config, database, logger: false });
      await app.ready();
      return { app, database };
    }),
  );
  const apps = [first.app, ...others.map((o) => o.app)];
  const redis = new Redis(TEST_REDIS_URL);
  for (const app of apps) await untilRedisReady(app, redis, prefix);
  return {
    apps,
    first,
    redis,
    prefix,
    async close() {
      for (const { app, database } of others) {
        await app.close();
        await database.db.destroy();
      }
      await first.close();
      redis.disconnect();
    },
  };
}

/**
 * An instance's cache drops writes and its counter keeps its hits while their Redis connections are
 * not up yet (they fail open): wait until a write of each has landed in Redis.
 */
async function untilRedisReady(app: App, redis: Redis, prefix: string) {
  const probe = `test:prêt:${randomBytes(6).toString('hex')}`;
  await until(async () => {
    await app.cache.set(probe, '1', 60_000);
    return (await app.cache.get(probe)) === '1';
  });
  app.hitCounter.hit(probe, 60_000);
  await until(async () => {
    await app.hitCounter.sync();
    return (await redis.get(`${prefix}rl:${probe}`)) === '1';
  });
}

/**
 * A client of this run only: an address of the IPv6 documentation range in a /64 of its own, so runs
 * never share a Redis key; `key` is that /64, the name limits and bans know the client by.
 */
export function uniqueClient(): { address: string; key: string } {
  const [a, b] = [randomInt(1, 0x10000), randomInt(1, 0x10000)].map((n) => n.toString(16));
  return { address: `2001:db8:${a}:${b}::1`, key: `2001:db8:${a}:${b}::/64` };
}

// Three processes on one PostgreSQL schema and a Redis of the test's own, behind the round-robin proxy: Redis
// is killed, then started again. Meanwhile a limit holds across the processes, bans and logouts reach every
// process within a second (LISTEN/NOTIFY), health and /metrics say Redis is down; within 2 s of its return
// they say it is back, and bans, logouts and limits hold again. Each moment is printed as a timeline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, SECURITY_JAILS } from '../../common/constants';
import { redisAnswers } from '../fixtures/redis';
import { until } from '../fixtures/until';
import { pinnedClient } from './client';
import { startCluster, uniqueClient, type Cluster } from './cluster';
import { acceptedPastLimit, load } from './load';
import { redisServerInstalled, startOwnRedis, type OwnRedis } from './ownRedis';

const PROPAGATION_MS = 1000;
const LIMIT_OVERSHOOT = 0.1;
/** Redis lost or back: health and /metrics say so within this time. */
const RECOVERY_MS = 2000;
/** Three processes started one after the other on a loaded machine: minutes. */
const START_TIMEOUT_MS = 600_000;

const started = Date.now();
const timeline: string[] = [];
const mark = (text: string) => {
  const line = `+${((Date.now() - started) / 1000).toFixed(2)} s ${text}`;
  timeline.push(line);
  console.log(`[panne redis] ${line}`);
};

/** How long after `since` each origin first passes `check`. */
const delaysUntil = (origins: string[], since: number, check: (origin: string) => Promise<boolean>) =>
  Promise.all(
    origins.map(async (origin) => {
      await until(() => check(origin), 10);
      return Date.now() - since;
    }),
  );

const healthOf = async (origin: string) =>
  (await (await fetch(`${origin}/api/health`)).json()).data as {
    status: string;
    cache: { reachable: boolean };
  };
/** A gauge's value on a process's /metrics (the test runs on loopback, which METRICS_ALLOWED_IPS lets read). */
const gauge = async (origin: string, name: string) => {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
};
/** Redis as each process says it: health `ok` and redis_up 1, or `degraded` and 0. */
const saysRedis = async (origin: string, up: boolean) => {
  const [health, redisUp] = await Promise.all([healthOf(origin), gauge(origin, 'redis_up')]);
  return (
    health.cache.reachable === up && health.status === (up ? 'ok' : 'degraded') && redisUp === (up ? 1 : 0)
  );
};

describe.runIf(redisServerInstalled() && (await redisAnswers()))(
  'three processes while their Redis is down',
  () => {
    let redis: OwnRedis;
    let cluster: Cluster;
    let origins: string[];

    beforeAll(async () => {
      redis = await startOwnRedis();
      cluster = await startCluster({ REDIS_URL: redis.url }, 3, { web: false, oneByOne: true });
      origins = cluster.backends.map((b) => b.origin);
      // Every process has heard the two others' heartbeats.
      for (const origin of origins)
        await until(async () => (await gauge(origin, 'processes_alive')) === 3, 50);
    }, START_TIMEOUT_MS);
    afterAll(async () => {
      await cluster?.close();
      await redis?.stop();
      console.log(`[panne redis] timeline:\n${timeline.join('\n')}`);
    });

    /** Answers accepted past the limiter (neither 429 nor the 403 of the ban its refusals bring). */
    async function limitRun(label: string) {
      const limit = RATE_LIMITS.auth;
      const run = await load(`${cluster.proxy.origin}/auth/user`, {
        connections: 64,
        amount: limit * 20,
        headers: { 'x-forwarded-for': uniqueClient() },
      });
      const accepted = acceptedPastLimit(run.statuses);
      mark(
        `${label}: limit ${limit}, ${accepted} accepted of ${run.total} over 3 processes ` +
          `(overshoot ${(((accepted - limit) / limit) * 100).toFixed(1)} %) ${JSON.stringify(run.statuses)}`,
      );
      expect(accepted).toBeGreaterThanOrEqual(limit);
      expect(accepted).toBeLessThanOrEqual(Math.floor(limit * (1 + LIMIT_OVERSHOOT)));
    }

    /** A ban decided on the first process, and how long the others take to refuse the client. */
    async function banDelays(label: string) {
      const client = uniqueClient();
      const from = { 'x-forwarded-for': client };
      const refuses = async (origin: string) =>
        (await fetch(`${origin}/api/health`, { headers: from })).status === 403;
      for (const origin of origins) expect(await refuses(origin)).toBe(false);
      for (let i = 0; i < SECURITY_JAILS['nginx-admin'].maxRetry; i++)
        expect((await fetch(`${origins[0]}/api/admin/partners`, { headers: from })).status).toBe(401);
      const bannedAt = Date.now();
      expect(await refuses(origins[0]!)).toBe(true);
      const delays = await delaysUntil(origins.slice(1), bannedAt, refuses);
      mark(`${label}: ban refused by the other processes after ${delays.join(' and ')} ms`);
      for (const delay of delays) expect(delay).toBeLessThanOrEqual(PROPAGATION_MS);
    }

    /** A session known by every process, ended on the first: how long the others take to forget it. */
    async function logoutDelays(label: string) {
      const person = pinnedClient(origins[0]!, cluster.proxy.origin);
      await person.signIn({ name: 'Déconnexion', email: `sortie${Date.now()}@grappe.fr` });
      const cookie = person.cookieHeader();
      const signedIn = async (origin: string) => {
        const res = await fetch(`${origin}/auth/user`, { headers: { cookie } });
        return res.ok && Boolean((await res.json()).data.user);
      };
      // Every process reads the session, and keeps it in its cache.
      for (const origin of origins) expect(await signedIn(origin)).toBe(true);
      const out = await person.request('/auth/logout/all', { method: 'POST', json: {} });
      expect(out.status, out.body).toBe(200);
      const loggedOutAt = Date.now();
      expect(await signedIn(origins[0]!)).toBe(false);
      const delays = await delaysUntil(origins.slice(1), loggedOutAt, async (o) => !(await signedIn(o)));
      mark(`${label}: logout honoured by the other processes after ${delays.join(' and ')} ms`);
      for (const delay of delays) expect(delay).toBeLessThanOrEqual(PROPAGATION_MS);
    }

    it('keeps limits, bans and logouts across the processes while Redis is down, and says so', async () => {
      for (const origin of origins) expect(await saysRedis(origin, true)).toBe(true);
      mark('Redis up, 3 processes hear each other (processes_alive 3)');

      await redis.stop();
      const stoppedAt = Date.now();
      mark('Redis killed');
      const seen = await delaysUntil(origins, stoppedAt, (o) => saysRedis(o, false));
      mark(`health degraded and redis_up 0 on every process after ${seen.join('/')} ms`);
      for (const delay of seen) expect(delay).toBeLessThanOrEqual(RECOVERY_MS);
      // The heartbeats go on over PostgreSQL: the limits are still shared by three.
      for (const origin of origins) expect(await gauge(origin, 'processes_alive')).toBe(3);

      await banDelays('Redis down');
      await logoutDelays('Redis down');
      await limitRun('Redis down');

      await redis.start();
      const backAt = Date.now();
      mark('Redis started again (empty)');
      const back = await delaysUntil(origins, backAt, (o) => saysRedis(o, true));
      mark(`health ok and redis_up 1 on every process after ${back.join('/')} ms`);
      for (const delay of back) expect(delay).toBeLessThanOrEqual(RECOVERY_MS);

      await banDelays('Redis back');
      await logoutDelays('Redis back');
      await limitRun('Redis back');
    });
  },
);

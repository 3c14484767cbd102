// What the security layer costs: the same API call from 2,000 visitors' addresses, counted by the
// rate limits in memory and in Redis, against every address ignored (only the address and ban lookups run).
// Budget: the counting costs at most 5 % of requests/s; the lookups every request pays are timed alone.
import type { Options } from 'autocannon';
import { Redis } from 'ioredis';
import { clientAddressOf, clientKeyOf, trustedProxiesOf } from '../server/platform/http/clientAddress';
import { DURATION_S, load, printTable, startBenchApp, type LoadResult } from './lib';

const BUDGET_COST = 0.05;
const PATH = '/api/config/client';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

/** 2,000 addresses of 100.64.0.0/16 (shared address space), each far below its limits as visitors are. */
const VISITORS = 2_000;
const WARM_UP_S = 2;
let next = 0;
const nextAddress = () => {
  const n = next++ % VISITORS;
  return `100.64.${n >> 8}.${n & 255}`;
};

/** Each request from the next visitor's address (behind a trusted proxy: loopback). */
const fromVisitors: Partial<Options> = {
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
      }),
    },
  ],
};

async function loadFromMany(name: string, env: Record<string, string>): Promise<LoadResult> {
  const app = await startBenchApp({ TRUST_PROXY: 'loopback', ...env });
  await load('warm-up', `${app.url}${PATH}`, { ...fromVisitors, duration: WARM_UP_S });
  const result = await load(name, `${app.url}${PATH}`, { ...fromVisitors, duration: DURATION_S });
  await app.close();
  return result;
}

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.flushdb();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** The part of the layer every request pays, address and ban lookup included: nanoseconds each. */
function lookupNanoseconds(): number {
  const trusted = trustedProxiesOf('loopback');
  const bans = new Map<string, number>([['203.0.113.9', Date.now() + 60_000]]);
  const rounds = 1_000_000;
  let hits = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) {
    const key = clientKeyOf(clientAddressOf('127.0.0.1', `100.64.${(i >> 8) & 255}.${i & 255}`, trusted)!);
    if ((bans.get(key) ?? 0) > 0) hits++;
  }
  const elapsed = Number(process.hrtime.bigint() - started);
  if (hits !== 0) throw new Error('unexpected ban hit');
  return elapsed / rounds;
}

const ignored = await loadFromMany('every address ignored (lookups only)', {
  SECURITY_IGNORE_IPS: '0.0.0.0/0,::/0',
});
const memory = await loadFromMany('counted in memory', { SECURITY_IGNORE_IPS: '' });
const rows = [ignored, memory];
if (await redisAnswers())
  rows.push(await loadFromMany('counted in Redis', { SECURITY_IGNORE_IPS: '', REDIS_URL }));
else console.log(`(Redis does not answer at ${REDIS_URL}: the Redis row is left out)`);
printTable(rows, ignored, 'lookups only');

const lookupNs = lookupNanoseconds();
const lookupShare = (lookupNs * ignored.requestsPerSecond) / 1e9;
console.log(
  `\nlookups every request pays: ${lookupNs.toFixed(0)} ns, ${(lookupShare * 100).toFixed(2)} % of a request at ${ignored.requestsPerSecond} req/s`,
);
for (const row of rows.slice(1)) {
  const cost = 1 - row.requestsPerSecond / ignored.requestsPerSecond + lookupShare;
  console.log(
    `${row.name}: the layer costs ${(cost * 100).toFixed(1)} % of requests/s (budget ≤ ${BUDGET_COST * 100} %): ${cost <= BUDGET_COST ? 'OK' : 'OVER BUDGET'}`,
  );
}
if (rows.some((r) => r.errors > 0)) console.log('errors or non-2xx answers: the figures above are not valid');

// The request path measured from outside: the product started as `npm start` runs it, a bare
// `node:http` and a bare Fastify serving the same bytes, each in its own process, and the load generator
// (the autocannon CLI) in another one. Every figure is printed beside its budget (DESIGN.md), ratios taken
// within the same round, each call measured right after its reference. BENCH_ROUNDS (3), BENCH_DURATION_S (8),
// BENCH_CONNECTIONS (50); BENCH_NODE_FLAGS adds flags to the product's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/platform/config';
import { openDatabase } from '../server/platform/db/database';
import { migrateToLatest } from '../server/platform/db/migrate';
import { CONNECTIONS, freePort, loadFromOutside, startProcess, type CliLoad, type Started } from './lib';
import { productArgs } from './product';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const EVENTS_PER_BATCH = 20;
const PARTNER_CODE = 'BENCHREF';

const BUDGET = {
  health: 0.9,
  cachedCall: 0.7,
  p99VersusFastify: 1.5,
  referred: 0.9,
  eventsPerSecond: 50_000,
};

const dataDir = mkdtempSync(join(tmpdir(), 'portail-request-path-'));
const port = await freePort();
const productEnv: Record<string, string> = {
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Loopback is the proxy the load comes through: believed, and never rate-limited.
  TRUST_PROXY: 'loopback',
  SEARCH_PROVIDER: 'local',
  SUGGEST_PROVIDER: 'local',
  SEARCH_CACHE_TTL_S: '600',
  // The keyless sources on a closed local port: a benchmark never reaches the internet.
  WIKIPEDIA_API_URL: 'http://127.0.0.1:2/w/api.php',
  COMMONS_API_URL: 'http://127.0.0.1:2/w/api.php',
  // One address sends all the load: the burst guard would flag it instead of counting it.
  FRAUD_BURST_PER_ADDRESS: '1000000000',
  FRAUD_BURST_PER_NETWORK: '1000000000',
};

// The database as the product will find it, with one active partner whose visitors carry its pa_ref cookie.
const config = loadConfig(productEnv);
{
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  await database.db
    .insertInto('partners')
    .values({
      code: PARTNER_CODE,
      name: 'Partenaire du banc',
      email: 'banc@example.fr',
      status: 'active',
      revenue_share_percent: 50,
      payout_threshold_cents: 5000,
    })
    .execute();
  await database.db.destroy();
}

const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const product = await startProcess([...nodeFlags, ...productArgs()], {
  env: productEnv,
  port,
  readyPath: '/api/health',
});
const base = product.url;
const SEARCH = '/api/search?q=Lyon';
const SUGGEST = '/api/suggest?q=par';
const referred = { cookie: `pa_ref=${PARTNER_CODE}` };

// Warm the caches (and the JIT) before anything is measured.
for (let i = 0; i < 20; i++)
  for (const path of [SEARCH, SUGGEST, '/api/health'])
    await fetch(`${base}${path}`).then(async (r) => {
      if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    });

// The bare servers serve the product's own bytes, its headers included: /0 those of /api/health, /1 the search's.
const SENT_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const answers = [await fetch(`${base}/api/health`), await fetch(`${base}${SEARCH}`)];
const bodyFiles = await Promise.all(
  answers.map(async (answer, i) => {
    const file = join(dataDir, `body-${i}.json`);
    writeFileSync(file, await answer.text());
    const headers = [...answer.headers].filter(([name]) => !SENT_BY_NODE.has(name));
    writeFileSync(`${file}.headers`, JSON.stringify(Object.fromEntries(headers)));
    return file;
  }),
);
const bareNode = await startProcess(['--import', 'tsx', 'bench/bare-server.ts', 'node', ...bodyFiles]);
const bareFastify = await startProcess(['--import', 'tsx', 'bench/bare-server.ts', 'fastify', ...bodyFiles]);

const eventBody = JSON.stringify({
  events: Array.from({ length: EVENTS_PER_BATCH }, (_, i) =>
    i % 4 === 3
      ? { type: 'ad_filled', slot: 'top', path: '/search?q=lyon' }
      : { type: 'page_view', path: `/search?q=lyon&page=${(i % 3) + 1}` },
  ),
});

/** A load, with the CPU time (user + system) the serving process spent per request answered. */
type Measured = CliLoad & { cpuUsPerRequest: number };
type Round = Record<
  | 'node'
  | 'fastify'
  | 'fastifyBeforeSuggest'
  | 'fastifySearch'
  | 'health'
  | 'suggest'
  | 'search'
  | 'referred'
  | 'events',
  Measured
>;
const rounds: Round[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  console.log(`round ${round}/${ROUNDS} (${CONNECTIONS} connections, ${DURATION_S} s each)…`);
  // Each load also reads the CPU time the serving process spent on it: CPU per request hardly moves when other
  // work shares the machine, where requests per second do.
  const run = async (
    name: string,
    server: Started,
    path: string,
    options: Parameters<typeof loadFromOutside>[2] = {},
  ): Promise<Measured> => {
    const cpuBefore = server.cpuUs();
    const load = await loadFromOutside(name, `${server.url}${path}`, { duration: DURATION_S, ...options });
    const answered = load.ok + load.errors;
    return { ...load, cpuUsPerRequest: answered > 0 ? (server.cpuUs() - cpuBefore) / answered : Number.NaN };
  };
  rounds.push({
    // Each call right after its reference: on a machine shared with other work, the load around changes within
    // a minute, and a ratio is only as good as the closeness of its two runs.
    node: await run('bare node:http', bareNode, '/0'),
    fastify: await run('bare Fastify', bareFastify, '/0'),
    health: await run('GET /api/health', product, '/api/health'),
    fastifyBeforeSuggest: await run('bare Fastify', bareFastify, '/0'),
    suggest: await run(`GET ${SUGGEST}`, product, SUGGEST),
    fastifySearch: await run('bare Fastify, search bytes', bareFastify, '/1'),
    search: await run(`GET ${SEARCH} (cached)`, product, SEARCH),
    referred: await run(`GET ${SEARCH} with pa_ref`, product, SEARCH, { headers: referred }),
    events: await run(`POST /events (${EVENTS_PER_BATCH} per batch)`, product, '/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: eventBody,
    }),
  });
}

// SIGTERM: the product writes what it still holds (events, attribution counts) before it exits.
await product.stop();
await bareNode.stop();
await bareFastify.stop();

const database = openDatabase(config.database);
const storedEvents = Number(
  (
    await database.db
      .selectFrom('site_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
const attributedSearches = Number(
  (
    await database.db
      .selectFrom('partner_daily_stats')
      .select((eb) => eb.fn.coalesce(eb.fn.sum('searches'), eb.lit(0)).as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
await database.db.destroy();
const acknowledgedEvents = rounds.reduce((sum, r) => sum + r.events.ok * EVENTS_PER_BATCH, 0);
// Plus the warm-up, which sent none with the cookie: every acknowledged referred search is counted.
const acknowledgedReferred = rounds.reduce((sum, r) => sum + r.referred.ok, 0);

// The table: each figure as the range over the rounds, each ratio taken within its round.
const range = (values: number[], digits = 0) => {
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return low === high ? low : `${low}–${high}`;
};
const fmt = (n: number) => n.toLocaleString('en-US');
const rangeInt = (values: number[]) => {
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? fmt(low) : `${fmt(low)}–${fmt(high)}`;
};
const pct = (values: number[]) => `${range(values.map((v) => v * 100))} %`;
const verdict = (oks: boolean[]) =>
  oks.every(Boolean)
    ? 'met'
    : oks.some(Boolean)
      ? `met in ${oks.filter(Boolean).length}/${oks.length}`
      : 'NOT met';

type Line = {
  call: string;
  of: (r: Round) => Measured;
  versus?: (r: Round) => Measured;
  budget: string;
  /** The budget: at least `share` of `budgetVersus`'s requests per second (and `p99` when given). */
  share?: number;
  budgetVersus?: (r: Round) => Measured;
  p99?: boolean;
};
const lines: Line[] = [
  { call: 'bare node:http', of: (r) => r.node, versus: (r) => r.fastify, budget: 'ceiling of Node' },
  {
    call: 'bare Fastify, one route',
    of: (r) => r.fastify,
    versus: (r) => r.fastify,
    budget: 'ceiling of the framework',
  },
  {
    call: 'bare Fastify, search bytes',
    of: (r) => r.fastifySearch,
    versus: (r) => r.fastifySearch,
    budget: 'reference of the search',
  },
  {
    call: 'GET /api/health',
    of: (r) => r.health,
    versus: (r) => r.fastify,
    budget: `≥ ${BUDGET.health * 100} % of bare Fastify`,
    share: BUDGET.health,
    budgetVersus: (r) => r.fastify,
  },
  {
    call: `GET ${SUGGEST} (cached)`,
    of: (r) => r.suggest,
    versus: (r) => r.fastifyBeforeSuggest,
    budget: `≥ ${BUDGET.cachedCall * 100} %, p99 ≤ ${BUDGET.p99VersusFastify} × bare Fastify's`,
    share: BUDGET.cachedCall,
    budgetVersus: (r) => r.fastifyBeforeSuggest,
    p99: true,
  },
  {
    call: `GET ${SEARCH} (cached)`,
    of: (r) => r.search,
    versus: (r) => r.fastifySearch,
    budget: `≥ ${BUDGET.cachedCall * 100} %, p99 ≤ ${BUDGET.p99VersusFastify} × bare Fastify's`,
    share: BUDGET.cachedCall,
    budgetVersus: (r) => r.fastifySearch,
    p99: true,
  },
  {
    call: `GET ${SEARCH} with a partner's pa_ref`,
    of: (r) => r.referred,
    versus: (r) => r.fastifySearch,
    budget: `≥ ${BUDGET.referred * 100} % of the same search without it`,
    share: BUDGET.referred,
    budgetVersus: (r) => r.search,
  },
];

/** The budget on requests per second (and p99) within the round. */
const metByRate = (line: Line, r: Round) =>
  line.of(r).requestsPerSecond >= line.share! * line.budgetVersus!(r).requestsPerSecond &&
  (!line.p99 || line.of(r).p99Ms <= BUDGET.p99VersusFastify * line.budgetVersus!(r).p99Ms);
/** The same share read from CPU per request: the throughput the process's CPU allows, next to the reference's. */
const cpuShare = (of: Measured, versus: Measured) => versus.cpuUsPerRequest / of.cpuUsPerRequest;

console.log(
  `\n| call | req/s | ÷ bare Fastify | ÷ bare node:http | p99 ms | CPU µs/req | CPU share | budget | by req/s | by CPU |`,
);
console.log('|---|---:|---:|---:|---:|---:|---:|---|---|---|');
for (const line of lines) {
  const loads = rounds.map(line.of);
  const errors = loads.reduce((sum, l) => sum + l.errors, 0);
  const versus = line.budgetVersus ?? line.versus;
  const cells = [
    line.call,
    rangeInt(loads.map((l) => l.requestsPerSecond)),
    line.versus
      ? pct(rounds.map((r) => line.of(r).requestsPerSecond / line.versus!(r).requestsPerSecond))
      : '',
    pct(rounds.map((r) => line.of(r).requestsPerSecond / r.node.requestsPerSecond)),
    range(loads.map((l) => l.p99Ms)),
    range(
      loads.map((l) => l.cpuUsPerRequest),
      1,
    ),
    versus ? pct(rounds.map((r) => cpuShare(line.of(r), versus(r)))) : '',
    line.budget,
    line.share ? verdict(rounds.map((r) => metByRate(line, r))) : '',
    line.share ? verdict(rounds.map((r) => cpuShare(line.of(r), line.budgetVersus!(r)) >= line.share!)) : '',
  ];
  console.log(`| ${cells.join(' | ')} |${errors > 0 ? ` (${errors} errors)` : ''}`);
}
const referredRatio = pct(rounds.map((r) => r.referred.requestsPerSecond / r.search.requestsPerSecond));
const eventsPerSecond = rounds.map((r) => r.events.requestsPerSecond * EVENTS_PER_BATCH);
const allStored = storedEvents >= acknowledgedEvents;
console.log(
  `| POST /events, ${EVENTS_PER_BATCH} per batch | ${rangeInt(rounds.map((r) => r.events.requestsPerSecond))} | | | ${range(
    rounds.map((r) => r.events.p99Ms),
  )} | ${range(
    rounds.map((r) => r.events.cpuUsPerRequest),
    1,
  )} | | ≥ ${fmt(BUDGET.eventsPerSecond)} events/s, every acknowledged event stored | ${rangeInt(eventsPerSecond)} events/s: ${verdict(
    eventsPerSecond.map((e) => e >= BUDGET.eventsPerSecond && allStored),
  )} | |`,
);
console.log(
  `\nReferred search ÷ the same search without pa_ref: ${referredRatio} (budget ≥ ${BUDGET.referred * 100} %).`,
);
console.log(
  `Events: ${fmt(acknowledgedEvents)} acknowledged, ${fmt(storedEvents)} stored: ${allStored ? 'every acknowledged event stored' : 'SOME ACKNOWLEDGED EVENTS LOST'}.`,
);
console.log(
  `Attribution: ${fmt(acknowledgedReferred)} referred searches answered, ${fmt(attributedSearches)} counted for the partner once the product stopped: ${
    attributedSearches >= acknowledgedReferred ? 'every one counted' : 'SOME NOT COUNTED'
  }.`,
);

// The reason beside a budget not met in every round: its shortfall in those rounds, and how much the bare
// references themselves moved between rounds of this same run (a machine shared with other work).
const shortfalls = lines.flatMap((line) =>
  line.share === undefined
    ? []
    : rounds.flatMap((r, i) =>
        metByRate(line, r)
          ? []
          : [
              `${line.call}, round ${i + 1}: ${Math.round((line.of(r).requestsPerSecond / line.budgetVersus!(r).requestsPerSecond) * 100)} % for ${line.share! * 100} %, p99 ${line.of(r).p99Ms} ms for ${line.budgetVersus!(r).p99Ms} ms`,
            ],
      ),
);
const spread = (values: number[]) => `${Math.round((Math.max(...values) / Math.min(...values) - 1) * 100)} %`;
if (shortfalls.length > 0)
  console.log(
    `\nNot met in every round by req/s: ${shortfalls.join('; ')}. Between rounds of this run the bare references ` +
      `themselves moved by ${spread(rounds.map((r) => r.node.requestsPerSecond))} (node:http) and ` +
      `${spread(rounds.map((r) => r.fastify.requestsPerSecond))} (Fastify) in req/s, and bare Fastify's CPU per ` +
      `request by ${spread(rounds.map((r) => r.fastify.cpuUsPerRequest))}: the machine is shared with other work.`,
  );

// Uncached local search at 35k and 1M pages, on SQLite and PostgreSQL: the product runs as `npm start` runs
// it, in its own process, and the load comes from another (bench/local-search-load.ts).
// Budget (DESIGN.md): p95 ≤ 20 ms at 35k pages and ≤ 50 ms at 1M pages, common prefixes and stop words included.
// Env: LOCAL_SEARCH_DATABASES=sqlite,postgres  LOCAL_SEARCH_SIZES=35k,1M  LOCAL_SEARCH_ROUNDS=10
//      LOCAL_SEARCH_CONNECTIONS=1  BENCH_DATABASE_URL  BENCH_LOCAL_DIR (where the built indexes are kept).
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as pause } from 'node:timers/promises';
import { freePort } from '../tests/fixtures/serverProcess';
import { databaseEnv, ensureGenerated, type DatabaseKind, type Size } from './local-index';
import type { LoadOrder, LoadReport } from './local-search-load';
import { productArgs } from './product';
import { loadInChild } from './child';

/** Each size's p95 budget. */
const BUDGET_P95_MS: Record<Size, number> = { '35k': 20, '1M': 50 };

/** Held apart from the tests: what people type, the classic traps of a full-text rank first. */
const QUERIES = [
  'départ',
  'saint',
  'rue',
  'de la',
  'le',
  'les',
  'la',
  'du',
  'sai',
  'mon',
  'mairie',
  'horaires',
  'département',
  'lyon',
  'paris',
  'mairie de lyon',
  'rue de la république',
  'recette crêpes',
  'église saint pierre',
  'musée d’orsay horaires',
  'comment faire une demande de carte d’identité à la mairie',
  'quels sont les horaires des trains au départ de la gare de lyon',
  'appartement à vendre près de la gare',
  'marseile',
  'bordeau',
  'toulousse',
  'départemnt du rhône',
  'zzzxq',
] as const;

/** Each query as a search of page 1, a later page, safe search off and sorted by date. */
const PATHS = QUERIES.flatMap((q, i) => {
  const base = `/api/search?q=${encodeURIComponent(q)}`;
  const variant = ['', '&page=2', '&safesearch=off', '&sort=date'][i % 4];
  return [base, `${base}${variant}`];
});

const ROUNDS = Number(process.env.LOCAL_SEARCH_ROUNDS ?? 10);
const CONNECTIONS = Number(process.env.LOCAL_SEARCH_CONNECTIONS ?? 1);
const databases = (process.env.LOCAL_SEARCH_DATABASES ?? 'sqlite,postgres').split(',') as DatabaseKind[];
const sizes = (process.env.LOCAL_SEARCH_SIZES ?? '35k,1M').split(',') as Size[];

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, productArgs(), {
    env: {
      PATH: process.env.PATH,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEARCH_PROVIDER: 'local',
      // Every search reaches the index: no result cache in front of it.
      SEARCH_CACHE_TTL_S: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Waits on the server's answer, not on a time; migrating a large index may take a while.
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    await pause(100);
  }
  return { url, child };
}

const runLoad = (order: LoadOrder) => loadInChild<LoadReport>('bench/local-search-load.ts', order);

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (value: number) => value.toFixed(1);

const rows: string[] = [];
const slowest: string[] = [];
let failed = false;
for (const kind of databases)
  for (const size of sizes) {
    const env = databaseEnv(kind, size);
    ensureGenerated(env, size);
    const server = await startServer(env);
    try {
      // One pass first: the numbers are of a warm server, as in production, with the result cache off.
      await runLoad({ baseUrl: server.url, paths: PATHS, rounds: 1, connections: 1 });
      const report = await runLoad({
        baseUrl: server.url,
        paths: PATHS,
        rounds: ROUNDS,
        connections: CONNECTIONS,
      });
      const all = Object.values(report.latenciesMs)
        .flat()
        .sort((a, b) => a - b);
      const p95 = percentile(all, 0.95);
      const budgetP95Ms = BUDGET_P95_MS[size];
      const ok = p95 <= budgetP95Ms && report.errors.length === 0;
      failed ||= !ok;
      rows.push(
        `| ${kind} | ${size} | ${all.length} | ${ms(percentile(all, 0.5))} | ${ms(p95)} | ${ms(percentile(all, 0.99))} | ${ms(all.at(-1)!)} | ${Math.round(all.length / report.seconds)} | ≤ ${budgetP95Ms} | ${ok ? 'ok' : `NO${report.errors.length ? ` (${report.errors.length} errors: ${report.errors[0]})` : ''}`} |`,
      );
      const byQuery = Object.entries(report.latenciesMs)
        .map(
          ([path, times]) =>
            [
              path,
              percentile(
                times.sort((a, b) => a - b),
                0.95,
              ),
            ] as const,
        )
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5);
      slowest.push(
        `${kind} ${size}: ${byQuery.map(([path, t]) => `${decodeURIComponent(path.slice(14))} ${ms(t)}`).join(' · ')}`,
      );
    } finally {
      server.child.kill();
    }
  }

console.log(
  `\nUncached local search (GET /api/search, ${PATHS.length} searches × ${ROUNDS} rounds, ${CONNECTIONS} connection(s)):`,
);
console.log(
  '| database | pages | searches | p50 ms | p95 ms | p99 ms | max ms | req/s | budget p95 ms | verdict |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|');
for (const row of rows) console.log(row);
console.log('\nSlowest searches (p95 ms):');
for (const line of slowest) console.log(`- ${line}`);
process.exit(failed ? 1 : 0);

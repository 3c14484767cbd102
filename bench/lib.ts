// Shared pieces of the load benchmarks: the app on a free port, a bare node:http reference and an autocannon run.
import autocannon, { type Options } from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type DatabaseHandle } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** The reference: what this machine serves with no framework at all, for the same answer body. */
export function startBareServer(
  body = JSON.stringify({ data: { status: 'ok' } }),
): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, server });
    }),
  );
}

/** The whole product on SQLite in a fresh folder, listening on a free port; `prepare` runs before it starts. */
export async function startBenchApp(
  env: Record<string, string> = {},
  prepare?: (database: DatabaseHandle) => Promise<unknown>,
) {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'portail-bench-')),
    LOG_LEVEL: 'warn',
    // The keyless sources on a closed local port: a benchmark never reaches the internet.
    WIKIPEDIA_API_URL: 'http://127.0.0.1:2/w/api.php',
    COMMONS_API_URL: 'http://127.0.0.1:2/w/api.php',
    ...env,
  });
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  await prepare?.(database);
  const app = await buildApp({ config, database });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    config,
    database,
    url,
    async close() {
      await app.close();
      await database.db.destroy();
    },
  };
}

export async function load(name: string, url: string, options: Partial<Options> = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(rows: LoadResult[], reference: LoadResult, versus = 'bare node:http') {
  console.log(`| what | req/s | p50 ms | p99 ms | errors | vs ${versus} |`);
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const ratio = ((r.requestsPerSecond / reference.requestsPerSecond) * 100).toFixed(0);
    console.log(
      `| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${ratio} % |`,
    );
  }
}

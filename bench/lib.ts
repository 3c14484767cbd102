// Shared pieces of the load benchmarks: the app on a free port, a bare node:http reference and an autocannon run.
import autocannon, { type Options } from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/platform/config';
import { openDatabase, type DatabaseHandle } from '../server/platform/db/database';
import { migrateToLatest } from '../server/platform/db/migrate';

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

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

/** A process started for a benchmark, with its port once it listens. */
export type Started = {
  port: number;
  url: string;
  stop: () => Promise<void>;
  output: () => string;
  /** CPU time the process has used so far (user + system), in µs; NaN where /proc is missing. */
  cpuUs: () => number;
};

const CLOCK_TICKS_PER_S = 100;

/** User + system CPU time of a process from /proc/<pid>/stat (fields 14 and 15, in clock ticks), in µs. */
export function cpuUsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S) * 1e6;
  } catch {
    return Number.NaN;
  }
}

/**
 * Starts `node <args>` in its own process and waits until it listens: until it prints `listening <port>`, or,
 * when `readyUrl` is given (port known in advance), until that URL answers 200.
 */
export async function startProcess(
  args: string[],
  { env = {}, port, readyPath }: { env?: Record<string, string>; port?: number; readyPath?: string } = {},
): Promise<Started> {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  let found = port;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited:\n${output}`);
    if (found === undefined) {
      const match = /listening (\d+)/.exec(output);
      if (match) found = Number(match[1]);
    } else if (!readyPath) break;
    else {
      const ok = await fetch(`http://127.0.0.1:${found}${readyPath}`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (found === undefined) throw new Error(`${args.join(' ')} never listened:\n${output}`);
  return {
    port: found,
    url: `http://127.0.0.1:${found}`,
    output: () => output,
    cpuUs: () => cpuUsOf(child.pid),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export type CliLoad = LoadResult & { ok: number };

/**
 * One autocannon run in its own process (the CLI): the load generator never shares the measured server's
 * thread. `headers` as name → value; `body` for a POST.
 */
export function loadFromOutside(
  name: string,
  url: string,
  { method = 'GET', headers = {}, body, duration = DURATION_S }: LoadOptions = {},
): Promise<CliLoad> {
  const args = [AUTOCANNON_CLI, '-j', '-c', String(CONNECTIONS), '-d', String(duration), '-m', method];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
  if (body !== undefined) args.push('-b', body);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('exit', (code) => {
      try {
        const result = JSON.parse(out) as {
          requests: { average: number };
          latency: { p50: number; p99: number };
          errors: number;
          non2xx: number;
          '2xx': number;
        };
        resolve({
          name,
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.non2xx,
          ok: result['2xx'],
        });
      } catch {
        reject(new Error(`autocannon exited ${code}: ${err}`));
      }
    });
  });
}

type LoadOptions = { method?: string; headers?: Record<string, string>; body?: string; duration?: number };

const AUTOCANNON_CLI = fileURLToPath(new URL('../node_modules/autocannon/autocannon.js', import.meta.url));

/** A port nobody listens on now (the product is told its port, as `npm start` is). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

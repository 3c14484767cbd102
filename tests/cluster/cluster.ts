// Three processes of the product as `npm start` runs them (node --import tsx server/main.ts, the web build in
// dist/web) on one fresh PostgreSQL schema and one Redis prefix, behind the round-robin proxy; migrations run
// once before, as deploy/compose.yaml's `migrate` service does.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/database';
import { OFFLINE_WIKIMEDIA } from '../fixtures/providers/wikimedia/offline';
import { TEST_REDIS_URL } from '../fixtures/redis';
import { freePort } from '../fixtures/serverProcess';
import { TEST_PG_URL } from '../fixtures/testApp';
import { until } from '../fixtures/until';
import { startRoundRobinProxy, type RoundRobinProxy } from './proxy';

export const ROOT = join(import.meta.dirname, '../..');
export const ADMIN_EMAIL = 'admin@grappe.fr';

export type Backend = { origin: string; child: ChildProcess; dataDir: string; output: () => string };
export type Cluster = {
  proxy: RoundRobinProxy;
  backends: Backend[];
  /** The environment every process got: a tool run beside them (the nightly job) takes the same. */
  env: NodeJS.ProcessEnv;
  database: DatabaseHandle;
  redis: Redis;
  close: () => Promise<void>;
};

/** `npm start` builds first: the same build, made once when this checkout has none (CI builds before). WEB_ROOT
 * names a build made elsewhere (`WEB_OUT_DIR=… vite build`), which the processes then serve. */
export function ensureWebBuild() {
  const webRoot = process.env.WEB_ROOT ?? join(ROOT, 'dist/web');
  const built = [join(webRoot, 'index.html'), `${webRoot}-ssr/entry-server.mjs`].every((file) =>
    existsSync(file),
  );
  if (built) return;
  // As a shell runs it: Vitest's NODE_ENV=test would make Vite draw the server renderer with React's dev JSX.
  const env = { ...process.env, NODE_ENV: 'production' };
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8', env });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
}

function runTool(script: string, env: NodeJS.ProcessEnv) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${script} failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
}

function startBackend(env: NodeJS.ProcessEnv, port: number): Backend {
  const dataDir = mkdtempSync(join(tmpdir(), 'portail-grappe-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { origin: `http://127.0.0.1:${port}`, child, dataDir, output: () => output };
}

async function untilHealthy(backend: Backend) {
  let exited = false;
  backend.child.once('exit', () => (exited = true));
  await until(async () => {
    if (exited) throw new Error(`${backend.origin} exited before answering:\n${backend.output()}`);
    const res = await fetch(`${backend.origin}/api/health`).catch(() => null);
    return res?.status === 200;
  }, 100);
}

/** `web: false` for a test that loads no page: the processes serve the API without a web build. `oneByOne`:
 * each process starts once the last answers (three starting at once on a loaded machine can pass Fastify's
 * 10 s plugin deadline). */
export async function startCluster(
  extraEnv: NodeJS.ProcessEnv = {},
  count = 3,
  { web = true, oneByOne = false } = {},
): Promise<Cluster> {
  if (web) ensureWebBuild();
  const id = randomBytes(5).toString('hex');
  const schema = `grappe_${id}`;
  const proxy = await startRoundRobinProxy();
  const toolDir = mkdtempSync(join(tmpdir(), 'portail-grappe-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    ...(process.env.WEB_ROOT && { WEB_ROOT: process.env.WEB_ROOT }),
    DATA_DIR: toolDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: proxy.origin,
    DATABASE_URL: TEST_PG_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `grappe:${id}:`,
    TRUST_PROXY: 'loopback',
    // One secret and one IBAN key for all: what one process signs or seals, the others read.
    SESSION_SECRET: randomBytes(36).toString('base64url'),
    IBAN_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    ADMIN_EMAILS: ADMIN_EMAIL,
    SEARCH_PROVIDER: 'local',
    ...OFFLINE_WIKIMEDIA,
    ...extraEnv,
  };
  const database = openDatabase({ dialect: 'postgres', url: TEST_PG_URL, schema });
  const redis = new Redis(TEST_REDIS_URL);
  const backends: Backend[] = [];
  const close = async () => {
    await proxy.close();
    await Promise.all(
      backends.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    for (const dir of [toolDir, ...backends.map((b) => b.dataDir)])
      rmSync(dir, { recursive: true, force: true });
    // A query the processes left running (PostgreSQL ends it only when it would answer) holds the schema's tables.
    await sql`select pg_terminate_backend(l.pid) from pg_locks l join pg_class c on c.oid = l.relation
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema} and l.pid <> pg_backend_pid()`.execute(
      database.db,
    );
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
    await database.db.destroy();
    const keys = await redis.keys(`grappe:${id}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  };
  try {
    runTool('server/platform/db/cli-migrate.ts', env);
    for (let i = 0; i < count; i++) {
      backends.push(startBackend(env, await freePort()));
      if (oneByOne) await untilHealthy(backends.at(-1)!);
    }
    await Promise.all(backends.map(untilHealthy));
    proxy.backends.push(...backends.map((b) => b.origin));
  } catch (error) {
    await close();
    throw error;
  }
  return { proxy, backends, env, database, redis, close };
}

/** A client of this run only: an IPv6 documentation address in a /64 of its own (limits and bans key on it). */
export function uniqueClient(): string {
  const group = () => randomBytes(2).toString('hex');
  return `2001:db8:${group()}:${group()}::1`;
}

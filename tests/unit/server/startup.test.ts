import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type Run } from '../../fixtures/serverProcess';

// Each test waits for what the process does (its exit, its "Server listening" line), never for a
// time: a cold `tsx` start takes seconds on a loaded 2-core machine. The only bound is this one, for
// a process that hangs.
const HUNG_PROCESS_MS = 120_000;

const running = new Set<ChildProcess>();
afterEach(() => {
  // A test that failed half-way leaves no server behind.
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

async function startServer(
  env: NodeJS.ProcessEnv,
  onListening?: (child: ChildProcess) => Promise<void>,
): Promise<Run> {
  const server = spawnServer(env);
  running.add(server.child);
  // What fails while it listens stops it, and fails the test with that failure.
  let failure: unknown;
  void server.listening
    .then(() => onListening?.(server.child))
    .catch((error: unknown) => {
      failure = error;
      server.child.kill('SIGKILL');
    });
  const run = await server.exited;
  running.delete(server.child);
  if (failure) throw failure;
  return run;
}

describe('npm start (server/main.ts)', { timeout: HUNG_PROCESS_MS }, () => {
  it.each([
    [{ PORT: 'trois-mille' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://root@localhost/db' }, 'DATABASE_URL'],
  ])('stops on %o with exit code 1 and one clear line naming the variable', async (env, name) => {
    const run = await startServer(env);
    expect(run.code).toBe(1);
    const lines = run.stderr
      .trim()
      .split('\n')
      .filter((l) => !l.includes('npm warn'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Configuration invalide: ${name} `));
  });

  it('stops with one line when the PostgreSQL server does not answer', async () => {
    const run = await startServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^Base de données injoignable/);
  });

  it('serves, then shuts down cleanly on SIGTERM with exit code 0', async () => {
    const port = await freePort();
    let health: unknown;
    const run = await startServer({ PORT: String(port), HOST: '127.0.0.1' }, async (child) => {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.json());
      child.kill('SIGTERM');
    });
    expect(health).toMatchObject({
      data: { status: 'ok', database: { reachable: true, dialect: 'sqlite' } },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('arrêt en cours');
  });
});

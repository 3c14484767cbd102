import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { freePort, spawnServer, type Run } from '../../fixtures/serverProcess';

function startServer(
  env: NodeJS.ProcessEnv,
  onListening?: (child: ChildProcess) => Promise<void>,
): Promise<Run> {
  const server = spawnServer(env);
  void server.listening.then(() => onListening?.(server.child));
  return server.exited;
}

describe('npm start (server/main.ts)', () => {
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
  }, 20_000);
});

import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Run = { code: number | null; stdout: string; stderr: string };

function startServer(
  env: NodeJS.ProcessEnv,
  onListening?: (child: ReturnType<typeof spawn>) => Promise<void>,
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'portail-start-')),
        LOG_LEVEL: 'info',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    let listening = false;
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (!listening && stdout.includes('Server listening')) {
        listening = true;
        void onListening?.(child);
      }
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
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

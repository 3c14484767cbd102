// A Redis server of the test's own, on a port of its own, that the test stops and starts again: the shared test
// Redis is never stopped. Nothing is written to disk, so a Redis started again is empty, as after a crash.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from '../fixtures/serverProcess';
import { until } from '../fixtures/until';

export type OwnRedis = {
  url: string;
  /** Kills the server (SIGKILL, as a crash): resolves once it has exited. */
  stop: () => Promise<void>;
  /** Starts it again on the same port: resolves once it accepts connections. */
  start: () => Promise<void>;
};

export const redisServerInstalled = () => spawnSync('redis-server', ['--version']).status === 0;

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean) => (socket.destroy(), resolve(ok));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = server;
    await until(async () => {
      if (server.exitCode !== null) throw new Error(`redis-server exited (${server.exitCode}) on ${port}`);
      return accepts(port);
    }, 10);
  };
  const stop = async () => {
    const server = child;
    child = null;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}

// A load script of bench/ run in its own process, so the load never shares the measured server's event loop.
import { spawn } from 'node:child_process';

/** Runs a load script of bench/ in its own process with its order as JSON; the JSON report it prints. */
export function loadInChild<Report>(script: string, order: unknown): Promise<Report> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(order)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Report) : reject(new Error(`load exited ${code}`)),
    ),
  );
}

// Load from another process (autocannon's command line): the proxy in the test's own process keeps its event
// loop to itself, so the rates measured are the servers' and the proxy's, not the load generator's.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './cluster';

export type Load = {
  /** Requests per second, on average over the run. */
  rate: number;
  total: number;
  p99Ms: number;
  non2xx: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
};

export async function load(
  url: string,
  {
    connections,
    amount,
    durationS,
    headers = {},
  }: {
    connections: number;
    amount?: number;
    durationS?: number;
    headers?: Record<string, string>;
  },
): Promise<Load> {
  const args = [join(ROOT, 'node_modules/autocannon/autocannon.js'), '-j', '-n', '-c', String(connections)];
  if (amount) args.push('-a', String(amount));
  else args.push('-d', String(durationS ?? 5));
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const child = spawn(process.execPath, [...args, url]);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`autocannon failed (${code}): ${stderr}`);
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p99: number };
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  return {
    rate: Math.round(result.requests.average),
    total: result.requests.total,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([s, { count }]) => [s, count])),
  };
}

/** Answers accepted past the limiter: neither refused for the limit (429) nor for the ban refusals bring (403). */
export const acceptedPastLimit = (statuses: Load['statuses']) =>
  Object.entries(statuses)
    .filter(([status]) => status !== '429' && status !== '403')
    .reduce((sum, [, count]) => sum + count, 0);

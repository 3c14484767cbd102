// The load generator of bench/local-search.ts, in its own process: GET each path in turn on `connections`
// keep-alive connections and print every request's latency per path as JSON.
import { Agent, get } from 'node:http';

export type LoadOrder = { baseUrl: string; paths: string[]; rounds: number; connections: number };
export type LoadReport = { latenciesMs: Record<string, number[]>; seconds: number; errors: string[] };

function timedGet(agent: Agent, url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0 }));
    }).on('error', reject);
  });
}

const order = JSON.parse(process.argv[2]!) as LoadOrder;
const agent = new Agent({ keepAlive: true, maxSockets: order.connections });
const work = Array.from({ length: order.rounds }, () => order.paths).flat();
const report: LoadReport = { latenciesMs: {}, seconds: 0, errors: [] };
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: order.connections }, async () => {
    while (next < work.length) {
      const path = work[next++]!;
      const { ms, status } = await timedGet(agent, `${order.baseUrl}${path}`);
      if (status !== 200) report.errors.push(`${status} ${path}`);
      (report.latenciesMs[path] ??= []).push(ms);
    }
  }),
);
report.seconds = (performance.now() - started) / 1000;
agent.destroy();
process.stdout.write(JSON.stringify(report));

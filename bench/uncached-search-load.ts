// The load generator of bench/uncached-search.ts, in its own process: autocannon on `connections` keep-alive
// connections, each request a search never asked before (three words of `words`, the n-th combination of a
// walk that visits each combination once), printed as JSON.
import autocannon from 'autocannon';
import { pathToFileURL } from 'node:url';

export type UncachedOrder = {
  url: string;
  words: string[];
  /** Where this run's walk starts: runs of one bench take disjoint stretches, so no query comes twice. */
  from: number;
  connections: number;
  durationS: number;
};
export type UncachedReport = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  ok: number;
  /** The first query asked, to show what the load looks like. */
  sample: string;
};

/** A multiplier coprime with any count of combinations not divisible by it: the walk is a permutation. */
const STRIDE = 2_654_435_761;

/** The n-th query of the walk: three words, never the same three in the same order twice. */
export function queryAt(words: string[], n: number): string {
  const count = words.length;
  const combinations = count * count * count;
  let at = Number((BigInt(n) * BigInt(STRIDE)) % BigInt(combinations));
  const picked: string[] = [];
  for (let i = 0; i < 3; i++) {
    picked.push(words[at % count]!);
    at = Math.floor(at / count);
  }
  return picked.join(' ');
}

// Run as the load generator, not when another file reads queryAt.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const order = JSON.parse(process.argv[2]!) as UncachedOrder;
  let next = order.from;
  const result = await autocannon({
    url: order.url,
    connections: order.connections,
    duration: order.durationS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/api/search?q=${encodeURIComponent(queryAt(order.words, next++))}`,
        }),
      },
    ],
  });
  const report: UncachedReport = {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    ok: result['2xx'],
    sample: queryAt(order.words, order.from),
  };
  process.stdout.write(JSON.stringify({ ...report, asked: next - order.from }));
}

// The uncached local search, query by query. Budget (DESIGN.md): p95 ≤ 20 ms. The cached /api/search and
// /api/suggest under load are measured from outside by bench/request-path.ts.
import { createLocalProvider } from '../server/search/results/local/provider';
import { seedShippedData } from '../server/seed';
import { startBenchApp } from './lib';

const UNCACHED_QUERIES = [
  'lyon',
  'le',
  'la',
  'saint',
  'paris',
  'eglise',
  'bretagne',
  'italie',
  'de la',
  'rhône',
  'mont',
  'sur',
];

const app = await startBenchApp({ SEARCH_CACHE_TTL_S: '600' }, seedShippedData);
const { database } = app;

// Uncached: every query straight to the index (no cache in front), timed one by one.
const local = createLocalProvider(database);
const signal = new AbortController().signal;
const timings: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const q of UNCACHED_QUERIES) {
    const started = performance.now();
    await local.search({
      q,
      tab: 'web',
      lang: 'auto',
      safe: round % 2 === 0,
      safeSearch: round % 2 === 0 ? 'active' : 'off',
      sort: 'relevance',
      page: 1 + (round % 5),
      signal,
    });
    timings.push(performance.now() - started);
  }
}
timings.sort((a, b) => a - b);
const p = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(1);
console.log(
  `Uncached local search over ${timings.length} queries (stop words included): p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms (budget p95 ≤ 20 ms)\n`,
);

await app.close();

// /api/search (local index, cached and uncached) and /api/suggest under load, beside bare node:http.
// Budgets (DESIGN.md): cached search and suggest ≥ 70 % of bare with p99 ≤ 5 ms; uncached local p95 ≤ 20 ms.
import { createLocalProvider } from '../server/search/local/provider';
import { seedShippedData } from '../server/seed';
import { load, printTable, startBareServer, startBenchApp } from './lib';

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
const { database, url: appUrl } = app;
const searchUrl = `${appUrl}/api/search?q=lyon`;
const searchBody = await fetch(searchUrl).then((r) => r.text());
// The same bytes on the wire: the ratio then measures the framework and our code, not the payload size.
const bare = await startBareServer(searchBody);

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

const reference = await load(`bare node:http (${searchBody.length} B body)`, bare.url);
const cached = await load('GET /api/search (cached)', searchUrl);
const suggest = await load('GET /api/suggest', `${appUrl}/api/suggest?q=sai`);
printTable([reference, cached, suggest], reference);

await app.close();
bare.server.close();

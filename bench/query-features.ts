// What reading a query costs a search: the instant answers (every kind, remote ones on a closed port), the
// operators and the bang test, per query, timed in this process (no load: a cost per call, not a throughput).
// Budget: answers + operators + bangs add ≤ 1 ms to a search.
import { parseSearchOperators, queryCacheText } from '../common/searchOperators';
import { loadConfig } from '../server/platform/config';
import { warmPublicData } from '../server/search/answers/publicData';
import { createAnswerModules } from '../server/search/answers/registry';
import { createAnswersService } from '../server/search/answers/service';
import { bangRedirectOf } from '../server/search/bangs/service';

const BUDGET_MS = 1;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);

/** Queries none of them answers: the common case, which must cost next to nothing. */
const ORDINARY = [
  'lyon',
  'paris 15',
  "musée d'orsay horaires",
  'le bon coin',
  'impots.gouv',
  'gare de lyon',
  'pharmacie de garde',
  'victor hugo',
  'élection présidentielle 2027',
  'recette pâte à crêpes',
  'lyon -sainte',
  '"tour eiffel" site:fr',
  'rapport annuel filetype:pdf',
  'chat OR chien',
];
/** Queries a computed kind answers (the remote kinds would wait on the network: their cost is their source's). */
const ANSWERED = [
  '2+2',
  '15 % de 80',
  '10 km en miles',
  '30 °C en fahrenheit',
  'heure new york',
  'dans 90 jours',
  'jours fériés 2027',
  '69003',
  'département 69',
  'population de marseille',
];
const BANGS = ['!w lyon', 'lyon !yt', '!lbc vélo'];

const config = loadConfig({
  ECB_RATES_URL: 'http://127.0.0.1:2/eurofxref-daily.xml',
  OPEN_METEO_URL: 'http://127.0.0.1:2/v1/forecast',
  GEO_API_URL: 'http://127.0.0.1:2/communes',
  LOG_LEVEL: 'warn',
});
const answers = createAnswersService({ modules: createAnswerModules(config), timeoutMs: 300 });
warmPublicData();

/** Each query read as a search reads it: its cache key, its answer, its bang, its operators (uncached path). */
function readQuery(q: string): void {
  queryCacheText(q);
  const answer = answers.answer(q);
  if (answer instanceof Promise) throw new Error(`"${q}" asked a remote source`);
  bangRedirectOf({ q });
  parseSearchOperators(q);
}

function timeEach(label: string, queries: string[]): void {
  for (const q of queries) readQuery(q); // first use builds the tables
  const perQuery: number[] = [];
  for (const q of queries) {
    const started = performance.now();
    for (let i = 0; i < ROUNDS; i++) readQuery(q);
    perQuery.push((performance.now() - started) / ROUNDS);
  }
  const mean = perQuery.reduce((a, b) => a + b, 0) / perQuery.length;
  const worst = Math.max(...perQuery);
  const worstQuery = queries[perQuery.indexOf(worst)];
  console.log(
    `${label}: mean ${(mean * 1000).toFixed(1)} µs per search, slowest ${(worst * 1000).toFixed(1)} µs ("${worstQuery}") – budget ≤ ${BUDGET_MS * 1000} µs`,
  );
}

timeEach('Ordinary queries (no answer)', ORDINARY);
timeEach('Answered queries (computed kinds)', ANSWERED);
timeEach('Queries with a bang', BANGS);

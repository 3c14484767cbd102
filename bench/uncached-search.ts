// Uncached searches under load, from outside: the product as `npm start` runs it (result cache on, the web sources
// unreachable), bare Fastify serving the search's bytes, and the load generator in a third process
// (bench/uncached-search-load.ts), each search new (three words of the index's own vocabulary and of common French
// words, never the same query twice), beside the cached search of the same run.
// Budget: ≥ 1,500 req/s a process with p99 ≤ 100 ms at 50 connections on the shipped 35k pages; p99 ≤ 150 ms at 1M.
// Env: UNCACHED_DATABASES=sqlite[,postgres]  UNCACHED_SIZES=35k[,1M]  BENCH_ROUNDS (3)  BENCH_DURATION_S (8)
//      BENCH_CONNECTIONS (50)  BENCH_DATABASE_URL  BENCH_LOCAL_DIR  BENCH_NODE_FLAGS (e.g. --cpu-prof --cpu-prof-dir=…)
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FRENCH_STOP_WORDS } from '../common/stopwords';
import { buildDataset } from '../server/search/results/local/dataset';
import { loadInChild } from './child';
import { CONNECTIONS, freePort, loadFromOutside, startProcess, type Started } from './lib';
import { databaseEnv, ensureGenerated, type DatabaseKind, type Size } from './local-index';
import { productArgs } from './product';
import type { UncachedOrder, UncachedReport } from './uncached-search-load';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const databases = (process.env.UNCACHED_DATABASES ?? 'sqlite').split(',') as DatabaseKind[];
const sizes = (process.env.UNCACHED_SIZES ?? '35k').split(',') as Size[];
const BUDGET = { requestsPerSecond: 1500, p99Ms: { '35k': 100, '1M': 150 } } as const;
const CACHED = '/api/search?q=Lyon';

/** Ordinary French words people search for, most of them in no title of the index. */
const COMMON_WORDS = (
  'fromage vin pain musique salade livre maison jardin voiture vélo chien chat école travail santé médecin ' +
  'pharmacie boulangerie recette gâteau chocolat café thé bière plage montagne mer lac rivière forêt neige ' +
  'soleil pluie vent météo train gare avion hôtel restaurant cinéma théâtre concert festival musée église ' +
  'château piscine stade football rugby tennis natation vacances voyage location appartement loyer prix ' +
  'emploi salaire impôts banque assurance retraite mutuelle mairie carte identité passeport permis ' +
  'conduire famille enfant bébé mariage anniversaire cadeau fleur arbre légume fruit pomme poire fraise ' +
  'tomate poulet poisson viande soupe crêpe tarte pizza pâtes riz sucre farine beurre lait œuf miel ' +
  'ordinateur téléphone internet logiciel jeu film série roman poème histoire géographie science ' +
  'mathématiques physique chimie biologie musicien peintre photo dessin danse chanson guitare piano ' +
  'marché magasin boutique vêtement chaussure robe manteau pull lunettes montre sac bijou parfum ' +
  'médicament hôpital urgence docteur dentiste infirmier vaccin grippe rhume fièvre sommeil sport ' +
  'randonnée camping pêche chasse ferme vache cheval mouton cochon poule abeille oiseau papillon'
).split(' ');

/** The words searched: the index's own (from the shipped pages' titles) and the common ones, each once. */
function vocabulary(): string[] {
  const words = new Set<string>();
  for (const page of buildDataset())
    for (const word of page.title.toLowerCase().split(/[^\p{L}]+/u))
      if (word.length >= 3 && !FRENCH_STOP_WORDS.has(word)) words.add(word);
  // As many index words as common ones: most queries mix both, as people type them.
  const indexWords = [...words].filter((_, i) => i % Math.max(1, Math.floor(words.size / 2000)) === 0);
  return [...new Set([...COMMON_WORDS, ...indexWords])];
}

const loadUncached = (order: UncachedOrder) =>
  loadInChild<UncachedReport>('bench/uncached-search-load.ts', order);

type Measured = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  cpuUsPerRequest: number;
};

/** A load, with the CPU time (user + system) the serving process spent per request answered. */
async function measured(
  server: Started,
  load: () => Promise<{
    requestsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    errors: number;
    ok: number;
  }>,
): Promise<Measured> {
  const cpuBefore = server.cpuUs();
  const result = await load();
  const answered = result.ok + result.errors;
  return { ...result, cpuUsPerRequest: answered > 0 ? (server.cpuUs() - cpuBefore) / answered : Number.NaN };
}

const words = vocabulary();
console.log(`${words.length} words; ${CONNECTIONS} connections, ${DURATION_S} s a call, ${ROUNDS} rounds.`);
const range = (values: number[], digits = 0) => {
  const [low, high] = [Math.min(...values).toFixed(digits), Math.max(...values).toFixed(digits)];
  return low === high ? low : `${low}–${high}`;
};
const pct = (values: number[]) => `${range(values.map((v) => v * 100))} %`;

const table: string[] = [];
let walked = 0;
let failed = false;
for (const kind of databases)
  for (const size of sizes) {
    const env = databaseEnv(kind, size);
    ensureGenerated(env, size);
    const port = await freePort();
    const product = await startProcess(
      [...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean), ...productArgs()],
      {
        env: {
          ...env,
          HOST: '127.0.0.1',
          PORT: String(port),
          LOG_LEVEL: 'warn',
          TRUST_PROXY: 'loopback',
          SEARCH_CACHE_TTL_S: '600',
          // The web sources on a closed local port: unreachable, as when the machine is offline.
          WIKIPEDIA_API_URL: 'http://127.0.0.1:2/w/api.php',
          COMMONS_API_URL: 'http://127.0.0.1:2/w/api.php',
          ECB_RATES_URL: 'http://127.0.0.1:2/rates.xml',
          OPEN_METEO_URL: 'http://127.0.0.1:2/forecast',
          GEO_API_URL: 'http://127.0.0.1:2',
          FRAUD_BURST_PER_ADDRESS: '1000000000',
          FRAUD_BURST_PER_NETWORK: '1000000000',
        },
        port,
        readyPath: '/api/health',
      },
    );
    const dataDir = mkdtempSync(join(tmpdir(), 'portail-uncached-'));
    const bodyFile = join(dataDir, 'search.json');
    const answer = await fetch(`${product.url}${CACHED}`);
    writeFileSync(bodyFile, await answer.text());
    const SENT_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    writeFileSync(
      `${bodyFile}.headers`,
      JSON.stringify(Object.fromEntries([...answer.headers].filter(([name]) => !SENT_BY_NODE.has(name)))),
    );
    const bare = await startProcess(['--import', 'tsx', 'bench/bare-server.ts', 'fastify', bodyFile]);
    const uncached = (durationS: number) => {
      const order = { url: product.url, words, from: walked, connections: CONNECTIONS, durationS };
      // Far more than any run asks for: the next run's queries are others.
      walked += 10_000_000;
      return loadUncached(order);
    };
    try {
      // A warm server, as in production: the JIT and the database's pages warm.
      await uncached(3);
      const rounds: { bare: Measured; cached: Measured; uncached: Measured }[] = [];
      let sample = '';
      for (let round = 1; round <= ROUNDS; round++) {
        console.log(`${kind} ${size}: round ${round}/${ROUNDS}…`);
        const bareLoad = await measured(bare, () =>
          loadFromOutside('bare Fastify', `${bare.url}/0`, { duration: DURATION_S }),
        );
        const cachedLoad = await measured(product, () =>
          loadFromOutside('cached', `${product.url}${CACHED}`, { duration: DURATION_S }),
        );
        const uncachedLoad = await measured(product, async () => {
          const report = await uncached(DURATION_S);
          sample = report.sample;
          return report;
        });
        rounds.push({ bare: bareLoad, cached: cachedLoad, uncached: uncachedLoad });
      }
      const row = (call: string, of: (r: (typeof rounds)[number]) => Measured, budget = '') =>
        table.push(
          `| ${kind} | ${size} | ${call} | ${range(rounds.map((r) => of(r).requestsPerSecond))} | ${pct(
            rounds.map((r) => of(r).requestsPerSecond / r.bare.requestsPerSecond),
          )} | ${range(rounds.map((r) => of(r).p50Ms))} | ${range(rounds.map((r) => of(r).p99Ms))} | ${range(
            rounds.map((r) => of(r).cpuUsPerRequest),
          )} | ${rounds.reduce((sum, r) => sum + of(r).errors, 0)} | ${budget} |`,
        );
      const p99Budget = BUDGET.p99Ms[size];
      const met = rounds.filter(
        (r) =>
          r.uncached.requestsPerSecond >= BUDGET.requestsPerSecond &&
          r.uncached.p99Ms <= p99Budget &&
          r.uncached.errors === 0,
      ).length;
      failed ||= met < rounds.length;
      row('bare Fastify, search bytes', (r) => r.bare);
      row(`GET ${CACHED} (cached)`, (r) => r.cached);
      row(
        `GET /api/search, a new query each time (« ${sample} »…)`,
        (r) => r.uncached,
        `≥ ${BUDGET.requestsPerSecond} req/s, p99 ≤ ${p99Budget} ms: ${met === rounds.length ? 'met' : `met in ${met}/${rounds.length}`}`,
      );
    } finally {
      await product.stop();
      await bare.stop();
    }
  }

console.log(
  `\nUncached search under load (${CONNECTIONS} connections, ${DURATION_S} s a call, ${ROUNDS} rounds):`,
);
console.log(
  '| database | pages | call | req/s | ÷ bare Fastify | p50 ms | p99 ms | CPU µs/req | errors | budget |',
);
console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---|');
for (const line of table) console.log(line);
process.exit(failed ? 1 : 0);

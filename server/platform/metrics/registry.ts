// The product's Prometheus metrics, one registry per app (tests build many apps in one process). Domain code
// counts through `metricsOf(database)`: a single line where the thing happens, nothing when no app measures.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database';
import { poolOf } from '../db/database';
import { SOURCE_STATES, type SourceStates } from '../health/sourceStates';
import { DURATION_BUCKETS } from './httpStats';

/** `processMetrics`: the process's CPU, memory, event-loop lag and GC too (one app per process: not in tests,
 * which build many, each of whose GC watch would stay). `sources`: each outside source's state, read when scraped. */
export function createMetrics(
  database: DatabaseHandle,
  { processMetrics = false, sources }: { processMetrics?: boolean; sources?: SourceStates } = {},
) {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics = {
    registry,
    providerDuration: new Histogram({
      name: 'search_provider_duration_seconds',
      help: 'Durée des appels aux fournisseurs de recherche, réussis ou non',
      labelNames: ['provider'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    providerFailures: new Counter({
      name: 'search_provider_failures_total',
      help: 'Appels aux fournisseurs de recherche en échec (erreur, délai dépassé, format)',
      labelNames: ['provider', 'reason'] as const,
      registers,
    }),
    eventsQueued: new Counter({
      name: 'events_queued_total',
      help: 'Événements du site reçus et mis en file d’écriture',
      registers,
    }),
    eventsWritten: new Counter({
      name: 'events_written_total',
      help: 'Événements du site écrits en base',
      registers,
    }),
    imports: new Counter({
      name: 'revenue_imports_total',
      help: 'Imports de revenus AdSense menés à bien (à la main ou de nuit)',
      registers,
    }),
    nightlyImports: new Counter({
      name: 'revenue_nightly_imports_total',
      help: 'Imports de nuit, par issue',
      labelNames: ['outcome'] as const,
      registers,
    }),
    bans: new Counter({
      name: 'security_bans_total',
      help: 'Adresses bannies, par prison',
      labelNames: ['jail'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requêtes refusées par les limites de débit (429)',
      registers,
    }),
  };
  if (sources) registerSourceGauges(sources, registers);
  const pool = poolOf(database.db);
  if (pool)
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connexions PostgreSQL de ce processus : ouvertes, libres, requêtes en attente d’une connexion',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** `search_source_up{source}` 1 while a source answers (up or slow), 0 when unreachable; `search_source_state`
 * 1 on its current state's line; its median latency. A source never called has no line yet. */
function registerSourceGauges(sources: SourceStates, registers: Registry[]): void {
  new Gauge({
    name: 'search_source_up',
    help: 'Source extérieure joignable (1) ou non (0), d’après ses derniers appels',
    labelNames: ['source'] as const,
    registers,
    collect() {
      for (const [source, report] of Object.entries(sources.report()))
        this.set({ source }, report.state === 'unreachable' ? 0 : 1);
    },
  });
  new Gauge({
    name: 'search_source_state',
    help: 'État de chaque source extérieure : up, slow ou unreachable (1 sur l’état actuel)',
    labelNames: ['source', 'state'] as const,
    registers,
    collect() {
      for (const [source, report] of Object.entries(sources.report()))
        for (const state of SOURCE_STATES) this.set({ source, state }, report.state === state ? 1 : 0);
    },
  });
  new Gauge({
    name: 'search_source_latency_seconds',
    help: 'Durée médiane des derniers appels de chaque source extérieure',
    labelNames: ['source'] as const,
    registers,
    collect() {
      for (const [source, report] of Object.entries(sources.report()))
        this.set({ source }, report.latencyMs / 1000);
    },
  });
}

const byDatabase = new WeakMap<DatabaseHandle, Metrics>();

/** The metrics of the app on this database (set by the metrics plugin). */
export function metricsOf(database: DatabaseHandle): Metrics | undefined {
  return byDatabase.get(database);
}

export function attachMetrics(database: DatabaseHandle, metrics: Metrics): void {
  byDatabase.set(database, metrics);
}

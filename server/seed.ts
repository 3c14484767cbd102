// The shipped data a new install searches and suggests from: written at start, once per data set version, by one process.
import type { DatabaseHandle } from './platform/db/database';
import { readMeta } from './platform/db/meta';
import { finishJobRun, retakeJobRun } from './platform/jobs/store';
import { DATASET_VERSION } from './search/results/local/dataset';
import { ensureLocalIndex } from './search/results/local/seed';
import { ensureSuggestTerms, SUGGEST_TERMS_VERSION } from './search/suggest/seed';

/** The job_runs row of the seed: its `day` is the data set version, so one row is one version's lock. */
export const SEED_JOB = 'seed-shipped-data';
/** The version of everything seeded (pages, then suggestions, whose version holds the pages'): the lock's day. */
export const SEED_VERSION = SUGGEST_TERMS_VERSION;
/** A seed `running` longer than this lost its process (a seed takes under a minute): the next start takes it over. */
const STALE_SEED_MS = 10 * 60_000;

/** `elsewhere`: another process is writing it; this one serves meanwhile, its searches complete once that is done. */
export type SeedOutcome = 'seeded' | 'current' | 'elsewhere';

/** Processes starting together on one database: the one that takes the version's row seeds, the others go on. */
export async function seedShippedData(database: DatabaseHandle): Promise<SeedOutcome> {
  if (await shippedDataCurrent(database)) return 'current';
  const staleBefore = new Date(Date.now() - STALE_SEED_MS).toISOString();
  if (!(await retakeJobRun(database, SEED_JOB, SEED_VERSION, staleBefore))) return 'elsewhere';
  try {
    const pages = await ensureLocalIndex(database);
    await ensureSuggestTerms(database);
    await finishJobRun(database, SEED_JOB, SEED_VERSION, { status: 'ok', detail: `${pages} pages` });
    return 'seeded';
  } catch (error) {
    // A failed seed is taken again by the next start (retakeJobRun takes a failed row).
    await finishJobRun(database, SEED_JOB, SEED_VERSION, {
      status: 'failed',
      detail: (error as Error).message,
    }).catch(() => {});
    throw error;
  }
}

async function shippedDataCurrent(database: DatabaseHandle): Promise<boolean> {
  const [index, suggest] = await Promise.all([
    readMeta(database, 'local_index_dataset'),
    readMeta(database, 'suggest_dataset'),
  ]);
  return index === DATASET_VERSION && suggest === SUGGEST_TERMS_VERSION;
}

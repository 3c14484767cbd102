// Three processes starting together on one fresh PostgreSQL schema: one seeds the shipped data, the others serve.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/platform/config';
import { openDatabase } from '../../../server/platform/db/database';
import { readMeta } from '../../../server/platform/db/meta';
import { migrateToLatest } from '../../../server/platform/db/migrate';
import { finishJobRun, takeJobRun } from '../../../server/platform/jobs/store';
import { buildDataset, DATASET_VERSION } from '../../../server/search/results/local/dataset';
import { ensureLocalIndex } from '../../../server/search/results/local/seed';
import { SEED_JOB, SEED_VERSION, seedShippedData } from '../../../server/seed';
import { ensureSuggestTerms } from '../../../server/search/suggest/seed';
import { freePort, spawnServer, type ServerProcess } from '../../fixtures/serverProcess';
import { buildTestApp, TEST_DIALECT, TEST_PG_URL, type TestApp } from '../../fixtures/testApp';
import { until } from '../../fixtures/until';

/** Bound of a test: three cold `tsx` starts and an 18-second seed on a loaded 2-core machine. */
const TEST_TIMEOUT_MS = 240_000;

/** Pages of the shipped data set: one per URL (the data set names one URL twice, the last wins). */
const DATASET_PAGES = new Set(buildDataset().map((page) => page.url)).size;

type Started = { origin: string; listenedAt: number; stdout: () => string; server: ServerProcess };

/** Processes of the real server (`server/main.ts`) on one fresh PostgreSQL schema, and the test's own connections to it. */
function fleetOnFreshSchema() {
  const schema = `seed_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portail-seed-'));
  const baseEnv = {
    DATABASE_URL: TEST_PG_URL,
    DATABASE_SCHEMA: schema,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADSENSE_NIGHTLY_IMPORT: 'false',
  };
  const database = openDatabase(loadConfig(baseEnv).database);
  const started: Started[] = [];

  async function close() {
    for (const { server } of started) server.child.kill('SIGTERM');
    await Promise.all(started.map(({ server }) => server.exited));
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
    await database.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }

  async function start(): Promise<Started> {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = spawnServer({ ...baseEnv, PORT: String(port), PUBLIC_URL: origin });
    let out = '';
    server.child.stdout!.on('data', (chunk) => (out += chunk));
    const one = { server, origin, listenedAt: 0, stdout: () => out };
    started.push(one);
    await Promise.race([
      server.listening,
      server.exited.then((run) => Promise.reject(new Error(`le serveur s’est arrêté : ${run.stderr}`))),
    ]);
    one.listenedAt = Date.now();
    return one;
  }

  const seedRun = async () =>
    database.db
      .selectFrom('job_runs')
      .select(['status', 'at', 'detail'])
      .where('job', '=', SEED_JOB)
      .where('day', '=', SEED_VERSION)
      .executeTakeFirst();

  const pageCount = async () =>
    Number(
      (
        await database.db
          .selectFrom('search_pages')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  return { database, start, close, seedRun, pageCount };
}

async function searchTitles(origin: string, q: string): Promise<string[]> {
  const res = await fetch(`${origin}/api/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { results: { title: string }[] } };
  return body.data.results.map((r) => r.title);
}

/** What the process's start did with the shipped data (its log line), `current` when it had nothing to do. */
function seedOutcome(one: Started) {
  const line = one
    .stdout()
    .split('\n')
    .find((l) => l.includes('"seed":'));
  return line ? (JSON.parse(line) as { seed: string }).seed : 'current';
}

describe.skipIf(TEST_DIALECT !== 'postgres')(
  'the shipped data seeded once across processes (PostgreSQL)',
  () => {
    let fleet: ReturnType<typeof fleetOnFreshSchema>;
    beforeEach(() => void (fleet = fleetOnFreshSchema()));
    afterEach(() => fleet.close());

    it(
      'starts three processes at once: one seeds, the others serve without waiting, and all search the index',
      async () => {
        const three = await Promise.all([fleet.start(), fleet.start(), fleet.start()]);
        await until(async () => (await fleet.seedRun())?.status === 'ok');
        const run = (await fleet.seedRun())!;
        expect(run.detail).toBe(`${DATASET_PAGES} pages`);
        expect(await fleet.pageCount()).toBe(DATASET_PAGES);
        for (const one of three)
          expect(await searchTitles(one.origin, 'Lyon')).toContain('Lyon (69) – commune du Rhône');

        const outcomes = three.map(seedOutcome);
        expect(outcomes.filter((o) => o === 'seeded')).toHaveLength(1);
        for (const [i, outcome] of outcomes.entries()) {
          if (outcome === 'seeded') continue;
          expect(['elsewhere', 'current']).toContain(outcome);
          // A process that left the seed to another listened before that seed was done.
          if (outcome === 'elsewhere') expect(three[i]!.listenedAt).toBeLessThan(Date.parse(run.at));
        }
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'a process starting while another seeds serves at once, and searches what that seed wrote',
      async () => {
        // The test plays the process busy seeding: the version's row is taken, nothing written yet.
        await migrateToLatest(fleet.database);
        expect(await takeJobRun(fleet.database, SEED_JOB, SEED_VERSION)).toBe(true);
        const late = await fleet.start();
        expect(seedOutcome(late)).toBe('elsewhere');
        expect((await fetch(`${late.origin}/api/health`)).status).toBe(200);
        expect(await searchTitles(late.origin, 'Marseille')).toEqual([]);

        await ensureLocalIndex(fleet.database);
        await ensureSuggestTerms(fleet.database);
        await finishJobRun(fleet.database, SEED_JOB, SEED_VERSION, { status: 'ok', detail: '' });
        expect(await searchTitles(late.origin, 'Lyon')).toContain('Lyon (69) – commune du Rhône');
        expect(await fleet.pageCount()).toBe(DATASET_PAGES);
      },
      TEST_TIMEOUT_MS,
    );
  },
);

describe('the seed’s lock (job_runs row of the data set version)', () => {
  let t: TestApp;
  beforeEach(async () => void (t = await buildTestApp()));
  afterEach(() => t.close());

  it(
    'leaves a seed running elsewhere to it, takes over one whose process died, and is then current',
    async () => {
      await takeJobRun(t.database, SEED_JOB, SEED_VERSION);
      expect(await seedShippedData(t.database)).toBe('elsewhere');
      expect(await readMeta(t.database, 'local_index_dataset')).toBeNull();
      // Still `running` eleven minutes later: its process is gone.
      await t.database.db
        .updateTable('job_runs')
        .set({ at: new Date(Date.now() - 11 * 60_000).toISOString() })
        .where('job', '=', SEED_JOB)
        .execute();
      expect(await seedShippedData(t.database)).toBe('seeded');
      expect(await seedShippedData(t.database)).toBe('current');
      expect(await readMeta(t.database, 'local_index_dataset')).toBe(DATASET_VERSION);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'takes again a seed that failed',
    async () => {
      await takeJobRun(t.database, SEED_JOB, SEED_VERSION);
      await finishJobRun(t.database, SEED_JOB, SEED_VERSION, { status: 'failed', detail: 'disque plein' });
      expect(await seedShippedData(t.database)).toBe('seeded');
    },
    TEST_TIMEOUT_MS,
  );
});

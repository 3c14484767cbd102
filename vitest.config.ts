// Unit tests, then the API tests on SQLite and – whenever it answers – on PostgreSQL.
import { createConnection } from 'node:net';
import { defineConfig } from 'vitest/config';

const PG = { host: '127.0.0.1', port: 5432 };
const REDIS = { host: '127.0.0.1', port: 6379 };

function answers(server: { host: string; port: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(server);
    const done = (ok: boolean) => (socket.destroy(), resolve(ok));
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export default defineConfig(async () => {
  const withPostgres = process.env.TEST_SKIP_POSTGRES !== '1' && (await answers(PG));
  if (!withPostgres && process.env.TEST_REQUIRE_SERVICES === '1')
    throw new Error(`PostgreSQL must answer on ${PG.host}:${PG.port} (TEST_REQUIRE_SERVICES=1)`);
  if (!withPostgres)
    console.warn(`PostgreSQL does not answer on ${PG.host}:${PG.port}: API tests run on SQLite only.`);
  // Three server processes on PostgreSQL and Redis (tests/cluster): only where both answer.
  const withCluster = withPostgres && (process.env.TEST_REDIS_URL !== undefined || (await answers(REDIS)));
  if (withPostgres && !withCluster && process.env.TEST_REQUIRE_SERVICES === '1')
    throw new Error(`Redis must answer on ${REDIS.host}:${REDIS.port} (TEST_REQUIRE_SERVICES=1)`);
  if (!withCluster)
    console.warn('PostgreSQL or Redis does not answer: the three-process test (cluster) is skipped.');
  // A deadline guards against a hang, never a speed: a loaded 2-core machine must still pass.
  const deadlines = { testTimeout: 60_000, hookTimeout: 60_000 };
  const apiProject = (name: 'sqlite' | 'postgres') => ({
    test: {
      ...deadlines,
      name: `api-${name}`,
      include: ['tests/api/**/*.test.ts'],
      env: { TEST_DB: name },
      environment: 'node',
    },
  });
  return {
    test: {
      // One line at the end of a run when ../shared/testdata is absent (tests/fixtures/testdata.ts), and one
      // when Redis does not answer (tests/fixtures/redis.ts).
      globalSetup: ['tests/fixtures/testdataNotice.ts', 'tests/fixtures/redisNotice.ts'],
      projects: [
        // Component tests (*.test.tsx) choose jsdom in their first line and run the React the build ships.
        {
          test: {
            ...deadlines,
            name: 'unit',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            environment: 'node',
          },
        },
        apiProject('sqlite'),
        ...(withPostgres ? [apiProject('postgres')] : []),
        // Starts the servers as `npm start` does (the web build made first when missing): minutes, not seconds.
        ...(withCluster
          ? [
              {
                test: {
                  name: 'cluster',
                  include: ['tests/cluster/**/*.test.ts'],
                  environment: 'node',
                  testTimeout: 180_000,
                  hookTimeout: 300_000,
                },
              },
            ]
          : []),
      ],
    },
  };
});

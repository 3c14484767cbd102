import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '../../../common/health';
import { dataOf } from '../../../common/api';
import { buildApp } from '../../../server/app';
import { openDatabase } from '../../../server/platform/db/database';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../../fixtures/testApp';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  it(`answers 200 with the ${TEST_DIALECT} database reachable, the version and the uptime`, async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const { data } = dataOf(healthSchema).parse(res.json());
    expect(data.status).toBe('ok');
    expect(data.database).toMatchObject({ reachable: true, dialect: TEST_DIALECT });
    expect(data.database.schemaVersion).toMatch(/^\d{4}-\d{2}-\d{2}-\d{4}-/);
    expect(data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
    // Without REDIS_URL the cache lives in memory: always reachable (a Redis outage: tests/api/redis/outage.test.ts).
    expect(data.cache).toEqual({ kind: 'memory', reachable: true });
  });

  it('answers 503 "degraded" when the database does not answer', async () => {
    // Signing in with Google: the built-in provider reads its shared key from the database when it starts.
    const config = {
      ...t.config,
      builtinSignIn: false,
      google: { ...t.config.google, clientId: 'client.apps.example', clientSecret: 'secret' },
      database: { dialect: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none', schema: 'public' },
    } as const;
    const database = openDatabase(config.database);
    const app = await buildApp({ config, database, logger: false });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().data).toMatchObject({
      status: 'degraded',
      database: { reachable: false, schemaVersion: null },
    });
    await app.close();
    await database.db.destroy();
  });
});

// What /api/health reports: reachability of the database and of Redis, schema version, uptime.
import type { Health } from '../../common/health';
import type { Cache } from '../cache/cache';
import { isReachable, type DatabaseHandle } from '../db/database';
import { APP_VERSION } from '../version';
import { readMeta } from '../db/meta';

/** Load balancers poll health often: the database is asked at most once a second. */
const DATABASE_CHECK_TTL_MS = 1000;

type DatabaseCheck = Health['database'];

const startedAt = Date.now();
const checks = new WeakMap<DatabaseHandle, { at: number; check: Promise<DatabaseCheck> }>();

/** `degraded` when the database or Redis does not answer; only the database makes it a 503 (see routes). */
export async function readHealth(
  database: DatabaseHandle,
  cache: Pick<Cache, 'kind' | 'reachable'>,
  sources: Health['sources'] = [],
): Promise<Health> {
  const dbCheck = await checkDatabase(database);
  const cacheCheck = { kind: cache.kind, reachable: cache.reachable() };
  return {
    status: dbCheck.reachable && cacheCheck.reachable ? 'ok' : 'degraded',
    database: dbCheck,
    cache: cacheCheck,
    version: APP_VERSION,
    uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
    ...(sources.length > 0 && { sources }),
  };
}

/** The answer as sent: its status and its JSON text. */
export type HealthAnswer = { status: 200 | 503; text: string };

/**
 * The answer of the current second, written once: the figures change by the second and the database is asked at
 * most once a second anyway, so a load balancer polling hard costs one JSON text per second (issue 19).
 */
export function healthAnswers(read: () => Promise<Health>): () => Promise<HealthAnswer> {
  let written: { second: number; answer: Promise<HealthAnswer> } | null = null;
  return () => {
    const second = Math.floor(Date.now() / 1000);
    if (written?.second !== second)
      written = {
        second,
        answer: read().then((health) => ({
          // Without Redis every process still serves (uncached, limits counted alone): 200, said `degraded`.
          status: health.database.reachable ? 200 : 503,
          text: JSON.stringify({ data: health }),
        })),
      };
    return written.answer;
  };
}

function checkDatabase(database: DatabaseHandle): Promise<DatabaseCheck> {
  const cached = checks.get(database);
  if (cached && Date.now() - cached.at < DATABASE_CHECK_TTL_MS) return cached.check;
  const check = askDatabase(database);
  checks.set(database, { at: Date.now(), check });
  return check;
}

async function askDatabase(database: DatabaseHandle): Promise<DatabaseCheck> {
  const reachable = await isReachable(database.db);
  const version = reachable ? await readMeta(database, 'schema_version').catch(() => null) : null;
  return { reachable, dialect: database.dialect, schemaVersion: version };
}

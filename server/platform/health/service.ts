// What /api/health reports: reachability of the database and of Redis, schema version, uptime.
import type { Health } from '../../../common/health';
import type { Cache } from '../cache/cache';
import { isReachable, type DatabaseHandle } from '../db/database';
import { APP_VERSION } from '../version';
import { readMeta } from '../db/meta';

/** Load balancers poll health often: the database is asked at most once a second. */
const DATABASE_CHECK_TTL_MS = 1000;

type DatabaseCheck = Health['database'];

const startedAt = Date.now();
const checks = new WeakMap<DatabaseHandle, { at: number; check: Promise<DatabaseCheck> }>();

/** `degraded` when the database or Redis does not answer; only the database makes it a 503 (see routes). An outside
 * source that fails leaves it `ok`: the local index still answers, and `sources` says which one fails. */
export async function readHealth(
  database: DatabaseHandle,
  cache: Pick<Cache, 'kind' | 'reachable'>,
  sources: Health['sources'] = {},
): Promise<Health> {
  const dbCheck = await checkDatabase(database);
  const cacheCheck = { kind: cache.kind, reachable: cache.reachable() };
  return {
    status: dbCheck.reachable && cacheCheck.reachable ? 'ok' : 'degraded',
    database: dbCheck,
    cache: cacheCheck,
    version: APP_VERSION,
    uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
    sources,
  };
}

/** The answer as sent: its status and its JSON text. */
export type HealthAnswer = { status: 200 | 503; text: string };

/**
 * The answer of the current second, written once: the figures change by the second and the database is asked at
 * most once a second anyway, so a load balancer polling hard costs one JSON text per second. Once
 * written, it is handed over as it is, without a promise.
 */
export function healthAnswers(
  read: () => Promise<Health>,
  /** Written anew within the second when this changes (a source's state did). */
  version: () => number = () => 0,
): () => HealthAnswer | Promise<HealthAnswer> {
  let second = -1;
  let writtenAt = -1;
  let answer: HealthAnswer | Promise<HealthAnswer> | undefined;
  return () => {
    const now = Math.floor(Date.now() / 1000);
    if (answer === undefined || now !== second || version() !== writtenAt) {
      second = now;
      writtenAt = version();
      const written = read().then((health): HealthAnswer => {
        // Without Redis every process still serves (uncached, limits counted alone): 200, said `degraded`.
        const known: HealthAnswer = {
          status: health.database.reachable ? 200 : 503,
          text: JSON.stringify({ data: health }),
        };
        if (answer === written) answer = known;
        return known;
      });
      answer = written;
    }
    return answer;
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

// What /api/health reports: reachability, schema version, uptime.
import type { Health } from '../../common/health';
import { isReachable, type DatabaseHandle } from '../db/database';
import { APP_VERSION } from '../version';

const startedAt = Date.now();

export async function readHealth({ db, dialect }: DatabaseHandle): Promise<Health> {
  const reachable = await isReachable(db);
  const schemaVersion = reachable
    ? await db
        .selectFrom('meta')
        .select('value')
        .where('key', '=', 'schema_version')
        .executeTakeFirst()
        .then((row) => row?.value ?? null, () => null)
    : null;
  return {
    status: reachable ? 'ok' : 'degraded',
    database: { reachable, dialect, schemaVersion },
    version: APP_VERSION,
    uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
  };
}

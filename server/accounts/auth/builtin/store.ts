// Kysely queries of the built-in provider's records (oidc_records): one row per model and id, its JSON payload.
import { sql } from 'kysely';
import type { AdapterPayload } from 'oidc-provider';
import type { DatabaseHandle } from '../../../platform/db/database';

/** Expired rows deleted per statement: short statements, never a long lock on the table. */
const PRUNE_BATCH = 500;
/** How often a process prunes on write: expired rows are never found, so they may wait a minute. */
const PRUNE_EVERY_MS = 60_000;
const lastPrune = new WeakMap<object, number>();

export type OidcRecordKeys = { grantId?: string; userCode?: string; uid?: string };

/** Writes a record (replacing one of the same model and id); `expiresIn` in seconds, null for never. */
export async function upsertOidcRecord(
  handle: DatabaseHandle,
  model: string,
  id: string,
  payload: AdapterPayload,
  expiresIn: number | null,
  keys: OidcRecordKeys = {},
): Promise<void> {
  await pruneWhenDue(handle);
  const row = {
    payload: JSON.stringify(payload),
    grant_id: keys.grantId ?? null,
    user_code: keys.userCode ?? null,
    uid: keys.uid ?? null,
    expires_at: expiresIn === null ? null : new Date(Date.now() + expiresIn * 1000).toISOString(),
    consumed_at: payload.consumed ? new Date(Number(payload.consumed) * 1000).toISOString() : null,
  };
  await handle.db
    .insertInto('oidc_records')
    .values({ model, id, ...row })
    .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
    .execute();
}

/** Writes a record only if none exists yet: the first process's wins (the shared signing key). */
export async function insertOidcRecordOnce(
  { db }: DatabaseHandle,
  model: string,
  id: string,
  payload: AdapterPayload,
): Promise<void> {
  await db
    .insertInto('oidc_records')
    .values({ model, id, payload: JSON.stringify(payload) })
    .onConflict((oc) => oc.columns(['model', 'id']).doNothing())
    .execute();
}

/** The unexpired record of a model found by its id, uid or user code; `consumed` in epoch seconds as the provider expects. */
export async function findOidcRecord(
  { db }: DatabaseHandle,
  model: string,
  by: { id: string } | { uid: string } | { userCode: string },
): Promise<AdapterPayload | undefined> {
  let query = db
    .selectFrom('oidc_records')
    .select(['payload', 'consumed_at'])
    .where('model', '=', model)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date().toISOString())]));
  if ('id' in by) query = query.where('id', '=', by.id);
  else if ('uid' in by) query = query.where('uid', '=', by.uid);
  else query = query.where('user_code', '=', by.userCode);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const payload = JSON.parse(row.payload) as AdapterPayload;
  return row.consumed_at ? { ...payload, consumed: Math.floor(Date.parse(row.consumed_at) / 1000) } : payload;
}

export async function consumeOidcRecord({ db }: DatabaseHandle, model: string, id: string): Promise<void> {
  await db
    .updateTable('oidc_records')
    .set({ consumed_at: new Date().toISOString() })
    .where('model', '=', model)
    .where('id', '=', id)
    .execute();
}

export async function destroyOidcRecord({ db }: DatabaseHandle, model: string, id: string): Promise<void> {
  await db.deleteFrom('oidc_records').where('model', '=', model).where('id', '=', id).execute();
}

/** Every token of a grant (codes, access and refresh tokens), whichever model wrote it. */
export async function revokeOidcGrant({ db }: DatabaseHandle, grantId: string): Promise<void> {
  await db.deleteFrom('oidc_records').where('grant_id', '=', grantId).execute();
}

/** Deletes expired records in batches; answers how many went. */
export async function pruneExpiredOidcRecords({ db }: DatabaseHandle): Promise<number> {
  let pruned = 0;
  for (;;) {
    const now = new Date().toISOString();
    const result =
      await sql`delete from oidc_records where (model, id) in (select model, id from oidc_records where expires_at <= ${now} limit ${PRUNE_BATCH})`.execute(
        db,
      );
    const count = Number(result.numAffectedRows ?? 0);
    pruned += count;
    if (count < PRUNE_BATCH) return pruned;
  }
}

async function pruneWhenDue(handle: DatabaseHandle): Promise<void> {
  const now = Date.now();
  if (now - (lastPrune.get(handle.db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPrune.set(handle.db, now);
  await pruneExpiredOidcRecords(handle);
}

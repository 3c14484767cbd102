// The `meta` table: install-wide facts the code checks at start (schema version, shipped data versions).
import type { DatabaseHandle } from './database';

export type MetaKey = 'schema_version' | 'local_index_dataset' | 'local_index_changed' | 'suggest_dataset';

export async function readMeta({ db }: DatabaseHandle, key: MetaKey): Promise<string | null> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function writeMeta({ db }: DatabaseHandle, key: MetaKey, value: string): Promise<void> {
  await db
    .insertInto('meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date().toISOString() }))
    .execute();
}

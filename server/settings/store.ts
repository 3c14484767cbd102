// Install-wide settings an admin changes (ad-slot whitelist, global display channel), as key/value text.
import type { DatabaseHandle } from '../db/database';

export async function readSetting({ db }: DatabaseHandle, key: string): Promise<string | null> {
  return (
    (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value ?? null
  );
}

export async function writeSetting({ db }: DatabaseHandle, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

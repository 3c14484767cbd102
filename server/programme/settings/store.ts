// Install-wide settings an admin changes (ad-slot whitelist, global display channel), as key/value text.
import type { DatabaseHandle } from '../../platform/db/database';

export type SettingKey = 'ad_slots_whitelist' | 'adsense_display_channel';

export async function readSetting({ db }: DatabaseHandle, key: SettingKey): Promise<string | null> {
  return (
    (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value ?? null
  );
}

/** Stores the value, or forgets the setting when it is null. */
export async function writeSetting(
  { db }: DatabaseHandle,
  key: SettingKey,
  value: string | null,
): Promise<void> {
  if (value === null) {
    await db.deleteFrom('settings').where('key', '=', key).execute();
    return;
  }
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

// The ad settings: which of the product's slots may show ads (cse_search always), and the display channel.
import type { AdSettings } from '../../../common/admin';
import { AD_SLOT, AD_SLOTS } from '../../../common/constants';
import type { Broadcast } from '../../platform/cache/broadcast';
import { z } from '../../../common/zod';
import { recordAudit } from '../../platform/audit/store';
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import { readSetting, writeSetting } from './store';

const whitelistSchema = z.array(z.string());

/** The stored whitelist of slot ids; absent or unreadable, null (every slot of the product). */
async function slotWhitelist(database: DatabaseHandle): Promise<string[] | null> {
  const raw = await readSetting(database, 'ad_slots_whitelist');
  try {
    const parsed = whitelistSchema.safeParse(JSON.parse(raw ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // junk reads as "no whitelist"
  }
}

export async function adSettings(database: DatabaseHandle): Promise<AdSettings> {
  return {
    ad_slots_whitelist: await slotWhitelist(database),
    adsense_display_channel: await readSetting(database, 'adsense_display_channel'),
  };
}

export async function updateAdSettings(
  database: DatabaseHandle,
  adminId: number,
  changes: Partial<AdSettings>,
): Promise<AdSettings> {
  const { ad_slots_whitelist, adsense_display_channel } = changes;
  await inTransaction(database, async (tx) => {
    if (ad_slots_whitelist !== undefined)
      await writeSetting(tx, 'ad_slots_whitelist', ad_slots_whitelist && JSON.stringify(ad_slots_whitelist));
    if (adsense_display_channel !== undefined)
      await writeSetting(tx, 'adsense_display_channel', adsense_display_channel || null);
    await recordAudit(tx, { adminId, action: 'settings.update', target: 'settings', detail: changes });
  });
  forgetSiteSlots(database);
  return adSettings(database);
}

export type AdSlot = { id: string; label: string };

/** The product's slots narrowed by the whitelist; cse_search is always one of them. */
export async function siteSlots(database: DatabaseHandle): Promise<AdSlot[]> {
  const allowed = await slotWhitelist(database);
  return AD_SLOTS.filter((s) => s.id === AD_SLOT.alwaysPresentSlot || !allowed || allowed.includes(s.id)).map(
    (s) => ({ ...s }),
  );
}

/** Every page asks for the site's slots: read at most once per SITE_SLOTS_TTL_MS per process, forgotten by
 * every process when one changes the settings (by the broadcast; within the TTL without Redis). */
export const SITE_SLOTS_TTL_MS = 60_000;
const slotCache = new WeakMap<DatabaseHandle, { at: number; slots: Promise<AdSlot[]> }>();
const slotBroadcasts = new WeakMap<DatabaseHandle, Broadcast>();
const SETTINGS_TOPIC = 'settings';

/** From now on a change of the settings is forgotten by every process listening on the broadcast. */
export function shareSiteSlots(database: DatabaseHandle, broadcast: Broadcast): void {
  slotBroadcasts.set(database, broadcast);
  broadcast.subscribe(SETTINGS_TOPIC, () => slotCache.delete(database));
}

function forgetSiteSlots(database: DatabaseHandle) {
  const broadcast = slotBroadcasts.get(database);
  if (broadcast) broadcast.publish(SETTINGS_TOPIC, 'ad_slots');
  else slotCache.delete(database);
}

/** The site's slots as `siteSlots` reads them, from this process's cache; treat as read-only. */
export function cachedSiteSlots(database: DatabaseHandle): Promise<readonly AdSlot[]> {
  const known = slotCache.get(database);
  if (known && Date.now() - known.at < SITE_SLOTS_TTL_MS) return known.slots;
  const slots = siteSlots(database);
  slotCache.set(database, { at: Date.now(), slots });
  slots.catch(() => slotCache.delete(database));
  return slots;
}

/** The admin's global display channel, or null. */
export const displayChannel = (database: DatabaseHandle) => readSetting(database, 'adsense_display_channel');

/** The slots a newly activated partner gets: the whitelist, or every slot of the product without one. */
export async function defaultPartnerSlots(database: DatabaseHandle): Promise<string[]> {
  return (await slotWhitelist(database)) ?? AD_SLOTS.map((slot) => slot.id);
}

// Which ad slots a page may fill: the site's slots, narrowed for a referred visitor to their active partner's.
import { AD_SLOTS } from '../../../common/constants';
import { allowedSlotsOf, chosenSlotsOf } from '../partners/slots';
import { partnerCacheOf } from '../partners/partnerCache';
import type { PartnerRow } from '../partners/service';
import { cachedSiteSlots, displayChannel, type AdSlot } from '../settings/service';
import type { DatabaseHandle } from '../../platform/db/database';

/** `referralCode`: the partner code the visitor came with (pa_ref), if any. */
/** Read from this process's caches (the site's slots, the partner by code): a page view reads nothing. */
export async function slotsForVisitor(
  database: DatabaseHandle,
  referralCode: string | null,
): Promise<AdSlot[]> {
  const slots = await cachedSiteSlots(database);
  const partner = referralCode ? await partnerCacheOf(database).byCode(referralCode) : null;
  if (partner?.status !== 'active') return [...slots];
  const chosen = chosenSlotsOf(partner);
  return slots.filter((s) => chosen.includes(s.id));
}

/** The slots an admin allowed the partner, named as the product names them, and those the partner chose. */
export function partnerSlots(partner: PartnerRow): { slots: AdSlot[]; chosen: string[] } {
  const labelOf = (id: string) => AD_SLOTS.find((s) => s.id === id)?.label ?? id;
  return {
    slots: allowedSlotsOf(partner).map((id) => ({ id, label: labelOf(id) })),
    chosen: chosenSlotsOf(partner),
  };
}

export async function partnerAdChannel(database: DatabaseHandle, partner: PartnerRow) {
  return {
    displayChannelId: partner.adsense_custom_channel_id,
    adminDisplayChannelId: await displayChannel(database),
    slots: allowedSlotsOf(partner),
  };
}

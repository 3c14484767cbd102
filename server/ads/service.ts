// Which ad slots a page may fill: the site's slots, narrowed for a referred visitor to their active partner's.
import { allowedSlotsOf } from '../partners/slots';
import { findPartnerByCode, type PartnerRow } from '../partners/store';
import { displayChannel, siteSlots, type AdSlot } from '../settings/service';
import type { DatabaseHandle } from '../db/database';

/** `referralCode`: the partner code the visitor came with (pa_ref), if any. */
export async function slotsForVisitor(
  database: DatabaseHandle,
  referralCode: string | null,
): Promise<AdSlot[]> {
  const slots = await siteSlots(database);
  const partner = referralCode ? await findPartnerByCode(database, referralCode) : undefined;
  if (partner?.status !== 'active') return slots;
  const allowed = allowedSlotsOf(partner);
  return slots.filter((s) => allowed.includes(s.id));
}

/** The slots an admin allowed the partner, named by their id. */
export const partnerSlots = (partner: PartnerRow): AdSlot[] =>
  allowedSlotsOf(partner).map((id) => ({ id, label: id }));

export async function partnerAdChannel(database: DatabaseHandle, partner: PartnerRow) {
  return {
    displayChannelId: partner.adsense_custom_channel_id,
    adminDisplayChannelId: await displayChannel(database),
    slots: allowedSlotsOf(partner),
  };
}

// The ad slots of a partner, stored as `adsense_channel_pattern` {"slots": [...], "chosen": [...]}: `slots` is
// what an admin allowed, `chosen` the part of it the partner picked for their visitors (all of it until they
// choose).
import { z } from '../../../common/zod';
import type { PartnerRow } from './store';

const patternSchema = z.object({ slots: z.array(z.string()), chosen: z.array(z.string()).optional() });
type Pattern = z.infer<typeof patternSchema>;

/** Anything but a well-formed pattern reads as no slot. */
function patternOf(partner: Pick<PartnerRow, 'adsense_channel_pattern'>): Pattern {
  try {
    const parsed = patternSchema.safeParse(JSON.parse(partner.adsense_channel_pattern ?? 'null'));
    return parsed.success ? parsed.data : { slots: [] };
  } catch {
    return { slots: [] };
  }
}

/** The slots an admin allowed the partner. */
export const allowedSlotsOf = (partner: Pick<PartnerRow, 'adsense_channel_pattern'>): string[] =>
  patternOf(partner).slots;

/** The slots the partner's visitors get: those they chose among the allowed ones, or all allowed ones. */
export function chosenSlotsOf(partner: Pick<PartnerRow, 'adsense_channel_pattern'>): string[] {
  const { slots, chosen } = patternOf(partner);
  return chosen === undefined ? slots : slots.filter((s) => chosen.includes(s));
}

/** The stored pattern: the admin's slots, the partner's choice kept (what the admin no longer allows drops out). */
export function slotPattern(slots: string[], chosen?: string[]): string {
  return JSON.stringify(
    chosen === undefined ? { slots } : { slots, chosen: chosen.filter((s) => slots.includes(s)) },
  );
}

/** The choice the partner made, if any. */
export const partnerChoiceOf = (partner: Pick<PartnerRow, 'adsense_channel_pattern'>): string[] | undefined =>
  patternOf(partner).chosen;

// The ad slots an admin allowed a partner, stored as `adsense_channel_pattern` {"slots": [...]}.
import { z } from '../../../common/zod';
import type { PartnerRow } from './store';

const patternSchema = z.object({ slots: z.array(z.string()) });

/** Anything but a well-formed pattern reads as no slot. */
export function allowedSlotsOf(partner: Pick<PartnerRow, 'adsense_channel_pattern'>): string[] {
  try {
    const parsed = patternSchema.safeParse(JSON.parse(partner.adsense_channel_pattern ?? 'null'));
    return parsed.success ? parsed.data.slots : [];
  } catch {
    return [];
  }
}

// The ad slots: the product's slots narrowed by the admin whitelist (cse_search always); a referred visitor's
// further narrowed to their active partner's allowed slots.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adSlotsAnswerSchema } from '../../common/admin';
import { dataOf } from '../../common/api';
import { AD_SLOT, AD_SLOTS, REFERRAL_COOKIE } from '../../common/constants';
import { z } from '../../common/zod';
import type { DatabaseHandle } from '../db/database';
import { referralCodeOf } from '../events/referral';
import { allowedSlotsOf } from '../partners/slots';
import { readSetting } from '../settings/store';
import { findPartnerByCode } from '../partners/store';
import { requireAdmin } from './access';

/** Setting `ad_slots_whitelist`: a JSON list of slot ids; absent, every slot of the product. */
export async function siteSlots(database: DatabaseHandle): Promise<Array<{ id: string; label: string }>> {
  const raw = await readSetting(database, 'ad_slots_whitelist');
  let allowed: string[] | null = null;
  try {
    const parsed = z.array(z.string()).safeParse(JSON.parse(raw ?? 'null'));
    allowed = parsed.success ? parsed.data : null;
  } catch {
    allowed = null;
  }
  return AD_SLOTS.filter((s) => s.id === AD_SLOT.alwaysPresentSlot || !allowed || allowed.includes(s.id)).map(
    (s) => ({ ...s }),
  );
}

export const adSlotRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { response: { 200: dataOf(adSlotsAnswerSchema) } };

  app.get('/api/admin/ads/slots', { schema: response }, async (request) => {
    await requireAdmin(request);
    return { data: { slots: await siteSlots(app.database) } };
  });

  app.get('/api/ads/slots', { schema: response }, async (request) => {
    const slots = await siteSlots(app.database);
    const code = referralCodeOf(request.headers.cookie, REFERRAL_COOKIE.name);
    const partner = code ? await findPartnerByCode(app.database, code) : undefined;
    if (partner?.status !== 'active') return { data: { slots } };
    const allowed = allowedSlotsOf(partner);
    return { data: { slots: slots.filter((s) => allowed.includes(s.id)) } };
  });
};

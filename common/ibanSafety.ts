// The schemas of money safety around the IBAN that the admin's pages read.
import { z } from './zod';

/** GET /api/admin/partners/payouts-freezes: a partner whose payouts are frozen by « Ce n'était pas moi ». */
export const payoutFreezeSchema = z.object({
  partner_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  frozen_since: z.string(),
});
export type PayoutFreeze = z.infer<typeof payoutFreezeSchema>;

/** POST /api/admin/partners/:id/payouts-unfreeze */
export const payoutsUnfrozenSchema = z.object({
  id: z.number().int(),
  payouts_frozen_since: z.null(),
  message: z.string(),
});

// Sub-IDs: `?ref=CODE&sub=VALUE` tells a partner's campaigns apart; the sub-ID is kept beside the referral cookie.
import { z } from './zod';

export { SUB_ID_COOKIE, SUB_ID_MAX_LENGTH, SUB_ID_PATTERN, SUB_IDS_PER_DAY, validSubId } from './subIdSyntax';

/** `sub`: a named sub-ID; `others`: the day's sub-IDs past the fifth; `none`: visits that came without one. */
export const SUB_ID_ROW_KINDS = ['sub', 'others', 'none'] as const;
export type SubIdRowKind = (typeof SUB_ID_ROW_KINDS)[number];

export const subIdStatSchema = z.object({
  kind: z.enum(SUB_ID_ROW_KINDS),
  /** The sub-ID for `sub` rows, null for the two groups. */
  sub_id: z.string().nullable(),
  page_views: z.number().int(),
  searches: z.number().int(),
  ad_filled_impressions: z.number().int(),
  /** The partner's share of the period estimated for this row (each day's share split by its ads, see 0082). */
  partner_share_cents: z.number().int(),
});
export type SubIdStat = z.infer<typeof subIdStatSchema>;

/** A day's row of the CSV export: the same figures per Paris day. */
export type SubIdDayStat = SubIdStat & { stat_date: string };

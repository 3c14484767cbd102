// The ad-revenue import: a day's preview (by partner code, and the raw report) and the import's result.
import { isCalendarDay } from './dates';
import { FIELD_MESSAGES } from './messages';
import { z } from './zod';

export const revenueDayQuerySchema = z.object({
  date: z
    .string({ error: FIELD_MESSAGES.dateRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.dateRequired)
    .refine(isCalendarDay, FIELD_MESSAGES.dateRequired),
});
export const revenueImportBodySchema = revenueDayQuerySchema;

export const revenuePreviewSchema = z.object({
  date: z.string(),
  source: z.enum(['csv', 'api']),
  /** The partners the report's channels belong to, with their day's earnings. */
  byCode: z.record(
    z.string(),
    z.object({
      channelId: z.string(),
      earnings: z.number(),
      earnings_cents: z.number().int(),
      name: z.string(),
    }),
  ),
  raw: z.array(z.object({ channelId: z.string(), earnings: z.number(), earnings_cents: z.number().int() })),
});
export type RevenuePreview = z.infer<typeof revenuePreviewSchema>;

export const revenueImportResultSchema = z.object({
  updated: z.number().int(),
  totalEarnings: z.number(),
  totalEarnings_cents: z.number().int(),
});

export type RevenueImportResult = z.infer<typeof revenueImportResultSchema>;

/** POST /api/admin/adsense/upload: the days the report held and its rows once merged. */
export const uploadAnswerSchema = z.object({ days: z.array(z.string()), rows: z.number().int() });

export const lastImportSchema = z
  .object({
    day: z.string(),
    status: z.enum(['ok', 'failed']),
    detail: z.string().nullable(),
    at: z.string(),
  })
  .nullable();

export type LastImport = z.infer<typeof lastImportSchema>;

/** "116.07" → 11607, "0.125" → 13 (half up), from the decimal text itself: no float in between. */
export function decimalToCents(text: string): number | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, units, decimals = ''] = match;
  const padded = (decimals + '000').slice(0, 3);
  const thousandths = Number(units) * 1000 + Number(padded);
  const cents = Math.floor((thousandths + 5) / 10);
  return sign === '-' ? -cents : cents;
}

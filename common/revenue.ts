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
/** POST /api/admin/adsense/import: one day (the spec's date input), or every day of an uploaded report. */
export const revenueImportBodySchema = z.union(
  [revenueDayQuerySchema, z.object({ days: z.array(revenueDayQuerySchema.shape.date).min(1).max(3660) })],
  // Neither a date nor days: the spec's "choose a date", not zod's generic "invalid input".
  { error: () => FIELD_MESSAGES.dateRequired },
);
export type RevenueImportBody = z.infer<typeof revenueImportBodySchema>;

const partnerDaySchema = z.object({
  partner_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  channel_id: z.string(),
  gross_cents: z.number().int(),
  share_percent: z.number().int(),
  share_cents: z.number().int(),
  /** What the import would add to the partner's ledger: the share, or the adjustment of a day seen before. */
  change_cents: z.number().int(),
});

/** One day of a report as it would be imported: per partner, and the lines no partner held that day. */
export const reportDaySchema = z.object({
  date: z.string(),
  source: z.enum(['csv', 'api']),
  gross_cents: z.number().int(),
  partners: z.array(partnerDaySchema),
  unmatched: z.array(z.object({ channel_id: z.string(), gross_cents: z.number().int() })),
  /** The day's partners and lines without a partner, and what those lines earned: `partners` and `unmatched`
   * may hold only their first page (an uploaded report's preview). */
  partners_total: z.number().int(),
  unmatched_total: z.number().int(),
  unmatched_cents: z.number().int(),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

/** Lines of each day an upload's answer holds; the next ones come a page at a time. */
export const UPLOAD_PREVIEW_LINES = 20;

/** GET /api/admin/adsense/preview/partners?date&after&limit: a page of a day's partners, by code. */
export const previewLinesQuerySchema = revenueDayQuerySchema.extend({
  /** The code of the last partner of the page before. */
  after: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const previewLinesSchema = z.object({
  date: z.string(),
  partners: z.array(partnerDaySchema),
  partners_total: z.number().int(),
  /** The `after` of the next page, or null on the last one. */
  next: z.string().nullable(),
});
export type PreviewLines = z.infer<typeof previewLinesSchema>;

/** GET /api/admin/adsense/preview?date: the spec's day preview (byCode, raw) and the same day per partner. */
export const revenuePreviewSchema = reportDaySchema.extend({
  /** The partners the report's channels belong to, with their day's earnings (gross). */
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
  /** Partners whose ledger moved. */
  updated: z.number().int(),
  totalEarnings: z.number(),
  totalEarnings_cents: z.number().int(),
  days: z.array(z.string()),
  shares: z.number().int(),
  adjustments: z.number().int(),
  /** Payouts made by the monthly run when the import completed a month. */
  automatic_payouts: z.number().int(),
});
export type RevenueImportResult = z.infer<typeof revenueImportResultSchema>;

/**
 * POST /api/admin/adsense/upload: the days the report held, its lines, and each day as it would be imported (its
 * first UPLOAD_PREVIEW_LINES partners and lines without one; the others by GET …/preview/partners).
 */
export const uploadAnswerSchema = z.object({
  days: z.array(z.string()),
  rows: z.number().int(),
  preview: z.array(reportDaySchema),
});

export const lastImportSchema = z
  .object({
    day: z.string(),
    /** `running` while a process imports it (the error of a retried night stays in `detail`). */
    status: z.enum(['ok', 'failed', 'running']),
    detail: z.string().nullable(),
    at: z.string(),
    /** When a night not imported yet is tried again; null once it succeeded or is past the retried week. */
    next_retry_at: z.string().nullable(),
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

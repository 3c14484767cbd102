// The admin calls' schemas: partners, ad channels, payouts (search-accounts-admin.md §3 and §7).
import {
  ADMIN_BADGE_THRESHOLDS,
  BAN_BANNER_STEPS,
  DEFAULT_PAYOUT_THRESHOLD_EUROS,
  DEFAULT_REVENUE_SHARE_PERCENT,
  REFERRAL_CODE_PATTERN,
  REVENUE_SHARE_PERCENT,
  SUSPICION_THRESHOLDS,
} from './constants';
import { PARTNER_STATUSES, PAYOUT_SOURCES, PAYOUT_STATUSES } from './partner';
import { FIELD_MESSAGES } from './messages';
import { z } from './zod';

/** The statuses an admin sets (the dashboard also knows "suspended"). */
export const ADMIN_PARTNER_STATUSES = ['pending', 'active', 'paused', 'banned'] as const;

/** Spec: forced to an integer within 0..100 (rounded, then held inside the bounds). */
const sharePercent = z
  .number({ error: FIELD_MESSAGES.sharePercent })
  .refine(Number.isFinite, FIELD_MESSAGES.sharePercent)
  .transform((n) => Math.min(REVENUE_SHARE_PERCENT.max, Math.max(REVENUE_SHARE_PERCENT.min, Math.round(n))));

const euros = z
  .number({ error: FIELD_MESSAGES.amount })
  .min(0, FIELD_MESSAGES.thresholdNegative)
  .max(1_000_000)
  // Money is exact: a threshold is a whole number of cents, never a fraction of one.
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, FIELD_MESSAGES.amountCents);
const slots = z.array(z.string().trim().min(1).max(100)).max(50);

const editable = {
  revenue_share_percent: sharePercent,
  /** Trial period in months: trial_until = today in Paris + months. */
  trial_months: z
    .number()
    .int(FIELD_MESSAGES.wholeMonths)
    .min(0, FIELD_MESSAGES.monthsMin)
    .max(120)
    .optional(),
  status: z.enum(ADMIN_PARTNER_STATUSES),
  payout_threshold: euros,
  slots,
};

export const adminPartnerCreateSchema = z.object({
  code: z.string().trim().regex(REFERRAL_CODE_PATTERN, FIELD_MESSAGES.partnerCode),
  name: z.string().trim().min(1, FIELD_MESSAGES.nameRequired).max(120),
  email: z.email(FIELD_MESSAGES.email).trim().toLowerCase(),
  ...editable,
  status: editable.status.default('pending'),
  revenue_share_percent: sharePercent.default(DEFAULT_REVENUE_SHARE_PERCENT),
  payout_threshold: euros.default(DEFAULT_PAYOUT_THRESHOLD_EUROS),
  slots: slots.default([]),
  /** The admin knowingly creates an active partner while the pool has no free channel. */
  activate_without_channel: z.boolean().optional(),
});

/** Code, name and e-mail are read-only when editing: they are not part of an update. */
export const adminPartnerUpdateSchema = z
  .object({
    ...editable,
    /** The admin knowingly activates a partner while the pool has no free channel. */
    activate_without_channel: z.boolean(),
  })
  .partial();

export const adminPartnerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  email: z.string(),
  company_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  revenue_share_percent: z.number().int(),
  payout_threshold: z.number(),
  payout_threshold_cents: z.number().int(),
  trial_until: z.string().nullable(),
  status: z.enum(PARTNER_STATUSES),
  adsense_channel_pattern: z.object({ slots: z.array(z.string()) }),
  adsense_custom_channel_id: z.string().nullable(),
  created_at: z.string(),
  archived_at: z.string().nullable(),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;

export const channelCreateSchema = z.object({
  channel_id: z.string().trim().min(1, FIELD_MESSAGES.channelIdRequired).max(100),
  label: z.string().trim().max(200).optional(),
});
export const adChannelSchema = z.object({
  id: z.number().int(),
  channel_id: z.string(),
  label: z.string().nullable(),
  used_by_partner_id: z.number().int().nullable(),
  /** In the list: the code of the partner using it (a page of partners may not hold that partner). */
  used_by_partner_code: z.string().nullable().optional(),
  used_at: z.string().nullable(),
});

export const adminPayoutSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  partner_code: z.string(),
  gross_earnings: z.number(),
  gross_earnings_cents: z.number().int(),
  partner_share_percent: z.number().int(),
  partner_amount: z.number(),
  partner_amount_cents: z.number().int(),
  /** What the amount is made of: the share of the gross and the launch bonus. */
  share_cents: z.number().int(),
  bonus_cents: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  source: z.enum(PAYOUT_SOURCES),
  due_on: z.string(),
  /** Still open on or after its due day. */
  overdue: z.boolean(),
  holder_name: z.string().nullable(),
  /** The IBAN this payout pays (its snapshot at the claim), masked. */
  iban_masked: z.string().nullable(),
  /** The partner's current IBAN, masked, when it is another account than the payout's. */
  current_iban_masked: z.string().nullable().optional(),
  /** The partner's payouts are frozen (« Ce n'était pas moi ») since then: no transfer until an admin lifts it. */
  payouts_frozen_since: z.string().nullable().optional(),
  rejection_reason: z.string().nullable(),
  transfer_reference: z.string().nullable(),
  /** When it was marked paid. */
  paid_at: z.string().nullable(),
  batch_id: z.number().int().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

const reason = z.string().trim().min(3, FIELD_MESSAGES.rejectionReason).max(500);
const reference = z.string().trim().min(3, FIELD_MESSAGES.transferReference).max(140);
/** A rejection says why (the partner reads it); a payment names its bank transfer. */
export const payoutStatusBodySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('approved') }),
  z.object({ status: z.literal('rejected'), reason }),
  z.object({ status: z.literal('paid'), reference }),
]);
export type PayoutStatusChange = z.infer<typeof payoutStatusBodySchema>;

/** A SEPA batch of approved payouts. */
export const payoutBatchSchema = z.object({
  id: z.number().int(),
  message_id: z.string(),
  total_cents: z.number().int(),
  payout_count: z.number().int(),
  transfer_reference: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;
export const batchPaidBodySchema = z.object({ reference });
/** What a batch's transfer file export answers once done: the file to download. */
export const sepaExportResultSchema = z.object({
  name: z.string(),
  url: z.string(),
  bytes: z.number().int(),
  payouts: z.number().int(),
});
export type SepaExportResult = z.infer<typeof sepaExportResultSchema>;

export const adSlotsAnswerSchema = z.object({
  slots: z.array(z.object({ id: z.string(), label: z.string() })),
});
export const adminMeAnswerSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  isAdmin: z.literal(true),
});

/** GET/PUT /api/admin/settings: the ad-slot whitelist and the global display channel. */
export const adSettingsSchema = z.object({
  ad_slots_whitelist: z.array(z.string().trim().min(1).max(100)).max(50).nullable(),
  adsense_display_channel: z.string().trim().max(100).nullable(),
});
export type AdSettings = z.infer<typeof adSettingsSchema>;
export const dbAdminAnswerSchema = z.object({ configured: z.boolean() });

/** GET /api/admin/security (spec §3, security stats) and the 24-hour charts. */
/** A partner whose attributed traffic came in bursts (flagged, not counted) over the last days. */
export const partnerFraudSignalSchema = z.object({
  partnerId: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.string(),
  flaggedEvents: z.number().int(),
  lastAt: z.string(),
  sources: z.array(
    z.object({ scope: z.enum(['address', 'network']), source: z.string(), events: z.number().int() }),
  ),
});
export type PartnerFraudSignal = z.infer<typeof partnerFraudSignalSchema>;

export const securityStatsSchema = z.object({
  alerts: z.object({
    bannedIps: z.number().int(),
    failedAttemptsLastHour: z.number().int(),
    rateLimitHits: z.number().int(),
  }),
  stats: z.object({
    failedAuthToday: z.number().int(),
    failedAuthWeek: z.number().int(),
    totalBansToday: z.number().int(),
  }),
  recentLogs: z.array(
    z.object({ timestamp: z.string(), ip: z.string(), path: z.string(), status: z.number().int() }),
  ),
  bannedIps: z.array(
    z.object({ ip: z.string(), jail: z.string(), bannedAt: z.string(), expiresAt: z.string() }),
  ),
  topSuspiciousIps: z.array(z.object({ ip: z.string(), count: z.number().int() })),
  hourly: z.array(
    z.object({
      hour: z.string(),
      requests: z.number().int(),
      failures: z.number().int(),
      bans: z.number().int(),
    }),
  ),
  partnerFraudSignals: z.array(partnerFraudSignalSchema),
});
export type SecurityStats = z.infer<typeof securityStatsSchema>;
export const unbanBodySchema = z.object({
  ip: z.string().trim().min(1, FIELD_MESSAGES.addressRequired).max(64),
  jail: z.enum(['auth', 'nginx-admin', 'rate-limit', 'probe']).default('nginx-admin'),
});
export const unbanAnswerSchema = z.object({ success: z.boolean(), message: z.string() });

/** Spec: the badge counts banned IPs, +1 above 10 failed attempts in the hour, +1 above 20 rate-limit hits. */
export function adminBadgeCount(alerts: SecurityStats['alerts']): number {
  return (
    alerts.bannedIps +
    (alerts.failedAttemptsLastHour > ADMIN_BADGE_THRESHOLDS.failedAttemptsLastHour ? 1 : 0) +
    (alerts.rateLimitHits > ADMIN_BADGE_THRESHOLDS.rateLimitHits ? 1 : 0)
  );
}

/** Spec: over 50 critique, over 20 élevé, otherwise modéré. */
export function suspicionLevel(count: number): 'critique' | 'eleve' | 'modere' {
  if (count > SUSPICION_THRESHOLDS.critique) return 'critique';
  if (count > SUSPICION_THRESHOLDS.eleve) return 'eleve';
  return 'modere';
}

/** The banner's level by ban count: none, under 5, under 20, more. */
export function banBannerLevel(bans: number): 'ok' | 'low' | 'high' | 'critical' {
  if (bans === 0) return 'ok';
  if (bans < BAN_BANNER_STEPS.low) return 'low';
  if (bans < BAN_BANNER_STEPS.high) return 'high';
  return 'critical';
}

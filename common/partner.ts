// The partner domain's schemas: apply, own record, stats, payouts, payment info (partner-programme.md).
import { COMPANY_MAX_LENGTH, HOLDER_LENGTH, PHONE_DIGITS } from './constants';
import { DASHBOARD_MESSAGES, FIELD_MESSAGES, VALIDATION_MESSAGES } from './messages';
import { cleanIban, ibanError } from './iban';
import { PLACEMENT_MESSAGES } from './programmeWords';
import { z } from './zod';

export const PARTNER_STATUSES = ['pending', 'active', 'paused', 'banned', 'suspended', 'archived'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const PAYOUT_STATUSES = ['pending', 'approved', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** pending → approved → paid; pending or approved → rejected; paid and rejected are final. */
export const PAYOUT_TRANSITIONS: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
};
export const OPEN_PAYOUT_STATUSES = ['pending', 'approved'] as const;
/** `admin`: the admin paid the balance (an archived partner's last payment). */
export const PAYOUT_SOURCES = ['claim', 'auto', 'legacy', 'admin'] as const;

/** Why a partner cannot ask for a payout now; null when they can. */
export const CLAIM_BLOCKERS = [
  'status',
  'payment_info',
  'no_threshold',
  'below_threshold',
  'open_payout',
  /** The partner said « Ce n'était pas moi »: no payment until an admin lifts it. */
  'frozen',
  /** The IBAN is new: no transfer to it before `iban_usable_from`. */
  'iban_hold',
  /** An archived partner with nothing left to pay. */
  'no_balance',
] as const;
export type ClaimBlocker = (typeof CLAIM_BLOCKERS)[number];

/** "FR7630006000011234567890189" → "FR76 •••• •••• •••• •••• •••• 189": country, check digits and the end. */
export function maskIban(iban: string): string {
  const groups = Math.ceil((iban.length - 4 - 3) / 4);
  return [iban.slice(0, 4), ...Array.from({ length: groups }, () => '••••'), iban.slice(-3)].join(' ');
}

/** Spec: every character but digits and + goes; then 8 to 15 digits, or nothing. */
export const cleanPhone = (raw: string) => raw.replace(/[^\d+]/g, '');
export function phoneError(cleaned: string): string | null {
  if (cleaned === '') return null;
  const digits = cleaned.replace(/\D/g, '').length;
  return digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max ? VALIDATION_MESSAGES.phoneInvalid : null;
}

export function companyError(trimmed: string): string | null {
  return trimmed.length > COMPANY_MAX_LENGTH ? VALIDATION_MESSAGES.companyTooLong : null;
}

export function holderError(trimmed: string): string | null {
  if (trimmed === '') return VALIDATION_MESSAGES.holderRequired;
  const length = [...trimmed].length;
  return length < HOLDER_LENGTH.min || length > HOLDER_LENGTH.max ? VALIDATION_MESSAGES.holderLength : null;
}

/** A zod field from one of the validators above: cleaned, then refused with the spec's message. */
const checked = (clean: (raw: string) => string, error: (value: string) => string | null) =>
  z
    .string()
    .max(1000)
    .transform(clean)
    .superRefine((value, ctx) => {
      const message = error(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

const company = checked((s) => s.trim(), companyError);
const phone = checked(cleanPhone, phoneError);

/** The applicant's name, required: an application that names nobody is refused, never filled in by the server. */
const applicantName = z
  .string({ error: FIELD_MESSAGES.nameRequired })
  .trim()
  .min(1, FIELD_MESSAGES.nameRequired)
  .max(120);

/** POST /api/partner/apply (spec): the name, then four optional fields; first and last names default to the identity's. */
export const applyBodySchema = z.object({
  name: applicantName,
  first_name: z.string().trim().max(80).optional(),
  last_name: z.string().trim().max(80).optional(),
  company_name: company.optional(),
  contact_phone: phone.optional(),
});
export const applyAnswerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(PARTNER_STATUSES),
});

/** PUT /api/partner/me: company and phone, each omitted when empty. */
export const partnerUpdateSchema = z.object({
  company_name: company.optional(),
  contact_phone: phone.optional(),
});

export const partnerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(PARTNER_STATUSES),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  email: z.string(),
  /** Euros, as the spec names it; the cents beside it are what sums use. */
  payout_threshold: z.number(),
  payout_threshold_cents: z.number().int(),
  revenue_share_percent: z.number().int().min(0).max(100),
});
export type Partner = z.infer<typeof partnerSchema>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DASHBOARD_MESSAGES.invalidDates)
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: DASHBOARD_MESSAGES.invalidDates,
    },
  );

/** GET /api/partner/stats?from&to – Paris days, both required, from not after to. */
export const statsQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((q) => q.from <= q.to, { message: DASHBOARD_MESSAGES.startAfterEnd, path: ['from'] });

export const dailyStatSchema = z.object({
  stat_date: z.string(),
  page_views: z.number().int(),
  searches: z.number().int(),
  ad_filled_impressions: z.number().int(),
  adsense_estimated_earnings: z.number(),
  adsense_estimated_earnings_cents: z.number().int(),
  /** The partner's share of that gross, from the ledger. */
  partner_share_cents: z.number().int(),
});
export type DailyStat = z.infer<typeof dailyStatSchema>;

export const payoutSchema = z.object({
  id: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  period_start: z.string(),
  period_end: z.string(),
  gross_earnings: z.number(),
  gross_earnings_cents: z.number().int(),
  partner_share_percent: z.number().int(),
  partner_amount: z.number(),
  partner_amount_cents: z.number().int(),
  /** What the amount is made of: the share of the gross (day by day) and the launch bonus, which add up. */
  share_cents: z.number().int(),
  bonus_cents: z.number().int(),
  source: z.enum(PAYOUT_SOURCES),
  /** The Paris day by which the transfer is promised. */
  due_on: z.string(),
  /** Shown to the partner when the payout was rejected. */
  rejection_reason: z.string().nullable(),
  /** The account it is paid to, masked. */
  iban_masked: z.string().nullable(),
  holder_name: z.string().nullable(),
  created_at: z.string(),
  /** When it was marked paid, and the bank transfer's reference. */
  paid_at: z.string().nullable(),
  transfer_reference: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const accrualSchema = z.object({
  payout_threshold: z.number(),
  payout_threshold_cents: z.number().int(),
  /** The current month's share so far. */
  partner_amount: z.number(),
  partner_amount_cents: z.number().int(),
  /** Progress of the available balance toward the threshold: the spec's month figure (docs/decisions/0025). */
  percent: z.number().int().min(0).max(100),
  eligible: z.boolean(),
  share_percent: z.number().int(),
  /** What a payout would take now: every entry of the ledger summed. */
  available_cents: z.number().int(),
  /** Every share, adjustment and bonus ever credited. */
  lifetime_cents: z.number().int(),
  blocked_by: z.enum(CLAIM_BLOCKERS).nullable(),
  /** When blocked by `iban_hold`: the moment the new IBAN may be paid to (ISO). */
  iban_usable_from: z.string().nullable().optional(),
});
export type Accrual = z.infer<typeof accrualSchema>;
export const payoutsAnswerSchema = z.object({ payouts: z.array(payoutSchema), accrual: accrualSchema });

/** PUT /api/partner/payment */
export const paymentBodySchema = z.object({
  iban: checked(cleanIban, ibanError),
  holderName: checked((s) => s.trim().replace(/\s+/g, ' '), holderError),
});
/** The partner's own answers never carry the full IBAN: it is masked (see maskIban). */
export const paymentAnswerSchema = z.object({
  iban: z.string().nullable(),
  holderName: z.string().nullable(),
  /** True while a payout is open: the payment info cannot be deleted then. */
  locked: z.boolean(),
  /** The IBAN is new: no transfer to it before this moment (ISO); null once it may be paid. */
  usable_from: z.string().nullable().optional(),
  /** The open payout stays paid to the IBAN of its claim: that IBAN masked, when it is not the current one. */
  open_payout_iban: z.string().nullable().optional(),
});

export const slotsAnswerSchema = z.object({
  /** The slots an admin allowed the partner. */
  slots: z.array(z.object({ id: z.string(), label: z.string() })),
  /** Those the partner's visitors get (all allowed ones until the partner chooses). */
  chosen: z.array(z.string()),
});
/** PUT /api/partner/slots: the partner's choice among the allowed slots. */
export const slotsBodySchema = z.object({
  slots: z.array(z.string().trim().min(1).max(64)).min(1, PLACEMENT_MESSAGES.noneChosen).max(50),
});
export const adsenseChannelAnswerSchema = z.object({
  displayChannelId: z.string().nullable(),
  adminDisplayChannelId: z.string().nullable(),
  slots: z.array(z.string()),
});

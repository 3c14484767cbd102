// The partner dialog's form: the fields as typed (numbers as text), turned into the call's body and checked by the
// call's own schema (common/admin), for an addition or an edit.
import type { Control, FieldValues } from 'react-hook-form';
import {
  adminPartnerCreateSchema,
  adminPartnerUpdateSchema,
  type AdminPartner,
} from '../../../../common/admin';
import {
  DEFAULT_PAYOUT_THRESHOLD_EUROS,
  DEFAULT_REVENUE_SHARE_PERCENT,
  REVENUE_SHARE_PERCENT,
} from '../../../../common/constants';
import { z } from '../../../../common/zod';
import { ADMIN_LABELS as L } from './labels';

/** Spec: the share is forced to an integer within 0..100. */
export const forcedShare = (value: string) =>
  Math.min(REVENUE_SHARE_PERCENT.max, Math.max(REVENUE_SHARE_PERCENT.min, Math.round(Number(value) || 0)));

/** What the dialog holds: the call's fields as typed, numbers as text. */
const typedSchema = z.object({
  code: z.string(),
  name: z.string(),
  email: z.string(),
  revenue_share_percent: z.string(),
  trial_months: z.string().refine((m) => m === '' || /^\d+$/.test(m), L.fields.trialMonthsHint),
  /** An admin sets one of ADMIN_PARTNER_STATUSES; the call's schema says so under the field. */
  status: z.string(),
  payout_threshold: z.string(),
  slots: z.array(z.string()),
});
export type TypedPartner = z.infer<typeof typedSchema>;
/** What the dialog's fields are wired to. */
export type PartnerControl = Control<TypedPartner, unknown, FieldValues>;

/** The typed values as the call's body, then checked by the call's own schema (common/admin). */
const asBody = (typed: TypedPartner) => ({
  ...typed,
  code: typed.code.trim(),
  name: typed.name.trim(),
  email: typed.email.trim(),
  revenue_share_percent: forcedShare(typed.revenue_share_percent),
  trial_months: typed.trial_months === '' ? undefined : Number(typed.trial_months),
  payout_threshold: Number(typed.payout_threshold.replace(',', '.')),
});
// The body is `unknown` to the pipe: what it must be is exactly what the call's schema checks.
const checkedBy = <S extends z.ZodType<unknown, unknown>>(call: S) =>
  typedSchema.transform((typed): unknown => asBody(typed)).pipe(call);
export const createForm = checkedBy(adminPartnerCreateSchema);
export const updateForm = checkedBy(adminPartnerUpdateSchema);
export type PartnerBody = z.output<typeof createForm> | z.output<typeof updateForm>;

/** The fields of a partner being edited, or of a new one (pending, the default share and threshold). */
export const typedOf = (partner: AdminPartner | null): TypedPartner => ({
  code: partner?.code ?? '',
  name: partner?.name ?? '',
  email: partner?.email ?? '',
  revenue_share_percent: String(partner?.revenue_share_percent ?? DEFAULT_REVENUE_SHARE_PERCENT),
  trial_months: '',
  status: partner?.status ?? 'pending',
  payout_threshold: String(partner?.payout_threshold ?? DEFAULT_PAYOUT_THRESHOLD_EUROS),
  slots: partner?.adsense_channel_pattern.slots ?? [],
});

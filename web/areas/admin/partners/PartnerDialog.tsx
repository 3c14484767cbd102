// Add or edit a partner: code, name and e-mail fixed once created; share forced to 0–100; slots only when active.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import {
  ADMIN_PARTNER_STATUSES,
  adminPartnerCreateSchema,
  adminPartnerSchema,
  adminPartnerUpdateSchema,
  type AdminPartner,
} from '../../../../common/admin';
import {
  DEFAULT_PAYOUT_THRESHOLD_EUROS,
  DEFAULT_REVENUE_SHARE_PERCENT,
  REVENUE_SHARE_PERCENT,
} from '../../../../common/constants';
import { parisDay } from '../../../../common/dates';
import { ADMIN_MESSAGES } from '../../../../common/messages';
import { addMonths } from '../../../../common/periods';
import { z } from '../../../../common/zod';
import { apiSend, ApiError } from '../../../api/client';
import { fieldErrorsOf } from '../../../api/failure';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { showFieldErrors } from '../../../components/form/serverErrors';
import { useZodForm } from '../../../components/form/useZodForm';
import { STATUS_LABELS } from '../../shared/labels';
import { ADMIN_CHANNELS_KEY, ADMIN_PARTNERS_KEY } from './keys';
import { ADMIN_LABELS as L } from './labels';
import { SlotCheckboxes } from './SlotCheckboxes';

type Props = {
  partner: AdminPartner | null;
  slots: Array<{ id: string; label: string }>;
  onClose: () => void;
};

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
type Typed = z.infer<typeof typedSchema>;

/** The typed values as the call's body, then checked by the call's own schema (common/admin). */
const asBody = (typed: Typed) => ({
  ...typed,
  code: typed.code.trim(),
  name: typed.name.trim(),
  email: typed.email.trim(),
  revenue_share_percent: forcedShare(typed.revenue_share_percent),
  trial_months: typed.trial_months === '' ? undefined : Number(typed.trial_months),
  payout_threshold: Number(typed.payout_threshold.replace(',', '.')),
});
// The body is `unknown` to the pipe: what it must be is exactly what the call's schema checks.
const createForm = typedSchema.transform((typed): unknown => asBody(typed)).pipe(adminPartnerCreateSchema);
const updateForm = typedSchema.transform((typed): unknown => asBody(typed)).pipe(adminPartnerUpdateSchema);
type Body = z.output<typeof createForm> | z.output<typeof updateForm>;

/** Given when the partner is added, read-only afterwards (spec). */
const IDENTITY = [
  { name: 'code', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'email', type: 'email' },
] as const;

const WHOLE_NUMBER = { min: 0, step: 1 };

const typedOf = (partner: AdminPartner | null): Typed => ({
  code: partner?.code ?? '',
  name: partner?.name ?? '',
  email: partner?.email ?? '',
  revenue_share_percent: String(partner?.revenue_share_percent ?? DEFAULT_REVENUE_SHARE_PERCENT),
  trial_months: '',
  status: partner?.status ?? 'pending',
  payout_threshold: String(partner?.payout_threshold ?? DEFAULT_PAYOUT_THRESHOLD_EUROS),
  slots: partner?.adsense_channel_pattern.slots ?? [],
});

export function PartnerDialog({ partner, slots, onClose }: Props) {
  const editing = partner !== null;
  const queryClient = useQueryClient();
  const form = useZodForm(editing ? updateForm : createForm, {
    mode: 'onTouched',
    defaultValues: typedOf(partner),
  });
  const { control, setValue, handleSubmit } = form;
  const [months, status] = useWatch({ control, name: ['trial_months', 'status'] });
  const trialUntil = /^\d+$/.test(months)
    ? addMonths(parisDay(), Number(months))
    : (partner?.trial_until ?? '');

  const save = useMutation({
    mutationFn: async ({ body, withoutChannel }: { body: Body; withoutChannel: boolean }) => {
      if (editing)
        return apiSend(
          'PUT',
          `/api/admin/partners/${partner.id}`,
          { ...body, ...(withoutChannel && { activate_without_channel: true }) },
          adminPartnerSchema,
        );
      // The creation call knows no activate_without_channel: the partner is added pending, then activated.
      const created = await apiSend(
        'POST',
        '/api/admin/partners',
        { ...body, ...(withoutChannel && { status: 'pending' }) },
        adminPartnerSchema,
      );
      if (!withoutChannel) return created;
      return apiSend(
        'PUT',
        `/api/admin/partners/${created.id}`,
        { status: body.status, activate_without_channel: true },
        adminPartnerSchema,
      );
    },
    onMutate: () => form.clearErrors(),
    onError: (error) => showFieldErrors(form.setError, fieldErrorsOf(error)),
    // A partner added or changed: its row, and the channel it took or gave back.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_PARTNERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_CHANNELS_KEY }),
      ]);
      onClose();
    },
  });
  const submit = (withoutChannel: boolean) => handleSubmit((body) => save.mutate({ body, withoutChannel }));

  const failure = save.error;
  // Activation with an empty pool: the admin adds a channel first, or confirms knowingly.
  const noChannel =
    failure instanceof ApiError && failure.code === 'no_free_channel' ? failure.message : null;
  const message =
    failure === null || noChannel !== null
      ? null
      : failure instanceof ApiError && failure.code === 'partner_archived'
        ? failure.message
        : ADMIN_MESSAGES.savePartnerFailed;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{editing ? `${L.edit} ${partner.name}` : L.add}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {IDENTITY.map(({ name, type }) => (
            <FormField
              key={name}
              control={control}
              name={name}
              label={L.fields[name]}
              type={type}
              slotProps={{ input: { readOnly: editing } }}
              required
            />
          ))}
          <FormField
            control={control}
            name="revenue_share_percent"
            label={L.fields.share}
            type="number"
            onBlur={(e) => setValue('revenue_share_percent', String(forcedShare(e.target.value)))}
            slotProps={{
              htmlInput: { min: REVENUE_SHARE_PERCENT.min, max: REVENUE_SHARE_PERCENT.max, step: 1 },
            }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField
              control={control}
              name="trial_months"
              label={L.fields.trialMonths}
              type="number"
              slotProps={{ htmlInput: WHOLE_NUMBER }}
              sx={{ flex: 1 }}
            />
            <TextField
              label={L.fields.trialUntil}
              value={trialUntil}
              slotProps={{ input: { readOnly: true } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Controller
            control={control}
            name="status"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={L.fields.status}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {ADMIN_PARTNER_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormField
            control={control}
            name="payout_threshold"
            label={L.fields.threshold}
            type="number"
            slotProps={{ htmlInput: WHOLE_NUMBER }}
          />
          <Controller
            control={control}
            name="slots"
            render={({ field }) => (
              <SlotCheckboxes
                slots={slots}
                chosen={field.value}
                onChange={field.onChange}
                disabled={status !== 'active'}
                legend={L.fields.slots}
                hint={status !== 'active' ? L.fields.slotsHint : null}
              />
            )}
          />
          <FormError message={message} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button variant="contained" onClick={() => void submit(false)()} disabled={save.isPending}>
          {L.save}
        </Button>
      </DialogActions>
      <Dialog open={noChannel !== null} onClose={() => save.reset()} maxWidth="xs">
        <DialogTitle>{L.noFreeChannelTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{noChannel}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => save.reset()}>{L.cancel}</Button>
          <Button
            color="warning"
            variant="contained"
            onClick={() => void submit(true)()}
            disabled={save.isPending}
          >
            {L.activateWithoutChannel}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}

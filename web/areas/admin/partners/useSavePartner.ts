// Saving the partner dialog: one call for an edit; for an addition activated with an empty channel pool, the
// partner added pending, then activated knowingly. What went wrong, as the dialog says it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { adminPartnerSchema, type AdminPartner } from '../../../../common/admin';
import { ADMIN_MESSAGES } from '../../../../common/messages';
import { apiSend, ApiError } from '../../../api/client';
import { fieldErrorsOf } from '../../../api/failure';
import { showFieldErrors } from '../../../components/form/serverErrors';
import { ADMIN_CHANNELS_KEY, ADMIN_PARTNERS_KEY } from './keys';
import type { PartnerBody, TypedPartner } from './partnerForm';

export type SaveRequest = { body: PartnerBody; withoutChannel: boolean };

async function savePartner(partner: AdminPartner | null, { body, withoutChannel }: SaveRequest) {
  if (partner)
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
}

/** The dialog's form: its errors cleared on a new try, the server's field errors put under their fields. */
type PartnerFormErrors = Pick<UseFormReturn<TypedPartner>, 'clearErrors' | 'setError'>;

export function useSavePartner(partner: AdminPartner | null, form: PartnerFormErrors, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveRequest) => savePartner(partner, request),
    onMutate: () => form.clearErrors(),
    onError: (error) => showFieldErrors(form.setError, fieldErrorsOf(error)),
    // A partner added or changed: its row, and the channel it took or gave back.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_PARTNERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_CHANNELS_KEY }),
      ]);
      onSaved();
    },
  });
}

/** The refusal an empty pool gives on activation: the admin adds a channel first, or confirms knowingly. */
export const noChannelOf = (failure: Error | null) =>
  failure instanceof ApiError && failure.code === 'no_free_channel' ? failure.message : null;

/** The dialog's error block: an archived partner's refusal as the server says it, else the generic one. */
export function saveFailureOf(failure: Error | null): string | null {
  if (failure === null || noChannelOf(failure) !== null) return null;
  return failure instanceof ApiError && failure.code === 'partner_archived'
    ? failure.message
    : ADMIN_MESSAGES.savePartnerFailed;
}

// "Informations de paiement": the IBAN and holder, checked on blur. The server only ever sends the IBAN masked:
// it is shown as the current account, never put in the input as if it were text to edit; a change means
// typing the new IBAN whole. Deleting is refused while a payout is open (it is paid to that account).
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { cleanIban, formatIban } from '../../../common/iban';
import { IBAN_SAFETY_MESSAGES as M } from '../../../common/ibanSafetyMessages';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { paymentAnswerSchema, paymentBodySchema } from '../../../common/partner';
import { ApiError, apiSend } from '../../api/client';
import { failureMessage, fieldErrorsOf } from '../../api/failure';
import { FormError } from '../../components/form/FormError';
import { FormField } from '../../components/form/FormField';
import { showFieldErrors } from '../../components/form/serverErrors';
import { useZodForm } from '../../components/form/useZodForm';
import { loginHref } from '../../shell/loginHref';
import { PORTAL_LABELS as L } from './labels';

/** As the partner's own calls answer it: the IBAN masked, when a new one may be paid to, the open payout's. */
export type PaymentInfo = {
  iban: string | null;
  holderName: string | null;
  locked: boolean;
  usable_from?: string | null;
  open_payout_iban?: string | null;
};

/** The change asks for a recent sign-in: the way back to this page after signing in again. */
const SIGN_IN_AGAIN = loginHref({ pathname: '/partner/payment', search: '' });

const readOnly = { input: { readOnly: true } };
const groupedIban = (typed: string) => formatIban(cleanIban(typed));
const IBAN_INPUT = { spellCheck: false, autoCapitalize: 'characters', inputMode: 'text' } as const;

type Props = {
  saved: PaymentInfo;
  /** The new answer, for the page to keep (and to refresh what depends on it). */
  onChange: (info: PaymentInfo) => void;
  warning: string | null;
};

export function PaymentInfoForm({ saved, onChange, warning }: Props) {
  const hasSaved = Boolean(saved.iban && saved.holderName);
  const [editing, setEditing] = useState(!hasSaved);
  const form = useZodForm(paymentBodySchema, {
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { iban: '', holderName: saved.holderName ?? '' },
  });

  // Spec: the server's message is preferred (else « Erreur serveur »), its field errors go under the fields.
  const save = useMutation({
    mutationFn: (body: { iban: string; holderName: string }) =>
      apiSend('PUT', '/api/partner/payment', body, paymentAnswerSchema),
    onMutate: (): void => remove.reset(),
    onError: (error) => showFieldErrors(form.setError, fieldErrorsOf(error)),
    onSuccess: (answer) => {
      onChange(answer);
      form.reset({ iban: '', holderName: answer.holderName ?? '' });
      setEditing(false);
    },
  });
  const remove = useMutation({
    mutationFn: () => apiSend('DELETE', '/api/partner/payment', undefined, paymentAnswerSchema),
    onMutate: (): void => save.reset(),
    onSuccess: (answer) => {
      onChange(answer);
      form.reset({ iban: '', holderName: '' });
      setEditing(true);
    },
  });
  const busy = save.isPending || remove.isPending;
  const failure = save.error
    ? failureMessage(save.error, PARTNER_MESSAGES.serverError)
    : remove.error && failureMessage(remove.error, PARTNER_MESSAGES.deleteFailed);
  const signInAgain = save.error instanceof ApiError && save.error.code === 'recent_sign_in_required';
  const keptIban = save.data?.open_payout_iban;
  const outcome = (
    <>
      {save.isSuccess && <Alert severity="success">{PARTNER_MESSAGES.saved}</Alert>}
      {save.isSuccess && keptIban && <Alert severity="info">{M.openPayoutKeepsIban(keptIban)}</Alert>}
      {signInAgain ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" href={SIGN_IN_AGAIN}>
              {M.signInAgain}
            </Button>
          }
        >
          {failure}
        </Alert>
      ) : (
        <FormError message={failure} />
      )}
    </>
  );
  const usableFrom = saved.usable_from && <Alert severity="info">{M.usableFrom(saved.usable_from)}</Alert>;

  function restore() {
    form.reset({ iban: '', holderName: saved.holderName ?? '' });
    save.reset();
    remove.reset();
    setEditing(!hasSaved);
  }

  const warningAlert = warning && <Alert severity="warning">{warning}</Alert>;
  if (hasSaved && !editing)
    return (
      <Stack spacing={2}>
        {warningAlert}
        {/* Multiline: the masked IBAN wraps on a phone rather than being cut. */}
        <TextField label={L.iban} value={saved.iban} slotProps={readOnly} multiline />
        <TextField label={L.holder} value={saved.holderName} slotProps={readOnly} />
        {usableFrom}
        {saved.locked && <Alert severity="info">{PARTNER_MESSAGES.paymentInfoLocked}</Alert>}
        {outcome}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button color="error" onClick={() => remove.mutate()} disabled={busy || saved.locked}>
            {L.delete}
          </Button>
          <Button onClick={() => setEditing(true)} disabled={busy}>
            {L.edit}
          </Button>
          <Button variant="contained" disabled>
            {L.save}
          </Button>
        </Box>
      </Stack>
    );

  return (
    <Stack spacing={2}>
      {warningAlert}
      {hasSaved && (
        <div>
          <Typography data-testid="current-iban" sx={{ overflowWrap: 'anywhere' }}>
            {L.currentAccount(saved.iban!)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {L.newIbanHint}
          </Typography>
        </div>
      )}
      <FormField
        control={form.control}
        name="iban"
        transform={groupedIban}
        label={hasSaved ? L.newIban : L.iban}
        slotProps={{ htmlInput: IBAN_INPUT }}
        autoComplete="off"
      />
      <FormField control={form.control} name="holderName" label={L.holder} autoComplete="name" />
      {outcome}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={restore} disabled={busy}>
          {L.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => void form.handleSubmit((body) => save.mutate(body))()}
          disabled={busy}
        >
          {busy ? PARTNER_MESSAGES.sending : L.save}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {L.ibanSafe}
      </Typography>
    </Stack>
  );
}

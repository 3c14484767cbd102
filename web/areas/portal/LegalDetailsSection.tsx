// The profile's legal details (optional): with them, each paid payout gives a self-billing invoice in the
// partner's name; without them, a commission statement. Checked as typed with the server's own rules.
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import {
  legalDetailsBodySchema,
  legalDetailsSchema,
  type LegalDetails,
  type LegalDetailsInput,
} from '../../../common/documents';
import { DOCUMENT_LABELS as L, LEGAL_DETAILS_MESSAGES as M } from '../../../common/documentsMessages';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { z } from '../../../common/zod';
import { apiGet, apiSend } from '../../api/client';
import { failureMessage, fieldErrorsOf } from '../../api/failure';
import { FormError } from '../../components/form/FormError';
import { FormField } from '../../components/form/FormField';
import { showFieldErrors } from '../../components/form/serverErrors';
import { useZodForm } from '../../components/form/useZodForm';
import { Section } from '../shared/Section';

export const PARTNER_LEGAL_KEY = ['partner', 'legal-details'] as const;
const URL = '/api/partner/legal-details';

const valuesOf = (d: LegalDetails | null | undefined) => ({
  legal_name: d?.legal_name ?? '',
  address: d?.address ?? '',
  postal_code: d?.postal_code ?? '',
  city: d?.city ?? '',
  registration_number: d?.registration_number ?? '',
  vat_regime: d?.vat_regime ?? 'exempt',
  vat_number: d?.vat_number ?? '',
});

type Field = {
  name: 'legal_name' | 'address' | 'postal_code' | 'city' | 'registration_number';
  label: string;
  autoComplete?: string;
  inputMode?: 'numeric';
};

const FIELDS: Field[] = [
  { name: 'legal_name', label: L.legalName, autoComplete: 'organization' },
  { name: 'address', label: L.address, autoComplete: 'street-address' },
  { name: 'postal_code', label: L.postalCode, autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'city', label: L.city, autoComplete: 'address-level2' },
  { name: 'registration_number', label: L.registration, inputMode: 'numeric' },
];

export function LegalDetailsSection() {
  const queryClient = useQueryClient();
  const details = useQuery({
    queryKey: PARTNER_LEGAL_KEY,
    queryFn: () => apiGet(URL, legalDetailsSchema.nullable()),
  });
  const loaded = details.data !== undefined;
  const form = useZodForm(legalDetailsBodySchema, { mode: 'onBlur', values: valuesOf(details.data) });
  const liable = form.watch('vat_regime') === 'liable';

  const save = useMutation({
    mutationFn: (body: LegalDetailsInput) => apiSend('PUT', URL, body, legalDetailsSchema),
    onError: (error) => showFieldErrors(form.setError, fieldErrorsOf(error)),
    onSuccess: (saved) => queryClient.setQueryData(PARTNER_LEGAL_KEY, saved),
  });
  const remove = useMutation({
    mutationFn: () => apiSend('DELETE', URL, undefined, z.null()),
    onSuccess: () => queryClient.setQueryData(PARTNER_LEGAL_KEY, null),
  });
  const busy = save.isPending || remove.isPending;
  const failure = save.error ?? remove.error;

  return (
    <Section title={L.section}>
      <Stack
        spacing={2}
        component="form"
        noValidate
        onSubmit={(e) => {
          remove.reset();
          void form.handleSubmit((body) => save.mutate(body))(e);
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {L.intro}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {L.mandate}
        </Typography>
        {FIELDS.map(({ name, inputMode, ...field }) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            {...field}
            disabled={!loaded}
            {...(inputMode && { slotProps: { htmlInput: { inputMode } } })}
          />
        ))}
        <Controller
          control={form.control}
          name="vat_regime"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} disabled={!loaded}>
              <FormLabel id="vat-regime-label">{L.vatChoice}</FormLabel>
              <RadioGroup aria-labelledby="vat-regime-label" {...field}>
                <FormControlLabel value="exempt" control={<Radio />} label={L.vatExempt} />
                <FormControlLabel value="liable" control={<Radio />} label={L.vatLiable} />
              </RadioGroup>
              {fieldState.error && (
                <FormHelperText>{fieldState.error.message ?? M.vatRequired}</FormHelperText>
              )}
            </FormControl>
          )}
        />
        {liable && (
          <FormField control={form.control} name="vat_number" label={L.vatNumber} disabled={!loaded} />
        )}
        {save.isSuccess && <Alert severity="success">{M.saved}</Alert>}
        {remove.isSuccess && <Alert severity="info">{M.removed}</Alert>}
        <FormError message={failure && failureMessage(failure, PARTNER_MESSAGES.serverError)} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {details.data && (
            <Button
              type="button"
              color="error"
              disabled={busy}
              onClick={() => {
                save.reset();
                remove.mutate();
              }}
            >
              {L.remove}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={!loaded || busy}>
            {busy ? PARTNER_MESSAGES.sending : L.save}
          </Button>
        </Box>
      </Stack>
    </Section>
  );
}

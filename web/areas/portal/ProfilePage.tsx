// /partner/profile – names and e-mail read-only; company and phone editable, checked as typed.
import { Alert, Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { partnerSchema, partnerUpdateSchema, type Partner } from '../../../common/partner';
import { apiSend } from '../../api/client';
import { failureMessage, fieldErrorsOf } from '../../api/failure';
import { FormError } from '../../components/form/FormError';
import { FormField } from '../../components/form/FormField';
import { showFieldErrors } from '../../components/form/serverErrors';
import { useZodForm } from '../../components/form/useZodForm';
import { contactBody } from '../shared/contactBody';
import { PageHeading } from '../shared/PageHeading';
import { PORTAL_LABELS as L } from './labels';
import { LegalDetailsSection } from './LegalDetailsSection';
import { MailPreferencesSection } from './MailPreferencesSection';
import { PARTNER_ME_KEY, usePartner } from './usePartner';

const contactOf = (p: Partner | undefined) => ({
  company_name: p?.company_name ?? '',
  contact_phone: p?.contact_phone ?? '',
});

const EDITABLE = [
  { name: 'company_name', label: L.company, autoComplete: 'organization' },
  { name: 'contact_phone', label: L.phone, autoComplete: 'tel', type: 'tel' },
] as const;

export default function ProfilePage() {
  const partner = usePartner();
  const queryClient = useQueryClient();
  const loaded = partner.data !== undefined;
  const form = useZodForm(partnerUpdateSchema, { mode: 'onChange', defaultValues: contactOf(partner.data) });
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  // Spec: the server's message is preferred (else « Erreur serveur »), its field errors go under the fields.
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof contactBody>) =>
      apiSend('PUT', '/api/partner/me', body, partnerSchema),
    onError: (error) => showFieldErrors(form.setError, fieldErrorsOf(error)),
    onSuccess: (updated) => {
      queryClient.setQueryData(PARTNER_ME_KEY, updated);
      form.reset(contactOf(updated));
    },
  });
  const { reset } = save;

  // A change after a save hides what the save said.
  useEffect(() => {
    const { unsubscribe } = form.watch((_values, { type }) => {
      if (type === 'change') reset();
    });
    return unsubscribe;
  }, [form, reset]);

  function cancel() {
    form.reset(contactOf(partner.data));
    save.reset();
  }

  const p = partner.data;
  const readOnly: Array<[string, string]> = [
    [L.lastName, p?.last_name ?? ''],
    [L.firstName, p?.first_name ?? ''],
    [L.fullName, p?.name ?? ''],
    [L.email, p?.email ?? ''],
  ];
  const busy = save.isPending;

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <PageHeading title={L.profileTitle} />
      <Card variant="outlined">
        <CardContent
          component="form"
          noValidate
          onSubmit={(e) => void form.handleSubmit((contact) => save.mutate(contactBody(contact)))(e)}
        >
          <Stack spacing={2}>
            {readOnly.map(([label, value]) => (
              <TextField
                key={label}
                label={label}
                value={value}
                disabled={!loaded}
                slotProps={{ input: { readOnly: true } }}
              />
            ))}
            {EDITABLE.map(({ name, ...field }) => (
              <FormField key={name} control={form.control} name={name} {...field} disabled={!loaded} />
            ))}
            {save.isSuccess && <Alert severity="success">{PARTNER_MESSAGES.saved}</Alert>}
            <FormError message={save.error && failureMessage(save.error, PARTNER_MESSAGES.serverError)} />
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button type="button" disabled={!loaded || busy} onClick={cancel}>
                {L.cancel}
              </Button>
              <Button type="submit" variant="contained" disabled={!loaded || busy || hasErrors}>
                {busy ? PARTNER_MESSAGES.sending : L.save}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <LegalDetailsSection />
      <MailPreferencesSection />
    </Stack>
  );
}

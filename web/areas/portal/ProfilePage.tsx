// /partner/profile – names and e-mail read-only; company and phone editable, checked as typed.
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { cleanPhone, companyError, partnerSchema, phoneError, type Partner } from '../../../common/partner';
import { apiSend, ApiError } from '../../api/client';
import { usePageTitle } from '../../shell/usePageTitle';
import { PORTAL_LABELS as L } from './labels';
import { PARTNER_ME_KEY, usePartner } from './usePartner';

type Fields = { company_name: string; contact_phone: string };
type Errors = Partial<Record<keyof Fields, string>>;

const fieldsOf = (p: Partner | undefined): Fields => ({
  company_name: p?.company_name ?? '',
  contact_phone: p?.contact_phone ?? '',
});

function check(fields: Fields): Errors {
  const errors: Errors = {};
  const company = companyError(fields.company_name.trim());
  const phone = phoneError(cleanPhone(fields.contact_phone));
  if (company) errors.company_name = company;
  if (phone) errors.contact_phone = phone;
  return errors;
}

export default function ProfilePage() {
  usePageTitle(L.profileTitle);
  const partner = usePartner();
  const queryClient = useQueryClient();
  const loaded = partner.data !== undefined;
  const [fields, setFields] = useState<Fields>(() => fieldsOf(partner.data));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  function change(name: keyof Fields, value: string) {
    const next = { ...fields, [name]: value };
    setFields(next);
    setErrors(check(next));
    setStatus(null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = check(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      // Spec: each field is omitted when empty.
      const body = {
        ...(fields.company_name.trim() && { company_name: fields.company_name.trim() }),
        ...(cleanPhone(fields.contact_phone) && { contact_phone: fields.contact_phone }),
      };
      const updated = await apiSend('PUT', '/api/partner/me', body, partnerSchema);
      queryClient.setQueryData(PARTNER_ME_KEY, updated);
      setFields(fieldsOf(updated));
      setStatus({ ok: true, message: PARTNER_MESSAGES.saved });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0)
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
      setStatus({
        ok: false,
        message: error instanceof ApiError && error.message ? error.message : PARTNER_MESSAGES.serverError,
      });
    } finally {
      setSaving(false);
    }
  }

  const p = partner.data;
  const readOnly: Array<[string, string]> = [
    [L.lastName, p?.last_name ?? ''],
    [L.firstName, p?.first_name ?? ''],
    [L.fullName, p?.name ?? ''],
    [L.email, p?.email ?? ''],
  ];
  const blocked = !loaded || saving || Object.keys(errors).length > 0;

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        {L.profileTitle}
      </Typography>
      <Card variant="outlined">
        <CardContent component="form" noValidate onSubmit={(e) => void save(e)}>
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
            <TextField
              label={L.company}
              value={fields.company_name}
              onChange={(e) => change('company_name', e.target.value)}
              error={Boolean(errors.company_name)}
              helperText={errors.company_name ?? ' '}
              disabled={!loaded}
              autoComplete="organization"
            />
            <TextField
              label={L.phone}
              value={fields.contact_phone}
              onChange={(e) => change('contact_phone', e.target.value)}
              error={Boolean(errors.contact_phone)}
              helperText={errors.contact_phone ?? ' '}
              disabled={!loaded}
              type="tel"
              autoComplete="tel"
            />
            {status && <Alert severity={status.ok ? 'success' : 'error'}>{status.message}</Alert>}
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button
                type="button"
                disabled={!loaded || saving}
                onClick={() => {
                  setFields(fieldsOf(partner.data));
                  setErrors({});
                  setStatus(null);
                }}
              >
                {L.cancel}
              </Button>
              <Button type="submit" variant="contained" disabled={blocked}>
                {saving ? PARTNER_MESSAGES.sending : L.save}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

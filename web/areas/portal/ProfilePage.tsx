// /partner/profile – names and e-mail read-only; company and phone editable, checked as typed.
import { Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { partnerSchema, type Partner } from '../../../common/partner';
import { apiSend } from '../../api/client';
import { CheckedField } from '../shared/CheckedField';
import { contactBody, contactErrors, type Contact, type ContactErrors } from '../shared/contactErrors';
import { NoticeAlert } from '../shared/Notice';
import { PageHeading } from '../shared/PageHeading';
import { PORTAL_LABELS as L } from './labels';
import { PARTNER_ME_KEY, usePartner } from './usePartner';
import { useSave } from './useSave';

const contactOf = (p: Partner | undefined): Contact => ({
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
  const [fields, setFields] = useState<Contact>(() => contactOf(partner.data));
  const [errors, setErrors] = useState<ContactErrors>({});
  const { busy, notice, setNotice, save } = useSave(setErrors);

  function change(name: keyof Contact, value: string) {
    const next = { ...fields, [name]: value };
    setFields(next);
    setErrors(contactErrors(next));
    setNotice(null);
  }

  function cancel() {
    setFields(contactOf(partner.data));
    setErrors({});
    setNotice(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = contactErrors(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await save(async () => {
      const updated = await apiSend('PUT', '/api/partner/me', contactBody(fields), partnerSchema);
      queryClient.setQueryData(PARTNER_ME_KEY, updated);
      setFields(contactOf(updated));
    });
  }

  const p = partner.data;
  const readOnly: Array<[string, string]> = [
    [L.lastName, p?.last_name ?? ''],
    [L.firstName, p?.first_name ?? ''],
    [L.fullName, p?.name ?? ''],
    [L.email, p?.email ?? ''],
  ];
  const blocked = !loaded || busy || Object.keys(errors).length > 0;

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <PageHeading title={L.profileTitle} />
      <Card variant="outlined">
        <CardContent component="form" noValidate onSubmit={(e) => void submit(e)}>
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
            {EDITABLE.map((field) => (
              <CheckedField
                key={field.name}
                {...field}
                value={fields[field.name]}
                onChange={(e) => change(field.name, e.target.value)}
                error={errors[field.name]}
                disabled={!loaded}
              />
            ))}
            <NoticeAlert notice={notice} />
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button type="button" disabled={!loaded || busy} onClick={cancel}>
                {L.cancel}
              </Button>
              <Button type="submit" variant="contained" disabled={blocked}>
                {busy ? PARTNER_MESSAGES.sending : L.save}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

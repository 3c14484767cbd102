// The profile's messages: one switch per message a partner may turn off, saved as it is flipped; the essential
// ones (IBAN changed, payout paid or refused) shown on and locked.
import { Alert, FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ESSENTIAL_KINDS,
  mailPreferencesSchema,
  OPTIONAL_KINDS,
  type MailPreferences,
  type OptionalKind,
} from '../../../common/mail';
import { MAIL_MESSAGES as M, MESSAGE_KIND_LABELS } from '../../../common/mailMessages';
import { apiGet, apiSend } from '../../api/client';
import { Section } from '../shared/Section';

export const MAIL_PREFERENCES_KEY = ['partner', 'mail-preferences'] as const;
const URL = '/api/partner/mail-preferences';

export function MailPreferencesSection() {
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: MAIL_PREFERENCES_KEY,
    queryFn: ({ signal }) => apiGet(URL, mailPreferencesSchema, { signal }),
  });
  const save = useMutation({
    mutationFn: (change: Partial<MailPreferences>) => apiSend('PUT', URL, change, mailPreferencesSchema),
    onSuccess: (saved) => queryClient.setQueryData(MAIL_PREFERENCES_KEY, saved),
  });
  const choices = preferences.data;
  const flip = (kind: OptionalKind, on: boolean) => save.mutate({ [kind]: on });
  return (
    <Section title={M.preferencesTitle}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {M.preferencesIntro}
      </Typography>
      {preferences.error && <Alert severity="error">{M.preferencesLoadFailed}</Alert>}
      <FormGroup>
        {OPTIONAL_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            label={MESSAGE_KIND_LABELS[kind]}
            control={
              <Switch
                checked={choices?.[kind] ?? true}
                disabled={!choices || save.isPending}
                onChange={(_, on) => flip(kind, on)}
              />
            }
          />
        ))}
        {ESSENTIAL_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            label={`${MESSAGE_KIND_LABELS[kind]} (${M.alwaysSent})`}
            control={<Switch checked disabled />}
          />
        ))}
      </FormGroup>
      {save.isSuccess && <Alert severity="success">{M.preferencesSaved}</Alert>}
      {save.error && <Alert severity="error">{M.preferencesFailed}</Alert>}
    </Section>
  );
}

// The install's ad settings: which slots the site shows (cse_search always) and the global display channel.
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adSettingsSchema } from '../../../../common/admin';
import { AD_SLOT, AD_SLOTS } from '../../../../common/constants';
import { ACCOUNT_MESSAGES } from '../../../../common/messages';
import { apiGet, apiSend } from '../../../api/client';
import { ADMIN_SLOTS_KEY } from './keys';

const L = {
  title: 'Réglages publicitaires',
  slots: 'Emplacements affichés sur le site',
  channel: 'Canal d’affichage global',
  save: 'Enregistrer',
  saved: 'Réglages enregistrés.',
};

export function AdSettingsSection() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['admin-settings'],
    queryFn: () => apiGet('/api/admin/settings', adSettingsSchema),
  });
  if (!settings.data) return null;
  return (
    <SettingsForm
      initial={settings.data}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: ['admin-settings'] });
        void queryClient.invalidateQueries({ queryKey: ADMIN_SLOTS_KEY });
      }}
    />
  );
}

type Settings = { ad_slots_whitelist: string[] | null; adsense_display_channel: string | null };

function SettingsForm({ initial, onSaved }: { initial: Settings; onSaved: () => void }) {
  const [slots, setSlots] = useState<string[]>(initial.ad_slots_whitelist ?? AD_SLOTS.map((s) => s.id));
  const [channel, setChannel] = useState(initial.adsense_display_channel ?? '');
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);

  async function save() {
    try {
      await apiSend(
        'PUT',
        '/api/admin/settings',
        { ad_slots_whitelist: slots, adsense_display_channel: channel.trim() || null },
        adSettingsSchema,
      );
      setStatus({ ok: true, message: L.saved });
      onSaved();
    } catch {
      setStatus({ ok: false, message: ACCOUNT_MESSAGES.updateFailed });
    }
  }

  return (
    <Stack spacing={2} component="section" aria-labelledby="ad-settings-title">
      <Typography id="ad-settings-title" variant="h6" component="h2">
        {L.title}
      </Typography>
      <FormGroup aria-label={L.slots}>
        {AD_SLOTS.map((slot) => (
          <FormControlLabel
            key={slot.id}
            label={`${slot.label} (${slot.id})`}
            disabled={slot.id === AD_SLOT.alwaysPresentSlot}
            control={
              <Checkbox
                checked={slot.id === AD_SLOT.alwaysPresentSlot || slots.includes(slot.id)}
                onChange={(e) =>
                  setSlots(e.target.checked ? [...slots, slot.id] : slots.filter((s) => s !== slot.id))
                }
              />
            }
          />
        ))}
      </FormGroup>
      <TextField
        size="small"
        label={L.channel}
        value={channel}
        onChange={(e) => setChannel(e.target.value)}
        sx={{ maxWidth: 320 }}
      />
      {status && <Alert severity={status.ok ? 'success' : 'error'}>{status.message}</Alert>}
      <Box>
        <Button variant="outlined" onClick={() => void save()}>
          {L.save}
        </Button>
      </Box>
    </Stack>
  );
}

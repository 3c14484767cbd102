// The install's ad settings: which slots the site shows (cse_search always) and the global display channel.
import { Box, Button, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adSettingsSchema } from '../../../../common/admin';
import { AD_SLOT, AD_SLOTS } from '../../../../common/constants';
import { ACCOUNT_MESSAGES } from '../../../../common/messages';
import { apiGet, apiSend } from '../../../api/client';
import { NoticeAlert, type Notice } from '../../shared/Notice';
import { Section } from '../../shared/Section';
import { ADMIN_SLOTS_KEY } from './keys';
import { ADMIN_LABELS } from './labels';
import { SlotCheckboxes } from './SlotCheckboxes';

const L = ADMIN_LABELS.settings;
const SETTINGS_KEY = ['admin-settings'] as const;

export function AdSettingsSection() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiGet('/api/admin/settings', adSettingsSchema),
  });
  if (!settings.data) return null;
  return (
    <SettingsForm
      initial={settings.data}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
        void queryClient.invalidateQueries({ queryKey: ADMIN_SLOTS_KEY });
      }}
    />
  );
}

type Settings = { ad_slots_whitelist: string[] | null; adsense_display_channel: string | null };

function SettingsForm({ initial, onSaved }: { initial: Settings; onSaved: () => void }) {
  const [slots, setSlots] = useState<string[]>(initial.ad_slots_whitelist ?? AD_SLOTS.map((s) => s.id));
  const [channel, setChannel] = useState(initial.adsense_display_channel ?? '');
  const [notice, setNotice] = useState<Notice | null>(null);

  async function save() {
    try {
      await apiSend(
        'PUT',
        '/api/admin/settings',
        { ad_slots_whitelist: slots, adsense_display_channel: channel.trim() || null },
        adSettingsSchema,
      );
      setNotice({ ok: true, message: L.saved });
      onSaved();
    } catch {
      setNotice({ ok: false, message: ACCOUNT_MESSAGES.updateFailed });
    }
  }

  return (
    <Section plain title={L.title}>
      <SlotCheckboxes
        slots={AD_SLOTS}
        chosen={slots}
        onChange={setSlots}
        always={AD_SLOT.alwaysPresentSlot}
        label={L.slots}
      />
      <TextField
        size="small"
        label={L.channel}
        value={channel}
        onChange={(e) => setChannel(e.target.value)}
        sx={{ maxWidth: 320 }}
      />
      <NoticeAlert notice={notice} />
      <Box>
        <Button variant="outlined" onClick={() => void save()}>
          {ADMIN_LABELS.save}
        </Button>
      </Box>
    </Section>
  );
}

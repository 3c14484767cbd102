// The pool of unused ad channels: list, add (id required, trimmed; label optional), delete unless in use.
import {
  Alert,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adChannelSchema, type AdminPartner } from '../../../../common/admin';
import { ADMIN_MESSAGES, EMPTY_STATES } from '../../../../common/messages';
import { z } from '../../../../common/zod';
import { apiGet, apiSend } from '../../../api/client';
import { Icon } from '../../../components/Icon';
import { ICONS } from '../../../components/icons';
import { Section } from '../../shared/Section';
import { ADMIN_CHANNELS_KEY } from './keys';
import { ADMIN_LABELS as L } from './labels';

export function ChannelsSection({ partners }: { partners: AdminPartner[] }) {
  const queryClient = useQueryClient();
  const channels = useQuery({
    queryKey: ADMIN_CHANNELS_KEY,
    queryFn: () => apiGet('/api/admin/adsense/unused-channels', z.array(adChannelSchema)),
  });
  const [channelId, setChannelId] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeOf = (id: number | null) => partners.find((p) => p.id === id)?.code ?? `#${id}`;

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!channelId.trim()) return;
    setError(null);
    try {
      await apiSend(
        'POST',
        '/api/admin/adsense/unused-channels',
        { channel_id: channelId.trim(), ...(label.trim() && { label: label.trim() }) },
        adChannelSchema,
      );
      setChannelId('');
      setLabel('');
      await queryClient.invalidateQueries({ queryKey: ADMIN_CHANNELS_KEY });
    } catch {
      setError(ADMIN_MESSAGES.addChannelFailed);
    }
  }

  async function remove(id: number) {
    setError(null);
    try {
      await apiSend(
        'DELETE',
        `/api/admin/adsense/unused-channels/${id}`,
        undefined,
        z.object({ id: z.number() }),
      );
    } catch {
      setError(ADMIN_MESSAGES.deleteChannelFailed);
    } finally {
      // Refused or not, the pool as it stands now (a partner may have taken the channel meanwhile).
      await queryClient.invalidateQueries({ queryKey: ADMIN_CHANNELS_KEY });
    }
  }

  const list = channels.data ?? [];
  return (
    <Section plain title={L.channels}>
      {list.length === 0 ? (
        <Typography color="text.secondary">{EMPTY_STATES.unusedChannels}</Typography>
      ) : (
        <List dense>
          {list.map((c) => (
            <ListItem
              key={c.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`${L.delete} ${c.channel_id}`}
                  disabled={c.used_by_partner_id !== null}
                  onClick={() => void remove(c.id)}
                >
                  <Icon path={ICONS.delete} />
                </IconButton>
              }
            >
              <ListItemText
                primary={`${c.channel_id}${c.label ? ` – ${c.label}` : ''}`}
                secondary={c.used_by_partner_id !== null ? L.inUse(codeOf(c.used_by_partner_id)) : null}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={(e) => void add(e)}
      >
        <TextField
          size="small"
          label={L.channelId}
          value={channelId}
          onChange={(e) => setChannelId(e.target.value)}
          required
        />
        <TextField
          size="small"
          label={L.channelLabel}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
        />
        <Button type="submit" variant="outlined" disabled={!channelId.trim()}>
          {L.addChannel}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Section>
  );
}

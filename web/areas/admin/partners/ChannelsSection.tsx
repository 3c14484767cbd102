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
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adChannelSchema } from '../../../../common/admin';
import { ADMIN_MESSAGES, EMPTY_STATES } from '../../../../common/messages';
import { z } from '../../../../common/zod';
import { apiSend } from '../../../api/client';
import { Icon } from '../../../components/Icon';
import { ICONS } from '../../../components/icons';
import { FilterSelect } from '../../shared/FilterSelect';
import { Pager } from '../../shared/Pager';
import { Section } from '../../shared/Section';
import { usePagedList } from '../../shared/usePagedList';
import { ADMIN_CHANNELS_KEY } from './keys';
import { ADMIN_LABELS as L } from './labels';

/** The server's `used` filter: free channels, or channels a partner holds. */
const USE_CHOICES = [
  { value: 'no', label: L.filters.freeChannels },
  { value: 'yes', label: L.filters.usedChannels },
];

export function ChannelsSection() {
  const queryClient = useQueryClient();
  const [used, setUsed] = useState('');
  const channels = usePagedList(
    ADMIN_CHANNELS_KEY,
    '/api/admin/adsense/unused-channels',
    z.array(adChannelSchema),
    // Newest first: the channel just added is in view.
    { used, order: 'desc' },
  );
  const [channelId, setChannelId] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);

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

  const list = channels.rows;
  return (
    <Section plain title={L.channels}>
      <FilterSelect
        label={L.filters.channelUse}
        value={used}
        onChange={setUsed}
        all={L.filters.allChannels}
        choices={USE_CHOICES}
        sx={{ maxWidth: 200 }}
      />
      {list.length === 0 ? (
        <Typography color="text.secondary">
          {used ? L.filters.noMatch : EMPTY_STATES.unusedChannels}
        </Typography>
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
                secondary={
                  c.used_by_partner_id !== null
                    ? L.inUse(c.used_by_partner_code ?? `#${c.used_by_partner_id}`)
                    : null
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <Pager list={channels} label={L.channels} />
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

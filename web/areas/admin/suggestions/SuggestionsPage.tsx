// /admin/suggestions – the past queries that became public suggestions this week, each removable or blocked for good.
import {
  Alert,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES, EMPTY_STATES } from '../../../../common/messages';
import {
  suggestionActionSchema,
  suggestionReviewSchema,
  type ReviewedSuggestion,
} from '../../../../common/suggest';
import { apiSend } from '../../../api/client';
import { LABELS } from '../../../components/labels';
import { NoticeAlert, type Notice } from '../../shared/Notice';
import { PageHeading } from '../../shared/PageHeading';
import { Pager } from '../../shared/Pager';
import { Section } from '../../shared/Section';
import { usePagedList } from '../../shared/usePagedList';
import { when } from '../security/when';
import { SUGGESTIONS_LABELS as L } from './labels';

const SUGGESTIONS_KEY = ['admin-suggestions'] as const;

function SuggestionItem({ item, onDone }: { item: ReviewedSuggestion; onDone: (notice: Notice) => void }) {
  const [busy, setBusy] = useState(false);

  async function act(kind: 'remove' | 'block') {
    setBusy(true);
    try {
      if (kind === 'remove')
        await apiSend(
          'DELETE',
          `/api/admin/suggestions/${encodeURIComponent(item.term)}`,
          undefined,
          suggestionActionSchema,
        );
      else
        await apiSend(
          'POST',
          '/api/admin/suggestions/blocked',
          { query: item.label },
          suggestionActionSchema,
        );
      onDone({
        ok: true,
        message:
          kind === 'remove'
            ? ADMIN_MESSAGES.suggestionRemoved(item.label)
            : ADMIN_MESSAGES.suggestionBlocked(item.label),
      });
    } catch {
      onDone({
        ok: false,
        message:
          kind === 'remove' ? ADMIN_MESSAGES.removeSuggestionFailed : ADMIN_MESSAGES.blockSuggestionFailed,
      });
    }
    setBusy(false);
  }

  const details = [
    L.visitors(item.visitors),
    L.since(when(item.publicSince)),
    ...(item.adult ? [L.adult] : []),
  ];
  return (
    <ListItem
      divider
      data-testid="suggestion-row"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 0 }}
    >
      <ListItemText
        primary={item.label}
        secondary={details.join(' · ')}
        sx={{ flex: '1 1 220px', minWidth: 0, overflowWrap: 'anywhere' }}
      />
      {item.blocked ? (
        <Chip label={L.blocked} color="error" size="small" variant="outlined" />
      ) : (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            disabled={busy}
            onClick={() => void act('remove')}
            aria-label={L.removeOf(item.label)}
          >
            {L.remove}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={() => void act('block')}
            aria-label={L.blockOf(item.label)}
          >
            {L.block}
          </Button>
        </Stack>
      )}
    </ListItem>
  );
}

function BlockForm({ onDone }: { onDone: (notice: Notice) => void }) {
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const label = query.trim();
    if (!label) return;
    setBusy(true);
    try {
      await apiSend('POST', '/api/admin/suggestions/blocked', { query: label }, suggestionActionSchema);
      setQuery('');
      onDone({ ok: true, message: ADMIN_MESSAGES.suggestionBlocked(label) });
    } catch {
      onDone({ ok: false, message: ADMIN_MESSAGES.blockSuggestionFailed });
    }
    setBusy(false);
  }

  return (
    <Section title={L.blockTitle}>
      <Stack component="form" onSubmit={(e) => void submit(e)} spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {L.blockHelp}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            label={L.blockField}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" color="error" disabled={busy || !query.trim()}>
            {L.block}
          </Button>
        </Stack>
      </Stack>
    </Section>
  );
}

export default function SuggestionsPage() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const review = usePagedList(
    SUGGESTIONS_KEY,
    '/api/admin/suggestions',
    suggestionReviewSchema,
    {},
    (data) => data.suggestions,
  );
  const done = (next: Notice) => {
    setNotice(next);
    void queryClient.invalidateQueries({ queryKey: SUGGESTIONS_KEY });
  };
  const items = review.rows;
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <PageHeading title={LABELS.admin.suggestions} />
      <Typography color="text.secondary">{L.intro}</Typography>
      {review.error && <Alert severity="error">{ADMIN_MESSAGES.suggestionsLoadFailed}</Alert>}
      <NoticeAlert notice={notice} />
      {!review.isPending && !review.error && (
        <Section title={L.listTitle} empty={items.length === 0 ? EMPTY_STATES.newSuggestions : null}>
          <List disablePadding>
            {items.map((item) => (
              <SuggestionItem key={item.term} item={item} onDone={done} />
            ))}
          </List>
          <Pager list={review} label={L.listTitle} />
        </Section>
      )}
      <BlockForm onDone={done} />
    </Stack>
  );
}

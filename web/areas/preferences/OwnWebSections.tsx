// « Votre web » on the settings page: the sites hidden, raised or lowered (add, change, remove), and the
// person's own bangs; an account's on the server, a guest's in their cookie, within what it can hold.
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import {
  GUEST_SITES_MAX,
  SITE_ACTIONS,
  siteDomainOf,
  SITES_MAX,
  type OwnBang,
  type SiteAction,
} from '../../../common/ownWeb';
import { OWN_WEB_MESSAGES as M } from '../../../common/ownWebMessages';
import { ownBangSchema } from '../../../common/preferences';
import type { Settings } from '../../../common/settings';
import { useSetSiteRule } from '../../account/useOwnWeb';
import { Icon } from '../../components/Icon';
import { ICONS } from '../../components/icons';
import { Section } from '../shared/Section';

export type Report = (status: { severity: 'success' | 'error'; text: string }) => void;

const reasonOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

function ActionSelect(props: { label: string; value: SiteAction; onChange: (action: SiteAction) => void }) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as SiteAction)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 150 }}
    >
      {SITE_ACTIONS.map((action) => (
        <option key={action} value={action}>
          {M.actions[action]}
        </option>
      ))}
    </TextField>
  );
}

export function SitesSection({
  settings,
  guest,
  report,
}: {
  settings: Settings;
  guest: boolean;
  report: Report;
}) {
  const setRule = useSetSiteRule();
  const [text, setText] = useState('');
  const [action, setAction] = useState<SiteAction>('hide');
  const [error, setError] = useState<string | null>(null);
  const sites = settings.sites ?? [];

  const apply = (domain: string, next: SiteAction | null, done: string) =>
    setRule(domain, next).then(
      () => report({ severity: 'success', text: `${done} — ${domain}` }),
      (failure: unknown) => report({ severity: 'error', text: reasonOf(failure, M.errors.domain) }),
    );

  function add(event: FormEvent) {
    event.preventDefault();
    const domain = siteDomainOf(text);
    if (!domain) return setError(M.errors.domain);
    setError(null);
    void apply(domain, action, M.done[action]).then(() => setText(''));
  }

  return (
    <Section title={M.sites.title}>
      <Stack useFlexGap spacing={2} id="votre-web">
        <Typography color="text.secondary">{M.sites.text}</Typography>
        {guest && <Typography color="text.secondary">{M.sites.guestLimit}</Typography>}
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={add} noValidate>
          <TextField
            size="small"
            label={M.sites.label}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, inputMode: 'url' } }}
          />
          <ActionSelect label={M.sites.kind} value={action} onChange={setAction} />
          <Box>
            <Button type="submit" variant="contained" sx={{ minHeight: 40 }}>
              {M.sites.add}
            </Button>
          </Box>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {M.sites.count(sites.length, guest ? GUEST_SITES_MAX : SITES_MAX)}
        </Typography>
        {sites.length === 0 ? (
          <Typography color="text.secondary">{M.sites.none}</Typography>
        ) : (
          <List dense aria-label={M.sites.title} sx={{ py: 0 }}>
            {sites.map((rule) => (
              <ListItem key={rule.domain} divider disableGutters sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                <ListItemText
                  primary={rule.domain}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  sx={{ flex: '1 1 220px', minWidth: 0 }}
                />
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', py: 0.5 }}>
                  <ActionSelect
                    label={M.sites.kind}
                    value={rule.action}
                    onChange={(next) => void apply(rule.domain, next, M.done[next])}
                  />
                  <IconButton
                    aria-label={M.sites.remove(rule.domain)}
                    onClick={() => void apply(rule.domain, null, M.done.removed)}
                  >
                    <Icon path={ICONS.close} size={18} />
                  </IconButton>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </Section>
  );
}

export function BangsSection(props: {
  settings: Settings;
  guest: boolean;
  save: (bangs: OwnBang[]) => Promise<void>;
}) {
  const [shortcut, setShortcut] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<{ shortcut?: string; url?: string }>({});
  const bangs = props.settings.bangs ?? [];

  function add(event: FormEvent) {
    event.preventDefault();
    const parsed = ownBangSchema.safeParse({ shortcut, url });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      return setError({
        shortcut: issues.find((i) => i.path[0] === 'shortcut')?.message,
        url: issues.find((i) => i.path[0] === 'url')?.message,
      });
    }
    if (bangs.some((b) => b.shortcut === parsed.data.shortcut))
      return setError({ shortcut: M.errors.shortcutTwice(parsed.data.shortcut) });
    setError({});
    void props.save([...bangs, parsed.data]).then(() => {
      setShortcut('');
      setUrl('');
    });
  }

  return (
    <Section title={M.bangs.title}>
      <Stack useFlexGap spacing={2}>
        <Typography color="text.secondary">{M.bangs.text}</Typography>
        {props.guest && <Typography color="text.secondary">{M.bangs.guestLimit}</Typography>}
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={add} noValidate>
          <TextField
            size="small"
            label={M.bangs.shortcut}
            value={shortcut}
            onChange={(event) => setShortcut(event.target.value)}
            error={error.shortcut !== undefined}
            helperText={error.shortcut ?? ' '}
            sx={{ width: { sm: 160 } }}
            slotProps={{
              input: { startAdornment: <Box sx={{ color: 'text.secondary', mr: 0.5 }}>!</Box> },
              htmlInput: { autoCapitalize: 'none', spellCheck: false },
            }}
          />
          <TextField
            size="small"
            label={M.bangs.url}
            placeholder="https://exemple.fr/recherche?q={q}"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={error.url !== undefined}
            helperText={error.url ?? ' '}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, inputMode: 'url' } }}
          />
          <Box>
            <Button type="submit" variant="contained" sx={{ minHeight: 40 }}>
              {M.bangs.add}
            </Button>
          </Box>
        </Stack>
        {bangs.length === 0 ? (
          <Typography color="text.secondary">{M.bangs.none}</Typography>
        ) : (
          <List dense aria-label={M.bangs.title} sx={{ py: 0 }}>
            {bangs.map((bang) => (
              <ListItem
                key={bang.shortcut}
                divider
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={M.bangs.remove(bang.shortcut)}
                    onClick={() => void props.save(bangs.filter((b) => b.shortcut !== bang.shortcut))}
                  >
                    <Icon path={ICONS.close} size={18} />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={`!${bang.shortcut}`}
                  secondary={bang.url}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </Section>
  );
}

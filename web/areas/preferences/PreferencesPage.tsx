// /preferences – « Paramètres »: every search setting, saved as it is chosen (the account's on the server, a
// guest's in their cookie); export and import as a file, and a link that carries them to another browser.
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Snackbar,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';
import { LANGUAGE_FILTER_COUNTRIES } from '../../../common/constants';
import { readSettingsFile, settingsFileOf } from '../../../common/preferences';
import { PREFERENCES_MESSAGES as M } from '../../../common/preferencesMessages';
import {
  decodeSettings,
  encodeSettings,
  SETTING_VALUES,
  SETTINGS_DEFAULT,
  type Settings,
  type SettingsChange,
} from '../../../common/settings';
import { useAuthUser } from '../../account/useAuthUser';
import { useChangeSettings, useSettings } from '../../account/useSettings';
import { useClientConfig } from '../../config/useClientConfig';
import { PageHeading } from '../shared/PageHeading';
import { Section } from '../shared/Section';
import { AreaThemeProvider } from '../shared/AreaThemeProvider';
import { OWN_WEB_MESSAGES } from '../../../common/ownWebMessages';
import { BangsSection, SitesSection } from './OwnWebSections';

/** Past this length a link may be refused by a proxy (nginx keeps 8 KB per request line): the file then. */
const LINK_MAX_LENGTH = 8000;

/** Settings brought whole (a file, a link): their lists replace the person's, empty ones included. */
const whole = (settings: Settings): SettingsChange => ({
  ...settings,
  sites: settings.sites ?? [],
  bangs: settings.bangs ?? [],
});

/** The `?settings=` of a settings link: the settings it carries, applied only once the person says so. */
const LINK_PARAM = 'settings';

type Status = { severity: 'success' | 'error'; text: string } | null;

function Choice<K extends 'safeSearch' | 'theme' | 'perPage'>(props: {
  name: K;
  value: Settings[K];
  labels: Record<string, string>;
  onChange: (value: Settings[K]) => void;
}) {
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={id}>{M.labels[props.name]}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={String(props.value)}
        onChange={(event) => {
          const chosen = SETTING_VALUES[props.name].find((v) => String(v) === event.target.value);
          if (chosen !== undefined) props.onChange(chosen);
        }}
      >
        {SETTING_VALUES[props.name].map((value) => (
          <FormControlLabel
            key={String(value)}
            value={String(value)}
            control={<Radio />}
            label={props.labels[String(value)] ?? String(value)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function OnOff(props: {
  name: 'newTab' | 'suggestions' | 'voice' | 'history';
  on: boolean;
  set: (on: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={<Switch checked={props.on} onChange={(event) => props.set(event.target.checked)} />}
      label={M.labels[props.name]}
    />
  );
}

function NativeSelect(props: {
  name: 'lang' | 'defaultTab';
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      label={M.labels[props.name]}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ select: { native: true } }}
      sx={{ maxWidth: 420 }}
      fullWidth
    >
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

const LANGUAGES = [
  { value: 'auto', label: M.options.lang.auto },
  { value: 'all', label: M.options.lang.all },
  ...LANGUAGE_FILTER_COUNTRIES.map((c) => ({ value: c.code, label: c.label })),
];
const TABS = SETTING_VALUES.defaultTab.map((tab) => ({ value: tab, label: M.options.defaultTab[tab] }));
const PER_PAGE = Object.fromEntries(SETTING_VALUES.perPage.map((n) => [String(n), String(n)]));

function downloadFile(settings: Settings) {
  const blob = new Blob([`${JSON.stringify(settingsFileOf(settings), null, 2)}\n`], {
    type: 'application/json',
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'recherche-parametres.json';
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The settings a link brought, with the choice to apply them or not. */
function LinkOffer({ apply, ignore }: { apply: () => void; ignore: () => void }) {
  return (
    <Alert
      severity="info"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" onClick={ignore}>
            {M.fromLink.ignore}
          </Button>
          <Button variant="contained" onClick={apply}>
            {M.fromLink.apply}
          </Button>
        </Stack>
      }
    >
      {M.fromLink.text}
    </Alert>
  );
}

function Share({
  settings,
  save,
}: {
  settings: Settings;
  save: (all: SettingsChange, done: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}/preferences?${LINK_PARAM}=${encodeURIComponent(encodeSettings(settings))}`;

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = readSettingsFile(await file.text());
    if ('error' in read) return setError(read.error);
    setError(null);
    save(whole(read.settings), M.share.imported);
  }

  return (
    <Section title={M.share.title}>
      <Stack useFlexGap spacing={2}>
        <Typography color="text.secondary">{M.share.text}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => downloadFile(settings)}>
            {M.share.export}
          </Button>
          <Button variant="outlined" component="label">
            {M.share.import}
            <input type="file" accept="application/json,.json" hidden onChange={(e) => void importFile(e)} />
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        )}
        {link.length > LINK_MAX_LENGTH ? (
          <Typography color="text.secondary">{OWN_WEB_MESSAGES.linkTooLong}</Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={M.share.link}
              value={link}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { readOnly: true } }}
              onFocus={(event) => event.target.select()}
            />
            <Button
              variant="text"
              sx={{ flex: 'none' }}
              onClick={() =>
                void navigator.clipboard?.writeText(link).then(
                  () => setCopied(true),
                  () => undefined,
                )
              }
            >
              {copied ? M.share.copied : M.share.copy}
            </Button>
          </Stack>
        )}
      </Stack>
    </Section>
  );
}

export default function PreferencesPage() {
  const settings = useSettings();
  const change = useChangeSettings();
  const { user } = useAuthUser();
  const features = useClientConfig().config?.features;
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<Status>(null);
  const fromLink = params.has(LINK_PARAM) ? decodeSettings(params.get(LINK_PARAM)) : null;

  function save(next: SettingsChange, done: string = M.saved) {
    return change(next).then(
      () => setStatus({ severity: 'success', text: done }),
      // A guest's settings that do not fit in their cookie, or a change the server refused, say why.
      (error: unknown) =>
        setStatus({
          severity: 'error',
          text: error instanceof Error && error.message ? error.message : M.saveFailed,
        }),
    );
  }
  const set =
    <K extends keyof Settings>(name: K) =>
    (value: Settings[K]) =>
      void save({ [name]: value } as SettingsChange);
  const forgetLink = () => setParams({}, { replace: true });

  return (
    <AreaThemeProvider>
      <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 0, sm: 2 }, py: { xs: 1, sm: 3 } }}>
        <Stack useFlexGap spacing={3}>
          <Stack useFlexGap spacing={1}>
            <PageHeading title={M.title} />
            <Typography color="text.secondary">{user ? M.intro.account : M.intro.guest}</Typography>
          </Stack>
          {fromLink && (
            <LinkOffer
              apply={() => {
                void save(whole(fromLink), M.fromLink.applied);
                forgetLink();
              }}
              ignore={forgetLink}
            />
          )}
          <Section title={M.sections.search}>
            <Stack useFlexGap spacing={2.5}>
              {features?.safeSearch !== false && (
                <Choice
                  name="safeSearch"
                  value={settings.safeSearch}
                  labels={M.options.safeSearch}
                  onChange={set('safeSearch')}
                />
              )}
              <NativeSelect name="lang" value={settings.lang} options={LANGUAGES} onChange={set('lang')} />
              <NativeSelect
                name="defaultTab"
                value={settings.defaultTab}
                options={TABS}
                onChange={(tab) => set('defaultTab')(tab as Settings['defaultTab'])}
              />
              <Stack>
                <OnOff name="suggestions" on={settings.suggestions} set={set('suggestions')} />
                <OnOff name="voice" on={settings.voice} set={set('voice')} />
              </Stack>
            </Stack>
          </Section>
          <Section title={M.sections.results}>
            <Stack useFlexGap spacing={2}>
              <Choice name="perPage" value={settings.perPage} labels={PER_PAGE} onChange={set('perPage')} />
              <OnOff name="newTab" on={settings.newTab} set={set('newTab')} />
            </Stack>
          </Section>
          <Section title={M.sections.display}>
            <Choice name="theme" value={settings.theme} labels={M.options.theme} onChange={set('theme')} />
          </Section>
          {features?.searchHistory !== false && (
            <Section title={M.sections.privacy}>
              <OnOff name="history" on={settings.history} set={set('history')} />
            </Section>
          )}
          <SitesSection settings={settings} guest={!user} report={setStatus} />
          <BangsSection
            settings={settings}
            guest={!user}
            save={(bangs) => save({ bangs }, OWN_WEB_MESSAGES.bangs.saved)}
          />
          <Share settings={settings} save={(all, done) => void save(all, done)} />
          <Box>
            <Button color="inherit" onClick={() => void save(SETTINGS_DEFAULT)}>
              {M.reset}
            </Button>
          </Box>
        </Stack>
        <Snackbar open={status !== null} autoHideDuration={4000} onClose={() => setStatus(null)}>
          <Alert severity={status?.severity ?? 'success'} variant="filled">
            {status?.text}
          </Alert>
        </Snackbar>
      </Box>
    </AreaThemeProvider>
  );
}

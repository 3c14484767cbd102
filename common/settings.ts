// A person's search settings as plain values: the defaults, the cookie and link text, read one by one (an
// unknown or malformed value keeps its default). No zod here: the first page loads this.
import {
  LANGUAGE_FILTER_COUNTRIES,
  LANGUAGE_FILTER_SPECIAL,
  RESULTS_PER_PAGE,
  SAFE_SEARCH_DEFAULT,
  SAFE_SEARCH_LEVELS,
  SEARCH_TABS,
} from './constants';
import { decodeOwnWeb, encodeOwnWeb, type OwnBang, type SiteRule } from './ownWeb';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const LANGUAGE_FILTER_VALUES: readonly string[] = [
  ...LANGUAGE_FILTER_SPECIAL,
  ...LANGUAGE_FILTER_COUNTRIES.map((c) => c.code),
];

/** The lists of « Votre web »: absent when empty, so that a person who keeps none has the same settings as before. */
export type OwnWebSettings = { sites?: SiteRule[]; bangs?: OwnBang[] };

/** Every setting. Later ones (per-domain lists, own bangs) come as optional fields. */
export type Settings = OwnWebSettings & {
  safeSearch: (typeof SAFE_SEARCH_LEVELS)[number];
  /** The results' region and language: `auto`, `all` or a country code (the footer's filter). */
  lang: string;
  perPage: (typeof RESULTS_PER_PAGE)[number];
  newTab: boolean;
  theme: Theme;
  suggestions: boolean;
  voice: boolean;
  history: boolean;
  defaultTab: (typeof SEARCH_TABS)[number];
};
export type SettingName = Exclude<keyof Settings, keyof OwnWebSettings>;
export type SettingsChange = Partial<Settings>;

export const SETTINGS_DEFAULT: Settings = {
  safeSearch: SAFE_SEARCH_DEFAULT,
  lang: 'auto',
  perPage: RESULTS_PER_PAGE[0],
  newTab: false,
  theme: 'system',
  suggestions: true,
  voice: true,
  history: true,
  defaultTab: 'web',
};

/** The values each setting may take (booleans: true or false). */
export const SETTING_VALUES: { [K in SettingName]: readonly Settings[K][] } = {
  safeSearch: SAFE_SEARCH_LEVELS,
  lang: LANGUAGE_FILTER_VALUES,
  perPage: RESULTS_PER_PAGE,
  newTab: [true, false],
  theme: THEMES,
  suggestions: [true, false],
  voice: [true, false],
  history: [true, false],
  defaultTab: SEARCH_TABS,
};
export const SETTING_NAMES = Object.keys(SETTINGS_DEFAULT) as SettingName[];

export const isSettingValue = <K extends SettingName>(name: K, value: unknown): value is Settings[K] =>
  (SETTING_VALUES[name] as readonly unknown[]).includes(value);

/** The name of each setting in the cookie and the link: short, so that all of them fit in a hundred bytes. */
const CODES: Record<SettingName, string> = {
  safeSearch: 'safe',
  lang: 'lang',
  perPage: 'n',
  newTab: 'newtab',
  theme: 'theme',
  suggestions: 'sugg',
  voice: 'voice',
  history: 'hist',
  defaultTab: 'tab',
};

/** The cookie that keeps a guest's settings: only those that differ from the defaults, never an identifier. */
export const SETTINGS_COOKIE = { name: 'prefs', maxAgeDays: 400 } as const;

/** The settings that differ from the defaults, as `safe=moderate&n=20&newtab=1` (cookie- and URL-safe). */
export function encodeSettings(settings: Settings): string {
  const parts: string[] = [];
  for (const name of SETTING_NAMES) {
    const value = settings[name];
    if (value === SETTINGS_DEFAULT[name]) continue;
    parts.push(`${CODES[name]}=${typeof value === 'boolean' ? (value ? '1' : '0') : String(value)}`);
  }
  return [...parts, ...encodeOwnWeb(settings.sites, settings.bangs)].join('&');
}

function decodedValue(name: SettingName, raw: string): unknown {
  const kind = typeof SETTINGS_DEFAULT[name];
  if (kind === 'boolean') return raw === '1' ? true : raw === '0' ? false : undefined;
  if (kind === 'number') return /^\d{1,3}$/.test(raw) ? Number(raw) : undefined;
  return raw;
}

/** Settings from their text (a cookie, a link, a row): each unknown or malformed value keeps its default. */
export function decodeSettings(text: string | null | undefined): Settings {
  const settings: Settings = { ...SETTINGS_DEFAULT };
  if (!text) return settings;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    return settings;
  }
  for (const name of SETTING_NAMES) {
    const raw = params.get(CODES[name]);
    const value = raw === null ? undefined : decodedValue(name, raw);
    if (isSettingValue(name, value)) Object.assign(settings, { [name]: value });
  }
  return { ...settings, ...decodeOwnWeb(params) };
}

/** The text of the guest's settings cookie in a Cookie header (or `document.cookie`), or null. */
export function settingsCookieText(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== SETTINGS_COOKIE.name) continue;
    return part.slice(at + 1).trim();
  }
  return null;
}

/** The guest's settings out of a Cookie header (or `document.cookie`); none or junk: the defaults. */
export const settingsFromCookies = (cookies: string): Settings => decodeSettings(settingsCookieText(cookies));

/** The settings that differ between two sets (what a guest would bring to an account). */
export const differingSettings = (a: Settings, b: Settings): SettingName[] =>
  SETTING_NAMES.filter((name) => a[name] !== b[name]);

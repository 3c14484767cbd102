// A guest's choices from before the settings cookie, kept in localStorage: carried into the cookie once, then
// removed, so that a guest who had turned the history off never finds it on again.
import { SAFE_SEARCH_LEVELS } from '../../common/constants';
import {
  isSettingValue,
  SETTINGS_COOKIE,
  SETTINGS_DEFAULT,
  type SettingsChange,
} from '../../common/settings';
import { readGuestSettings, writeGuestSettings } from './guestSettings';

export const LEGACY_SETTING_KEYS = {
  history: 'guestHistoryEnabled',
  safeSearch: 'safeSearchEnabled',
  moderate: 'safeSearchModerate',
  lang: 'languageFilter',
} as const;

type Legacy = { [K in keyof typeof LEGACY_SETTING_KEYS]: unknown };

function parsed(raw: string | null): unknown {
  try {
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** What the old keys said, as settings: a value of the wrong kind is ignored on its own. */
export function settingsOfLegacy(legacy: Legacy): SettingsChange {
  const change: SettingsChange = {};
  if (legacy.history === false) change.history = false;
  if (legacy.safeSearch === false) change.safeSearch = 'off';
  else if (legacy.moderate === true) change.safeSearch = SAFE_SEARCH_LEVELS[1];
  if (isSettingValue('lang', legacy.lang) && legacy.lang !== SETTINGS_DEFAULT.lang) change.lang = legacy.lang;
  return change;
}

/**
 * Carries the old keys into the settings cookie when the browser has none yet (a cookie holds newer choices),
 * and removes them. True when the settings changed: a page the server drew with the defaults is out of date.
 */
export function carryLegacySettings(): boolean {
  try {
    const keys = Object.entries(LEGACY_SETTING_KEYS) as Array<[keyof Legacy, string]>;
    const legacy = Object.fromEntries(keys.map(([name, key]) => [name, parsed(localStorage.getItem(key))]));
    if (Object.values(legacy).every((value) => value === undefined)) return false;
    for (const [, key] of keys) localStorage.removeItem(key);
    const hasCookie = document.cookie.split(/;\s*/).some((c) => c.startsWith(`${SETTINGS_COOKIE.name}=`));
    const change = settingsOfLegacy(legacy as Legacy);
    if (hasCookie || Object.keys(change).length === 0) return false;
    writeGuestSettings({ ...readGuestSettings(), ...change });
    return true;
  } catch {
    // Storage disabled: nothing was kept there to carry.
    return false;
  }
}

// A guest's two switches (spec: guest history-enabled flag, safe-search flag), both on by default.
import { isBoolean, readLocalSetting, useLocalSetting } from './localSetting';

export const GUEST_SETTINGS_KEYS = {
  historyEnabled: 'guestHistoryEnabled',
  safeSearch: 'safeSearchEnabled',
} as const;

export type GuestSettings = { historyEnabled: boolean; safeSearch: boolean };

/** A new guest's, and what the server draws a page with. */
export const GUEST_SETTINGS_DEFAULT: GuestSettings = { historyEnabled: true, safeSearch: true };

/** For code outside React (the search history, the search call). */
export function readGuestSettings(): GuestSettings {
  return {
    historyEnabled: readLocalSetting(
      GUEST_SETTINGS_KEYS.historyEnabled,
      GUEST_SETTINGS_DEFAULT.historyEnabled,
      isBoolean,
    ),
    safeSearch: readLocalSetting(
      GUEST_SETTINGS_KEYS.safeSearch,
      GUEST_SETTINGS_DEFAULT.safeSearch,
      isBoolean,
    ),
  };
}

export function useGuestSettings() {
  const [historyEnabled, setHistoryEnabled] = useLocalSetting(
    GUEST_SETTINGS_KEYS.historyEnabled,
    GUEST_SETTINGS_DEFAULT.historyEnabled,
    isBoolean,
  );
  const [safeSearch, setSafeSearch] = useLocalSetting(
    GUEST_SETTINGS_KEYS.safeSearch,
    GUEST_SETTINGS_DEFAULT.safeSearch,
    isBoolean,
  );
  return { historyEnabled, safeSearch, setHistoryEnabled, setSafeSearch };
}

// A guest's two switches (spec: guest history-enabled flag, safe-search flag), both on by default.
import { isBoolean, readLocalSetting, useLocalSetting } from './localSetting';

export const GUEST_SETTINGS_KEYS = {
  historyEnabled: 'guestHistoryEnabled',
  safeSearch: 'safeSearchEnabled',
} as const;

export type GuestSettings = { historyEnabled: boolean; safeSearch: boolean };

/** For code outside React (the search history, the search call). */
export function readGuestSettings(): GuestSettings {
  return {
    historyEnabled: readLocalSetting(GUEST_SETTINGS_KEYS.historyEnabled, true, isBoolean),
    safeSearch: readLocalSetting(GUEST_SETTINGS_KEYS.safeSearch, true, isBoolean),
  };
}

export function useGuestSettings() {
  const [historyEnabled, setHistoryEnabled] = useLocalSetting(
    GUEST_SETTINGS_KEYS.historyEnabled,
    true,
    isBoolean,
  );
  const [safeSearch, setSafeSearch] = useLocalSetting(GUEST_SETTINGS_KEYS.safeSearch, true, isBoolean);
  return { historyEnabled, safeSearch, setHistoryEnabled, setSafeSearch };
}

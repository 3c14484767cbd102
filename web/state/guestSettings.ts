// A guest's settings: one cookie (no account, no identifier), read by the server to draw their pages as they chose.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { encodeSettings, SETTINGS_COOKIE, settingsFromCookies, type Settings } from '../../common/settings';
import { subscribeLocalSettings, writeLocalSetting } from './localSetting';

/** The request's Cookie header while the server draws a page; the browser reads its own. */
export const ServerCookiesContext = createContext<string | null>(null);

/** Written by the browser (the server only reads it): the whole site, a year and more, Lax, Secure on https. */
export function settingsCookieString(text: string, secure: boolean): string {
  const maxAge = text === '' ? 0 : SETTINGS_COOKIE.maxAgeDays * 86_400;
  return `${SETTINGS_COOKIE.name}=${text}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** For code outside React (the search history, the search call). */
export function readGuestSettings(): Settings {
  return settingsFromCookies(typeof document === 'undefined' ? '' : document.cookie);
}

/** Keeps the settings in the cookie (none at all when every one is the default) and tells every reader. */
export function writeGuestSettings(settings: Settings): void {
  document.cookie = settingsCookieString(encodeSettings(settings), location.protocol === 'https:');
  // The cookie has no change event: the local settings' listeners are told, this tab's readers follow.
  writeLocalSetting('guestSettingsChanged', Date.now().toString());
}

export function useGuestSettings(): Settings {
  // The server draws with the request's cookie, the browser hydrates with the same one: no mismatch.
  const server = useContext(ServerCookiesContext);
  const text = useSyncExternalStore(
    subscribeLocalSettings,
    () => document.cookie,
    () => server ?? document.cookie,
  );
  return settingsFromCookies(text);
}

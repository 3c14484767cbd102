// A guest's settings: one cookie (no account, no identifier), read by the server to draw their pages as they chose.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { COOKIE_MAX_BYTES, cookieBytes, GUEST_BANGS_MAX, GUEST_SITES_MAX } from '../../common/ownWeb';
import { OWN_WEB_MESSAGES } from '../../common/ownWebMessages';
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

/** Why these settings cannot be a guest's cookie (a browser drops a cookie past 4096 bytes whole), or null. */
export function guestSettingsProblem(settings: Settings): string | null {
  const text = encodeSettings(settings);
  const sites = settings.sites?.length ?? 0;
  if (sites > GUEST_SITES_MAX) return OWN_WEB_MESSAGES.errors.guestFull;
  if ((settings.bangs?.length ?? 0) > GUEST_BANGS_MAX) return OWN_WEB_MESSAGES.errors.guestBangsFull;
  if (cookieBytes(SETTINGS_COOKIE.name, text) <= COOKIE_MAX_BYTES) return null;
  return sites > 0 ? OWN_WEB_MESSAGES.errors.guestFull : OWN_WEB_MESSAGES.errors.guestBangsFull;
}

/**
 * Keeps the settings in the cookie (none at all when every one is the default) and tells every reader; throws
 * the French reason when they do not fit in one, leaving the cookie as it was.
 */
export function writeGuestSettings(settings: Settings): void {
  const problem = guestSettingsProblem(settings);
  if (problem) throw new Error(problem);
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

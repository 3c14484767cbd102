// The person's search settings, one source for the whole app: an account's from GET /auth/user (kept on the
// server, the same on every device), a guest's from their cookie; and how to change them.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Account, AuthUserAnswer, Preferences } from '../../common/auth';
import { SAFE_SEARCH_DEFAULT } from '../../common/constants';
import type { Settings, SettingsChange } from '../../common/settings';
import { apiSend } from '../api/client';
import { useClientConfig } from '../config/useClientConfig';
import { readGuestSettings, useGuestSettings, writeGuestSettings } from '../state/guestSettings';
import { AUTH_USER_KEY, useAuthUser } from './useAuthUser';

const schemas = () => import('../../common/auth');

/** The settings searches follow: the account's when one is active, else this browser's. */
export function useSettings(): Settings {
  const { user } = useAuthUser();
  const guest = useGuestSettings();
  const settings = user?.settings ?? guest;
  // FEATURE_SAFE_SEARCH=false: nobody chooses, searches get the spec's default (the server enforces it too).
  if (useClientConfig().config?.features.safeSearch === false && settings.safeSearch !== SAFE_SEARCH_DEFAULT)
    return { ...settings, safeSearch: SAFE_SEARCH_DEFAULT };
  return settings;
}

/** The account as the server now has it, in the answer of GET /auth/user every reader holds. */
function withPreferences(answer: AuthUserAnswer, id: string, preferences: Preferences): AuthUserAnswer {
  const apply = (account: Account) => (account.id === id ? { ...account, ...preferences } : account);
  return { ...answer, user: answer.user && apply(answer.user), accounts: answer.accounts.map(apply) };
}

/** Saves a change where the settings live: the account (at once on screen, then as the server answers), or the cookie. */
export function useChangeSettings(): (change: SettingsChange) => Promise<void> {
  const { user } = useAuthUser();
  const queryClient = useQueryClient();
  return async (change) => {
    if (!user) return writeGuestSettings({ ...readGuestSettings(), ...change });
    const id = user.id;
    const shown = (preferences: Preferences) =>
      queryClient.setQueryData<AuthUserAnswer>(
        AUTH_USER_KEY,
        (old) => old && withPreferences(old, id, preferences),
      );
    const settings = { ...user.settings, ...change };
    shown({ safesearch_enabled: settings.safeSearch !== 'off', history_enabled: settings.history, settings });
    try {
      shown(
        await apiSend(
          'PUT',
          '/api/user/preferences',
          { settings: change },
          schemas().then((m) => m.preferencesSchema),
        ),
      );
    } catch (error) {
      // Refused: the settings as the server has them.
      await queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
      throw error;
    }
  };
}

/** The chosen theme on <html data-theme> (the server drew it so; this keeps it as it changes). « Système »: none. */
export function useThemeAttribute(): void {
  const { theme } = useSettings();
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, [theme]);
}

// The history the box offers and the search page records: the guest's in the browser, a member's on the server.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { HISTORY_MESSAGES } from '../../common/messages';
import type { SafeSearch } from '../../common/search';
import { changeServerHistory, loadServerHistory, type ServerHistory } from '../account/serverHistory';
import { useAuthUser } from '../account/useAuthUser';
import { useClientConfig } from '../config/useClientConfig';
import {
  clearGuestHistory,
  forgetGuestSearch,
  recordGuestSearch,
  useGuestHistory,
} from '../state/guestHistory';
import { useSettings } from '../account/useSettings';
import { subscribeLocalSettings, writeLocalSetting } from '../state/localSetting';

export type SearchHistory = {
  entries: string[];
  /** False until we know who is searching: a member's search must not land in the guest's list. */
  ready: boolean;
  enabled: boolean;
  error: string | null;
  record: (query: string) => void;
  remove: (query: string) => void;
  clear: () => void;
};

const noHistory: SearchHistory = {
  entries: [],
  ready: true,
  enabled: false,
  error: null,
  record: () => undefined,
  remove: () => undefined,
  clear: () => undefined,
};

export function useSearchHistory(): SearchHistory {
  const { user, loading } = useAuthUser();
  // FEATURE_SEARCH_HISTORY=false: no history is kept or shown anywhere.
  const featureOn = useClientConfig().config?.features.searchHistory !== false;
  const { history: historyOn } = useSettings();
  const guestEntries = useGuestHistory();
  const queryClient = useQueryClient();
  const key = ['server-history', user?.id ?? null] as const;
  const server = useServerHistory(user?.id ?? null, featureOn);

  if (!featureOn) return noHistory;
  if (!user)
    return {
      entries: historyOn ? guestEntries : [],
      ready: !loading,
      enabled: historyOn,
      error: null,
      record: recordGuestSearch,
      remove: forgetGuestSearch,
      clear: clearGuestHistory,
    };

  const change = (method: 'POST' | 'DELETE', path: string, body: Record<string, string>) => {
    // The first search may come before the history has loaded: its sessionID is awaited, not skipped.
    void queryClient
      .ensureQueryData({ queryKey: key, queryFn: () => loadServerHistory() })
      .then((current) =>
        changeServerHistory({ method, path, body: { ...body, sessionID: current.sessionID } }).then(
          (history) => queryClient.setQueryData<ServerHistory>(key, { ...current, history }),
        ),
      )
      // A refused change leaves the list as the server has it.
      .catch(() => queryClient.invalidateQueries({ queryKey: key }));
  };
  return {
    entries: user.history_enabled ? (server.data?.history ?? []) : [],
    ready: true,
    enabled: user.history_enabled,
    error: server.isError ? server.error.message || HISTORY_MESSAGES.loadFailed : null,
    record: (query) => user.history_enabled && change('POST', '/api/search/history', { query }),
    remove: (query) => change('DELETE', '/api/search/history', { query }),
    clear: () => change('DELETE', '/api/search/history/all', {}),
  };
}

/** Safe search as the person chose it: the account's setting, else the guest's. */
export const useSafeSearch = (): SafeSearch => useSettings().safeSearch;

function useServerHistory(userId: string | null, featureOn: boolean) {
  return useQuery({
    queryKey: ['server-history', userId] as const,
    queryFn: () => loadServerHistory(),
    enabled: userId !== null && featureOn,
    retry: false,
    retryOnMount: false,
  });
}

/** The accounts that answered "Non merci" in this browser: they are not asked again. */
const DECLINED_KEY = 'guestHistoryDeclined';

function readDeclined(): string | null {
  try {
    return localStorage.getItem(DECLINED_KEY);
  } catch {
    return null;
  }
}

function declinedIds(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export type GuestHistoryOffer = {
  /** How many searches the guest list holds. */
  count: number;
  busy: boolean;
  /** "Ajouter": the guest's searches move into the account (oldest first, so the order holds) and leave the browser. */
  accept: () => void;
  /** "Non merci": the guest's list stays in the browser, untouched, and this account is not asked again. */
  decline: () => void;
};

let merging = false;

/**
 * After a sign-in, the searches made as a guest in this browser are offered to the account, never moved
 * silently: on a shared computer they may be someone else's. Null when there is nothing to ask.
 */
export function useGuestHistoryOffer(): GuestHistoryOffer | null {
  const { user } = useAuthUser();
  const featureOn = useClientConfig().config?.features.searchHistory !== false;
  const guestEntries = useGuestHistory();
  const declined = declinedIds(useSyncExternalStore(subscribeLocalSettings, readDeclined, () => null));
  const server = useServerHistory(user?.id ?? null, featureOn);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!user || !featureOn || !user.history_enabled || guestEntries.length === 0) return null;
  if (declined.includes(user.id) || !server.data) return null;
  const { sessionID } = server.data;
  const key = ['server-history', user.id] as const;

  async function accept() {
    if (merging) return;
    merging = true;
    setBusy(true);
    try {
      let history: string[] | null = null;
      for (const query of [...guestEntries].reverse())
        history = await changeServerHistory({
          method: 'POST',
          path: '/api/search/history',
          body: { query, sessionID },
        });
      clearGuestHistory();
      if (history) queryClient.setQueryData<ServerHistory>(key, { sessionID, history });
    } catch {
      // Refused on the way: the list as the server has it; the offer stays for another try.
      await queryClient.invalidateQueries({ queryKey: key });
    } finally {
      merging = false;
      setBusy(false);
    }
  }

  return {
    count: guestEntries.length,
    busy,
    accept: () => void accept(),
    decline: () => writeLocalSetting(DECLINED_KEY, [...declined, user.id]),
  };
}

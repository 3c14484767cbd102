// The history the box offers and the search page records: the guest's in the browser, a member's on the server.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SAFE_SEARCH_DEFAULT } from '../../common/constants';
import { HISTORY_MESSAGES } from '../../common/messages';
import { changeServerHistory, loadServerHistory, type ServerHistory } from '../account/serverHistory';
import { useAuthUser } from '../account/useAuthUser';
import { useClientConfig } from '../config/useClientConfig';
import {
  clearGuestHistory,
  forgetGuestSearch,
  recordGuestSearch,
  useGuestHistory,
} from '../state/guestHistory';
import { useGuestSettings } from '../state/guestSettings';

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
  const guest = useGuestSettings();
  const guestEntries = useGuestHistory();
  const queryClient = useQueryClient();
  const key = ['server-history', user?.id ?? null] as const;
  const server = useQuery({
    queryKey: key,
    queryFn: () => loadServerHistory(),
    enabled: user !== null && featureOn,
    retry: false,
    retryOnMount: false,
  });
  useGuestHistoryMerge(user?.id ?? null, featureOn && (user?.history_enabled ?? false), server.data);

  if (!featureOn) return noHistory;
  if (!user)
    return {
      entries: guest.historyEnabled ? guestEntries : [],
      ready: !loading,
      enabled: guest.historyEnabled,
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

/** Safe search as the person chose it: the account's preference, else the guest's switch. */
export function useSafeSearch(): boolean {
  const { user } = useAuthUser();
  const guest = useGuestSettings();
  // FEATURE_SAFE_SEARCH=false: nobody chooses, searches get the spec's default (the server enforces it too).
  if (useClientConfig().config?.features.safeSearch === false) return SAFE_SEARCH_DEFAULT === 'active';
  return user ? user.safesearch_enabled : guest.safeSearch;
}

let merging = false;

/**
 * On sign-in, the searches made as a guest in this browser move into the account (oldest first, so the
 * order holds) and leave the browser: the next guest at this computer does not see them.
 */
function useGuestHistoryMerge(
  userId: string | null,
  historyEnabled: boolean,
  server: ServerHistory | undefined,
) {
  const queryClient = useQueryClient();
  const guestEntries = useGuestHistory();
  useEffect(() => {
    if (!userId || !historyEnabled || !server || guestEntries.length === 0 || merging) return;
    merging = true;
    const key = ['server-history', userId] as const;
    void (async () => {
      let history = server.history;
      try {
        for (const query of [...guestEntries].reverse())
          history = await changeServerHistory({
            method: 'POST',
            path: '/api/search/history',
            body: { query, sessionID: server.sessionID },
          });
        clearGuestHistory();
        queryClient.setQueryData<ServerHistory>(key, { ...server, history });
      } finally {
        merging = false;
      }
    })();
  }, [userId, historyEnabled, server, guestEntries, queryClient]);
}

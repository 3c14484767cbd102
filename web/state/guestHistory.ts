// The guest's search history (spec: guest history list), kept in localStorage with the spec's rules.
import { useSyncExternalStore } from 'react';
import { addToHistory, removeFromHistory } from '../../common/history';
import { readGuestSettings } from './guestSettings';
import { subscribeLocalSettings, writeLocalSetting } from './localSetting';

export const GUEST_HISTORY_KEY = 'guestSearchHistory';

const isHistory = (v: unknown): v is string[] => Array.isArray(v) && v.every((q) => typeof q === 'string');

// The server knows no browser's history: the page is drawn without it, then hydrated with it.
const NO_HISTORY: string[] = [];
const noHistory = () => NO_HISTORY;

// useSyncExternalStore needs the same array back while the stored text has not changed – and the server's
// own empty one when nothing is stored, or hydration would draw every reader twice.
let cached: { raw: string | null; history: string[] } = { raw: null, history: NO_HISTORY };

export function readGuestHistory(): string[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(GUEST_HISTORY_KEY);
  } catch {
    return cached.history;
  }
  if (raw === cached.raw) return cached.history;
  let history = NO_HISTORY;
  try {
    const value: unknown = raw === null ? NO_HISTORY : JSON.parse(raw);
    if (isHistory(value)) history = value;
  } catch {
    // Junk in storage reads as an empty history.
  }
  cached = { raw, history };
  return history;
}

/** Records a search, unless the guest turned history off. */
export function recordGuestSearch(query: string): void {
  if (!readGuestSettings().history) return;
  writeLocalSetting(GUEST_HISTORY_KEY, addToHistory(readGuestHistory(), query));
}

export function forgetGuestSearch(query: string): void {
  writeLocalSetting(GUEST_HISTORY_KEY, removeFromHistory(readGuestHistory(), query));
}

export function clearGuestHistory(): void {
  writeLocalSetting(GUEST_HISTORY_KEY, []);
}

export function useGuestHistory(): string[] {
  return useSyncExternalStore(subscribeLocalSettings, readGuestHistory, noHistory);
}

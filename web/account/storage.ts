// What the browser remembers of the accounts (spec: userData, userAccounts, previousAccount).
import type { Account } from '../../common/auth';

const KEYS = { user: 'userData', accounts: 'userAccounts', previous: 'previousAccount' } as const;

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage off: the server still knows; only the offline view is poorer.
  }
}

const isAccountList = (v: unknown): v is Account[] =>
  Array.isArray(v) &&
  v.every((a) => typeof a === 'object' && a !== null && typeof (a as Account).id === 'string');

export function readLocalAccounts(): { accounts: Account[]; previousAccount: string | null } {
  const accounts = read(KEYS.accounts);
  const previous = read(KEYS.previous);
  return {
    accounts: isAccountList(accounts) ? accounts : [],
    previousAccount: typeof previous === 'string' ? previous : null,
  };
}

/** True when this browser keeps a signed-in account from an earlier visit (its session may be gone). */
export function remembersAccounts(): boolean {
  return read(KEYS.user) !== null || readLocalAccounts().accounts.length > 0;
}

export function storeAccounts(user: Account | null, accounts: Account[]): void {
  const before = read(KEYS.user) as Account | null;
  // The account active before a change is the one to go back to (spec: previousAccount).
  if (before && typeof before.id === 'string' && before.id !== user?.id) write(KEYS.previous, before.id);
  write(KEYS.user, user);
  write(KEYS.accounts, accounts);
  if (accounts.length === 0) write(KEYS.previous, null);
}

// The rules of server history: a guest's stays in the browser, history switched off records nothing, and
// a call naming another session's id is refused.
import { ANONYMOUS_USER_ID, type HistoryAnswer } from '../../../common/auth';
import { AUTH_MESSAGES } from '../../../common/messages';
import type { DatabaseHandle } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import type { SessionRow } from '../../platform/session/store';
import { clearHistory, listHistory, recordSearch, removeSearch } from './store';

/** The account whose history a call reads or changes: its id and whether it keeps a history. */
export type HistoryOwner = { id: number; history_enabled: number };

/** The sessionID a history call sends must be the caller's own session's. */
export function checkSessionId(session: SessionRow | null, sessionID: string): void {
  if (session && session.public_id !== sessionID)
    throw new AppError(403, AUTH_MESSAGES.sessionMismatch, 'session_mismatch');
}

/** The answer of every history call when the install keeps no history (FEATURE_SEARCH_HISTORY=false). */
export function noHistoryOf(user: HistoryOwner | null): HistoryAnswer {
  return { history: [], userId: user ? String(user.id) : ANONYMOUS_USER_ID, count: 0 };
}

export async function historyOf(database: DatabaseHandle, user: HistoryOwner | null): Promise<HistoryAnswer> {
  if (!user) return noHistoryOf(null);
  const history = await listHistory(database, user.id);
  return { history, userId: String(user.id), count: history.length };
}

export async function addToHistory(database: DatabaseHandle, user: HistoryOwner | null, query: string) {
  if (user && user.history_enabled === 1) await recordSearch(database, user.id, query);
  return historyOf(database, user);
}

export async function removeFromHistory(database: DatabaseHandle, user: HistoryOwner | null, query: string) {
  if (user) await removeSearch(database, user.id, query);
  return historyOf(database, user);
}

export async function clearHistoryOf(database: DatabaseHandle, user: HistoryOwner | null) {
  if (user) await clearHistory(database, user.id);
  return historyOf(database, user);
}

// A signed-in person's history on the server, with the spec's reload when the server answers "anonymous".
import { HISTORY_RELOAD_RETRY } from '../../common/constants';
import { HISTORY_MESSAGES } from '../../common/messages';
import { ApiError, apiGet, apiSend } from '../api/client';

const schemas = () => import('../../common/auth');

export type ServerHistory = { sessionID: string; history: string[] };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The session is not the one the page thinks it is: still anonymous after the retries. */
class SessionProblem extends Error {}

/**
 * What the person reads when the history cannot be loaded (spec, error catalogue): a session still anonymous
 * after the retries asks to sign in again; a call refused for the session (401, or 403 for a sessionID that is
 * not this session's) says the session is the cause; any other failure says the load failed.
 */
export function historyLoadMessage(error: unknown): string {
  if (error instanceof SessionProblem) return HISTORY_MESSAGES.sessionProblem;
  if (error instanceof ApiError && (error.status === 401 || error.code === 'session_mismatch'))
    return HISTORY_MESSAGES.cannotLoadSession;
  return HISTORY_MESSAGES.loadFailed;
}

/** Spec: anonymous data where a user is expected → try again after 2 s, 3 tries at most, then a session problem. */
async function loadOnce(wait: (ms: number) => Promise<void>): Promise<ServerHistory> {
  for (let attempt = 1; ; attempt++) {
    const stats = await apiGet(
      '/api/session/stats',
      schemas().then((m) => m.sessionStatsSchema),
    );
    const answer = await apiGet(
      `/api/search/history?sessionID=${encodeURIComponent(stats.sessionID)}`,
      schemas().then((m) => m.historyAnswerSchema),
    );
    if (answer.userId !== 'anonymous') return { sessionID: stats.sessionID, history: answer.history };
    if (attempt >= HISTORY_RELOAD_RETRY.maxTries) throw new SessionProblem();
    await wait(HISTORY_RELOAD_RETRY.delayMs);
  }
}

/** The history, or an error whose message is the catalogue's sentence for what went wrong. */
export async function loadServerHistory(wait: (ms: number) => Promise<void> = sleep): Promise<ServerHistory> {
  try {
    return await loadOnce(wait);
  } catch (error) {
    throw new Error(historyLoadMessage(error), { cause: error });
  }
}

type Change = { method: 'POST' | 'DELETE'; path: string; body: Record<string, string> };

export async function changeServerHistory(change: Change): Promise<string[]> {
  const answer = await apiSend(
    change.method,
    change.path,
    change.body,
    schemas().then((m) => m.historyAnswerSchema),
  );
  return answer.history;
}

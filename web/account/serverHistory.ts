// A signed-in person's history on the server, with the spec's reload when the server answers "anonymous".
import { HISTORY_RELOAD_RETRY } from '../../common/constants';
import { HISTORY_MESSAGES } from '../../common/messages';
import { apiGet, apiSend } from '../api/client';

const schemas = () => import('../../common/auth');

export type ServerHistory = { sessionID: string; history: string[] };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spec: anonymous data where a user is expected → try again after 2 s, 3 tries at most, then a session problem. */
export async function loadServerHistory(wait: (ms: number) => Promise<void> = sleep): Promise<ServerHistory> {
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
    if (attempt >= HISTORY_RELOAD_RETRY.maxTries) throw new Error(HISTORY_MESSAGES.sessionProblem);
    await wait(HISTORY_RELOAD_RETRY.delayMs);
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

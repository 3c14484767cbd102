// Server history and preferences of the active account, and the session's stats.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../common/api';
import {
  ANONYMOUS_USER_ID,
  historyAnswerSchema,
  historyClearBodySchema,
  historyEntryBodySchema,
  historyQuerySchema,
  preferencesSchema,
  preferencesUpdateSchema,
  sessionStatsSchema,
  type HistoryAnswer,
} from '../../common/auth';
import { AUTH_MESSAGES } from '../../common/messages';
import { sessionAccounts } from '../accounts/service';
import { updatePreferences, type UserRow } from '../accounts/store';
import { AppError } from '../http/errors';
import { clearHistory, listHistory, recordSearch, removeSearch } from './store';

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  /** The active account of the caller's session; the sessionID sent must be this session's. */
  async function activeUser(request: FastifyRequest, sessionID?: string): Promise<UserRow | null> {
    const session = await request.session();
    if (sessionID !== undefined && session && session.public_id !== sessionID)
      throw new AppError(403, AUTH_MESSAGES.sessionMismatch, 'session_mismatch');
    return (await sessionAccounts(database, session)).activeUser;
  }

  async function answer(user: UserRow | null): Promise<{ data: HistoryAnswer }> {
    if (!user) return { data: { history: [], userId: ANONYMOUS_USER_ID, count: 0 } };
    const history = await listHistory(database, user.id);
    return { data: { history, userId: String(user.id), count: history.length } };
  }

  const historyResponse = { response: { 200: dataOf(historyAnswerSchema) } };

  app.get(
    '/api/search/history',
    { schema: { querystring: historyQuerySchema, ...historyResponse } },
    async (request) => answer(await activeUser(request, request.query.sessionID)),
  );

  app.post(
    '/api/search/history',
    { schema: { body: historyEntryBodySchema, ...historyResponse } },
    async (request) => {
      const user = await activeUser(request, request.body.sessionID);
      // A guest's history stays in the browser; history switched off records nothing.
      if (user && user.history_enabled === 1) await recordSearch(database, user.id, request.body.query);
      return answer(user);
    },
  );

  app.delete(
    '/api/search/history',
    { schema: { body: historyEntryBodySchema, ...historyResponse } },
    async (request) => {
      const user = await activeUser(request, request.body.sessionID);
      if (user) await removeSearch(database, user.id, request.body.query);
      return answer(user);
    },
  );

  app.delete(
    '/api/search/history/all',
    { schema: { body: historyClearBodySchema, ...historyResponse } },
    async (request) => {
      const user = await activeUser(request, request.body.sessionID);
      if (user) await clearHistory(database, user.id);
      return answer(user);
    },
  );

  const preferencesResponse = { response: { 200: dataOf(preferencesSchema) } };
  const signedIn = async (request: FastifyRequest) => {
    const user = await activeUser(request);
    if (!user) throw new AppError(401, AUTH_MESSAGES.signInRequired, 'not_signed_in');
    return user;
  };

  app.get('/api/user/preferences', { schema: preferencesResponse }, async (request) => {
    const user = await signedIn(request);
    return {
      data: {
        safesearch_enabled: user.safesearch_enabled === 1,
        history_enabled: user.history_enabled === 1,
      },
    };
  });

  app.put(
    '/api/user/preferences',
    { schema: { body: preferencesUpdateSchema, ...preferencesResponse } },
    async (request) => {
      const user = await signedIn(request);
      await updatePreferences(database, user.id, request.body);
      return {
        data: {
          safesearch_enabled: request.body.safesearch_enabled ?? user.safesearch_enabled === 1,
          history_enabled: request.body.history_enabled ?? user.history_enabled === 1,
        },
      };
    },
  );

  app.get(
    '/api/session/stats',
    { schema: { response: { 200: dataOf(sessionStatsSchema) } } },
    async (request, reply) => {
      const session = await request.ensureSession(reply);
      const { user, accounts, activeUser: active } = await sessionAccounts(database, session);
      const searchHistoryCount = active ? (await listHistory(database, active.id)).length : 0;
      return {
        data: {
          sessionID: session.public_id,
          isAuthenticated: user !== null,
          accountsCount: accounts.length,
          activeAccount: user,
          searchHistoryCount,
        },
      };
    },
  );
};

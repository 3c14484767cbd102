// Server history of the active account, and the session's stats.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../../common/api';
import {
  historyAnswerSchema,
  historyClearBodySchema,
  historyEntryBodySchema,
  historyQuerySchema,
  sessionStatsSchema,
  type HistoryAnswer,
} from '../../../common/auth';
import {
  addToHistory,
  checkSessionId,
  clearHistoryOf,
  historyOf,
  noHistoryOf,
  removeFromHistory,
  type HistoryOwner,
} from './service';

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  // FEATURE_SEARCH_HISTORY=false: no history is kept; every call answers the account's empty list.
  const historyOn = app.config.features.searchHistory;
  const keeping = (user: HistoryOwner | null, answer: () => Promise<HistoryAnswer>) =>
    historyOn ? answer() : Promise.resolve(noHistoryOf(user));
  const historyResponse = { response: { 200: dataOf(historyAnswerSchema) } };
  // A guest may call them: the answer is then the anonymous history, and nothing is recorded.
  const anyone = { access: 'public' } as const;

  /** The active account, once the sessionID sent is known to be this session's. */
  async function ownerOf(request: FastifyRequest, sessionID: string) {
    checkSessionId(await request.session(), sessionID);
    return (await request.accounts()).activeUser;
  }

  // GET /api/search/history?sessionID – the active account's history
  app.get(
    '/api/search/history',
    { config: anyone, schema: { querystring: historyQuerySchema, ...historyResponse } },
    async (request) => {
      const user = await ownerOf(request, request.query.sessionID);
      return { data: await keeping(user, () => historyOf(database, user)) };
    },
  );

  // POST /api/search/history – records a search
  app.post(
    '/api/search/history',
    { config: anyone, schema: { body: historyEntryBodySchema, ...historyResponse } },
    async (request) => {
      const { query, sessionID } = request.body;
      const user = await ownerOf(request, sessionID);
      return { data: await keeping(user, () => addToHistory(database, user, query)) };
    },
  );

  // DELETE /api/search/history – forgets one search
  app.delete(
    '/api/search/history',
    { config: anyone, schema: { body: historyEntryBodySchema, ...historyResponse } },
    async (request) => {
      const { query, sessionID } = request.body;
      const user = await ownerOf(request, sessionID);
      return { data: await keeping(user, () => removeFromHistory(database, user, query)) };
    },
  );

  // DELETE /api/search/history/all – forgets every search
  app.delete(
    '/api/search/history/all',
    { config: anyone, schema: { body: historyClearBodySchema, ...historyResponse } },
    async (request) => {
      const user = await ownerOf(request, request.body.sessionID);
      return { data: await keeping(user, () => clearHistoryOf(database, user)) };
    },
  );

  // GET /api/session/stats – the session's public id, accounts and history count
  app.get(
    '/api/session/stats',
    { config: anyone, schema: { response: { 200: dataOf(sessionStatsSchema) } } },
    async (request, reply) => {
      const session = await request.ensureSession(reply);
      const { user, accounts, activeUser } = await request.accounts();
      return {
        data: {
          sessionID: session.public_id,
          isAuthenticated: user !== null,
          accountsCount: accounts.length,
          activeAccount: user,
          searchHistoryCount: (await keeping(activeUser, () => historyOf(database, activeUser))).count,
        },
      };
    },
  );
};

// The session's accounts (spec §7): who is signed in, sync, switch, log out, and the CSRF token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../../common/api';
import {
  accountsAnswerSchema,
  authUserAnswerSchema,
  csrfTokenAnswerSchema,
  prepareAddAccountAnswerSchema,
  switchAccountBodySchema,
  syncAccountsBodySchema,
} from '../../../common/auth';
import type { SessionAccounts } from '../users/service';
import { authUserAnswerOf } from '../access/service';
import { logOutActive, logOutAll, switchAccount, syncAccounts } from './service';

const answerOf = ({ user, accounts }: SessionAccounts) => ({ data: { user, accounts } });

export const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const anyone = { access: 'public' } as const;
  const accountsResponse = { response: { 200: dataOf(accountsAnswerSchema) } };

  // GET /auth/user – the active account, the others, and the roles of the top bar
  app.get(
    '/auth/user',
    { config: anyone, schema: { response: { 200: dataOf(authUserAnswerSchema) } } },
    async (request) => ({ data: await authUserAnswerOf(database, await request.accounts(), config) }),
  );

  // POST /auth/sync-accounts – picks back the account the browser had active
  app.post(
    '/auth/sync-accounts',
    { config: anyone, schema: { body: syncAccountsBodySchema, ...accountsResponse } },
    async (request) => {
      const previous = request.body.previousAccount;
      const previousId =
        previous === null || previous === undefined
          ? null
          : Number(typeof previous === 'string' ? previous : previous.id);
      return answerOf(await syncAccounts(database, await request.session(), previousId));
    },
  );

  // POST /auth/user/switch – another signed-in account becomes active
  app.post(
    '/auth/user/switch',
    { config: { access: 'signedIn' }, schema: { body: switchAccountBodySchema, ...accountsResponse } },
    async (request) =>
      answerOf(await switchAccount(database, await request.session(), Number(request.body.accountId))),
  );

  // POST /auth/logout – logs the active account out
  app.post('/auth/logout', { config: anyone, schema: accountsResponse }, async (request) =>
    answerOf(await logOutActive(database, await request.session())),
  );

  // POST /auth/logout/all – ends the session
  app.post('/auth/logout/all', { config: anyone, schema: accountsResponse }, async (request, reply) => {
    await logOutAll(database, await request.session());
    reply.clearSessionCookie();
    return { data: { user: null, accounts: [] } };
  });

  // POST /auth/prepare-add-account – where the browser goes to add an account
  app.post(
    '/auth/prepare-add-account',
    { config: anyone, schema: { response: { 200: dataOf(prepareAddAccountAnswerSchema) } } },
    () => ({ data: { redirectTo: '/auth/google/add-account' } }),
  );

  // GET /csrf-token – the session's token for state-changing calls (a session is made if needed)
  app.get(
    '/csrf-token',
    { config: anyone, schema: { response: { 200: dataOf(csrfTokenAnswerSchema) } } },
    async (request, reply) => {
      const session = await request.ensureSession(reply);
      reply.header('cache-control', 'no-store');
      return { data: { csrfToken: session.csrf_token } };
    },
  );
};

// Sign-in through OpenID Connect (authorization code + PKCE, state and nonce checked) and the session's accounts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { dataOf } from '../../common/api';
import {
  accountsAnswerSchema,
  authUserAnswerSchema,
  csrfTokenAnswerSchema,
  prepareAddAccountAnswerSchema,
  safeRedirectPath,
  switchAccountBodySchema,
  syncAccountsBodySchema,
} from '../../common/auth';
import { AUTH_MESSAGES } from '../../common/messages';
import { z } from '../../common/zod';
import { rolesOf, sessionAccounts } from '../accounts/service';
import { upsertUser, type OpenIdIdentity } from '../accounts/store';
import { AppError } from '../http/errors';
import { useSessionForRequest } from '../session/plugin';
import {
  addSessionAccount,
  deleteSession,
  removeSessionAccount,
  renewSession,
  sessionAccountIds,
  setActiveAccount,
  type SessionRow,
} from '../session/store';
import type { SignInClient } from './oidc';

const TRANSACTION_COOKIE = 'auth_tx';
const TRANSACTION_MAX_AGE_S = 600;
const SCOPE = 'openid email profile';

const transactionSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  redirect: z.string(),
});
type SignInTransaction = z.infer<typeof transactionSchema>;

const redirectQuery = z.object({ redirect: z.string().optional() });

/** The identity of the ID token's claims; the name falls back to given + family names, then the e-mail. */
export function identityOf(claims: client.IDToken): OpenIdIdentity | null {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  const email = text(claims.email);
  if (!email) return null;
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: email.toLowerCase(),
    name: text(claims.name) ?? ([given, family].filter(Boolean).join(' ') || email.split('@')[0]!),
    given_name: given,
    family_name: family,
    picture: text(claims.picture),
  };
}

export const authRoutes: FastifyPluginAsyncZod<{ signIn: SignInClient }> = async (app, { signIn }) => {
  const { config, database } = app;
  const redirectUri = `${config.publicUrl}/auth/google/callback`;
  const secure = config.env === 'production' || config.publicUrl.startsWith('https:');
  const transactionCookie = { path: '/auth', httpOnly: true, sameSite: 'lax', secure, signed: true } as const;

  async function startSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    redirect: unknown,
    addAccount: boolean,
  ) {
    const configuration = await signIn.configuration().catch((error: unknown) => {
      throw new AppError(503, AUTH_MESSAGES.failed, 'sign_in_unavailable', undefined, error);
    });
    const transaction: SignInTransaction = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
      redirect: safeRedirectPath(redirect),
    };
    // The built-in provider always shows its form (so a second account can be added); Google its chooser.
    const prompt = signIn.builtin ? 'login' : addAccount ? 'select_account' : undefined;
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      state: transaction.state,
      nonce: transaction.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(transaction.verifier),
      code_challenge_method: 'S256',
      ...(prompt ? { prompt } : {}),
    });
    reply.setCookie(TRANSACTION_COOKIE, JSON.stringify(transaction), {
      ...transactionCookie,
      maxAge: TRANSACTION_MAX_AGE_S,
    });
    return reply.redirect(url.href);
  }

  function readTransaction(request: FastifyRequest): SignInTransaction | null {
    const raw = request.cookies[TRANSACTION_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || unsigned.value === null) return null;
    try {
      const parsed = transactionSchema.safeParse(JSON.parse(unsigned.value));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  app.get('/auth/google', { schema: { querystring: redirectQuery } }, (request, reply) =>
    startSignIn(request, reply, request.query.redirect, false),
  );
  app.get('/auth/google/add-account', { schema: { querystring: redirectQuery } }, (request, reply) =>
    startSignIn(request, reply, request.query.redirect ?? '/', true),
  );

  app.get('/auth/google/callback', async (request, reply) => {
    const transaction = readTransaction(request);
    reply.clearCookie(TRANSACTION_COOKIE, transactionCookie);
    const refuse = async (reason: string, error?: unknown) => {
      request.log.warn({ event: 'auth_failed', reason, err: error }, AUTH_MESSAGES.failed);
      await app.jails.record({
        ip: request.clientKey,
        path: '/auth/google/callback',
        status: 401,
        jail: 'auth',
      });
      return reply.redirect('/error/401');
    };
    if (!transaction) return refuse('no_transaction');
    let identity: OpenIdIdentity | null;
    try {
      const tokens = await client.authorizationCodeGrant(
        await signIn.configuration(),
        new URL(request.url, config.publicUrl),
        {
          pkceCodeVerifier: transaction.verifier,
          expectedState: transaction.state,
          expectedNonce: transaction.nonce,
          idTokenExpected: true,
        },
      );
      identity = identityOf(tokens.claims()!);
    } catch (error) {
      return refuse('code_exchange', error);
    }
    if (!identity) return refuse('no_email');

    const user = await upsertUser(database, identity);
    const { token, session } = await renewSession(database, (await request.session()) ?? undefined);
    await addSessionAccount(database, session.token_hash, user.id);
    await setActiveAccount(database, session.token_hash, user.id);
    useSessionForRequest(request, { ...session, active_user_id: user.id });
    reply.setSessionCookie(token);
    return reply.redirect(transaction.redirect);
  });

  app.post(
    '/auth/prepare-add-account',
    { schema: { response: { 200: dataOf(prepareAddAccountAnswerSchema) } } },
    () => ({
      data: { redirectTo: '/auth/google/add-account' },
    }),
  );

  app.get('/auth/user', { schema: { response: { 200: dataOf(authUserAnswerSchema) } } }, async (request) => {
    const { user, accounts, activeUser } = await sessionAccounts(database, await request.session());
    return { data: { user, accounts, roles: await rolesOf(database, activeUser, config) } };
  });

  const accountsAnswer = async (session: SessionRow | null) => {
    const { user, accounts } = await sessionAccounts(database, session);
    return { data: { user, accounts } };
  };
  const accountsResponse = { response: { 200: dataOf(accountsAnswerSchema) } };

  app.post(
    '/auth/sync-accounts',
    { schema: { body: syncAccountsBodySchema, ...accountsResponse } },
    async (request) => {
      const session = await request.session();
      if (!session) return accountsAnswer(null);
      // The browser's memory helps only to pick back the account it had active; the server holds the truth.
      const previous = request.body.previousAccount;
      const previousId =
        previous === null || previous === undefined
          ? null
          : Number(typeof previous === 'string' ? previous : previous.id);
      const ids = await sessionAccountIds(database, session.token_hash);
      if (session.active_user_id === null && previousId !== null && ids.includes(previousId)) {
        await setActiveAccount(database, session.token_hash, previousId);
        session.active_user_id = previousId;
      }
      return accountsAnswer(session);
    },
  );

  app.post(
    '/auth/user/switch',
    { schema: { body: switchAccountBodySchema, ...accountsResponse } },
    async (request) => {
      const session = await request.session();
      if (!session) throw new AppError(401, AUTH_MESSAGES.signInRequired, 'not_signed_in');
      const id = Number(request.body.accountId);
      if (!(await sessionAccountIds(database, session.token_hash)).includes(id))
        throw new AppError(404, AUTH_MESSAGES.unknownAccount, 'unknown_account');
      await setActiveAccount(database, session.token_hash, id);
      return accountsAnswer({ ...session, active_user_id: id });
    },
  );

  app.post('/auth/logout', { schema: accountsResponse }, async (request) => {
    const session = await request.session();
    if (!session || session.active_user_id === null) return accountsAnswer(session);
    await removeSessionAccount(database, session.token_hash, session.active_user_id);
    // Spec: logging out of the active account makes the next one active, or none.
    const next = (await sessionAccountIds(database, session.token_hash))[0] ?? null;
    await setActiveAccount(database, session.token_hash, next);
    return accountsAnswer({ ...session, active_user_id: next });
  });

  app.post('/auth/logout/all', { schema: accountsResponse }, async (request, reply) => {
    const session = await request.session();
    if (session) await deleteSession(database, session.token_hash);
    reply.clearSessionCookie();
    return { data: { user: null, accounts: [] } };
  });

  app.get(
    '/csrf-token',
    { schema: { response: { 200: dataOf(csrfTokenAnswerSchema) } } },
    async (request, reply) => {
      const session = await request.ensureSession(reply);
      reply.header('cache-control', 'no-store');
      return { data: { csrfToken: session.csrf_token } };
    },
  );
};

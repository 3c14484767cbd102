// Sign-in through OpenID Connect: authorization code + PKCE, state and nonce checked, a new session id after.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { safeRedirectPath } from '../../../common/auth';
import { AUTH_MESSAGES, type SignInRefusal } from '../../../common/messages';
import { SIGN_IN_FAILED_REASON } from '../../../common/routes';
import { z } from '../../../common/zod';
import { AppError } from '../../platform/http/errors';
import { hostCookieName } from '../../platform/http/hostCookie';
import { useSessionForRequest } from '../../platform/session/plugin';
import type { SignInClient } from './oidc';
import { identityOf, signInToSession } from './service';

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
/** Documented answers: the sign-in's steps are redirections (no body). */
const toGoogle = { 302: z.null().describe('Redirection vers le fournisseur d’identité') };
const backHome = {
  response: {
    302: z.null().describe('Redirection vers la page demandée, ou la page 401 si la connexion échoue'),
  },
};

/**
 * Where to send the person after sign-in, as a Location header can carry it: a path of this site with every
 * character outside printable ASCII (and a backslash, which browsers read as a slash) percent-encoded (`/€` → `/%E2%82%AC`); one that cannot be encoded (a lone
 * surrogate) or is not a path of ours falls back to `/`. A header with such a character answered 500, after the
 * old session was gone.
 */
export function redirectLocation(value: unknown): string {
  const path = safeRedirectPath(value);
  try {
    return path.replace(/[^\x21-\x5b\x5d-\x7e]/gu, (c) => encodeURIComponent(c));
  } catch {
    return '/';
  }
}

export const signInRoutes: FastifyPluginAsyncZod<{ signIn: SignInClient }> = async (app, { signIn }) => {
  const { config, database } = app;
  const redirectUri = `${config.publicUrl}/auth/google/callback`;
  // The sign-in's state and PKCE verifier: `__Host-auth_tx` over https, hence at Path=/ (gone at the callback).
  const transactionName = hostCookieName('auth_tx', config.secureCookies);
  const transactionCookie = {
    path: config.secureCookies ? '/' : '/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    signed: true,
  } as const;
  const anyone = { access: 'public' } as const;

  async function startSignIn(reply: FastifyReply, redirect: unknown, addAccount: boolean) {
    const configuration = await signIn.configuration().catch((error: unknown) => {
      throw new AppError(503, AUTH_MESSAGES.failed, 'sign_in_unavailable', undefined, error);
    });
    const transaction: SignInTransaction = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
      redirect: redirectLocation(redirect),
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
    reply.setCookie(transactionName, JSON.stringify(transaction), {
      ...transactionCookie,
      maxAge: TRANSACTION_MAX_AGE_S,
    });
    return reply.redirect(url.href);
  }

  function readTransaction(request: FastifyRequest): SignInTransaction | null {
    const raw = request.cookies[transactionName];
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

  // GET /auth/google?redirect – starts a sign-in
  app.get(
    '/auth/google',
    { config: anyone, schema: { querystring: redirectQuery, response: toGoogle } },
    (request, reply) => startSignIn(reply, request.query.redirect, false),
  );

  // GET /auth/google/add-account?redirect – starts the sign-in of one more account
  app.get(
    '/auth/google/add-account',
    { config: anyone, schema: { querystring: redirectQuery, response: toGoogle } },
    (request, reply) => startSignIn(reply, request.query.redirect ?? '/', true),
  );

  // GET /auth/google/callback – the provider's answer: checked, then the person is signed in
  app.get('/auth/google/callback', { config: anyone, schema: backHome }, async (request, reply) => {
    const transaction = readTransaction(request);
    reply.clearCookie(transactionName, transactionCookie);
    /** `page`: what the 401 page says – the sign-in failed, or the provider's code or token was refused. */
    const refuse = async (reason: string, error?: unknown, page: SignInRefusal = SIGN_IN_FAILED_REASON) => {
      request.log.warn({ event: 'auth_failed', reason, err: error }, AUTH_MESSAGES.failed);
      await app.jails.record({
        ip: request.clientKey,
        path: '/auth/google/callback',
        status: 401,
        jail: 'auth',
      });
      // The error page says the sign-in failed, not merely that one is needed.
      return reply.redirect(`/error/401?reason=${page}`);
    };
    if (!transaction) return refuse('no_transaction');
    let configuration;
    try {
      configuration = await signIn.configuration();
    } catch (error) {
      return refuse('provider_unreachable', error);
    }
    let identity;
    let emailVerified = false;
    try {
      const tokens = await client.authorizationCodeGrant(
        configuration,
        new URL(request.url, config.publicUrl),
        {
          pkceCodeVerifier: transaction.verifier,
          expectedState: transaction.state,
          expectedNonce: transaction.nonce,
          idTokenExpected: true,
        },
      );
      identity = identityOf(tokens.claims()!);
      emailVerified = tokens.claims()!.email_verified === true;
    } catch (error) {
      return refuse('code_exchange', error, tokenRefused(error) ? 'invalid-token' : SIGN_IN_FAILED_REASON);
    }
    if (!identity) return refuse('no_email');
    // Settled before the old session is replaced: nothing after the sign-in may fail.
    const location = redirectLocation(transaction.redirect);

    const { token, session } = await signInToSession(
      database,
      identity,
      await request.session(),
      emailVerified,
    );
    useSessionForRequest(request, session);
    reply.setSessionCookie(token);
    return reply.redirect(location);
  });
};

/** What the ID token failed: its signature key, a claim (nonce, audience, issuer) or its dates. */
const ID_TOKEN_CHECKS = new Set([
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_KEY_SELECTION_FAILED',
]);

/**
 * The provider refused the code the callback brought (invalid_grant: forged, used or expired), or the ID token it
 * gave back did not pass its checks: « Token invalide ». Anything else – a state that was not issued here, a
 * provider that could not be reached – is the sign-in failing.
 */
function tokenRefused(error: unknown): boolean {
  if (error instanceof client.ResponseBodyError) return true;
  return error instanceof client.ClientError && error.code !== undefined && ID_TOKEN_CHECKS.has(error.code);
}

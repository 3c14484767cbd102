// The session of each request: read from the `sid` cookie on demand, created when a call needs one.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_CLEANUP_INTERVAL_MS, SESSION_MAX_AGE_MS } from '../../common/constants';
import { checkCsrf } from './csrf';
import { createSession, deleteExpiredSessions, findSession, SESSION_COOKIE, type SessionRow } from './store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, or null; read once per request. */
    session(): Promise<SessionRow | null>;
    /** The caller's session, created (with its cookie) when there is none. */
    ensureSession(reply: FastifyReply): Promise<SessionRow>;
  }
  interface FastifyReply {
    setSessionCookie(token: string): void;
    clearSessionCookie(): void;
  }
}

const loaded = new WeakMap<FastifyRequest, Promise<SessionRow | null>>();
const invalidTokens = new WeakSet<FastifyRequest>();

/** The request came with a session cookie that matches no live session (expired or forged). */
export const hadInvalidSessionToken = (request: FastifyRequest) => invalidTokens.has(request);

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCookie, { secret: app.config.sessionSecret });
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
  } as const;

  app.decorateRequest('session', function (this: FastifyRequest) {
    let session = loaded.get(this);
    if (!session) {
      const token = this.cookies[SESSION_COOKIE];
      session = token
        ? findSession(app.database, token).then((row) => {
            if (!row) invalidTokens.add(this);
            return row ?? null;
          })
        : Promise.resolve(null);
      loaded.set(this, session);
    }
    return session;
  });

  app.decorateRequest('ensureSession', async function (this: FastifyRequest, reply: FastifyReply) {
    const current = await this.session();
    if (current) return current;
    const { token, session } = await createSession(app.database);
    reply.setSessionCookie(token);
    loaded.set(this, Promise.resolve(session));
    return session;
  });

  app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
    this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_MAX_AGE_MS / 1000 });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    this.clearCookie(SESSION_COOKIE, cookieOptions);
  });

  app.addHook('preHandler', checkCsrf);

  const cleanup = async () => {
    const removed = await deleteExpiredSessions(app.database).catch((error: unknown) => {
      app.log.error({ err: error }, 'nettoyage des sessions expirées impossible');
      return 0;
    });
    if (removed > 0) app.log.info({ removed }, 'sessions expirées supprimées');
  };
  const timer = setInterval(() => void cleanup(), SESSION_CLEANUP_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', cleanup);
  app.addHook('onClose', async () => clearInterval(timer));
});

/** A new session replaces the request's one for the rest of the request (after sign-in). */
export function useSessionForRequest(request: FastifyRequest, session: SessionRow): void {
  loaded.set(request, Promise.resolve(session));
}

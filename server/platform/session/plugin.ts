// The session of each request: read from the `sid` cookie (`__Host-sid` over https) on demand, created when a
// call needs one.
// The cookie is signed (SESSION_SECRET_PREVIOUS still verifies during a rotation). A cookie no secret of ours
// verifies, or one that names no live session (expired, deleted, lost in a restore), is dead: it is cleared with
// Set-Cookie and the request goes on as a guest, counting nothing (a rotated secret must not ban an office).
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_CLEANUP_INTERVAL_MS, SESSION_MAX_AGE_MS } from '../../../common/constants';
import type { Config } from '../config';
import { readsOnly, stepFirst } from '../http/readOnly';
import { checkCsrf } from './csrf';
import { sessionCacheOf } from './sessionCache';
import {
  createSession,
  deleteExpiredSessions,
  findSession,
  hashSessionToken,
  sessionCookieName,
  type SessionRow,
} from './store';

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
/** Requests whose session cookie was read and found forged or dead: it is cleared in the answer (a browser that
 * keeps it would fail on each page; it becomes a guest instead). */
const staleCookies = new WeakSet<FastifyRequest>();
const forgedCookies = new WeakSet<FastifyRequest>();
/** Answers that set or clear the session cookie themselves. */
const cookieAnswered = new WeakSet<FastifyReply>();

/** The request's session cookie was ours, its session gone (expired or ended elsewhere); read once asked for. */
export const hadExpiredSessionCookie = (request: FastifyRequest) =>
  staleCookies.has(request) && !forgedCookies.has(request);

/** Requests whose cookie the previous secret signed: signed again with the current one in the answer. */
const renewedCookies = new WeakMap<FastifyRequest, string>();

/**
 * The session's secret in the cookie: signed, or unsigned from before signing (no `.` in it); null when no secret
 * of ours verifies it (forged, or signed with a secret since dropped).
 */
function tokenOf(request: FastifyRequest, raw: string): string | null {
  if (!raw.includes('.')) return raw;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid) return null;
  if (unsigned.renew) renewedCookies.set(request, unsigned.value);
  return unsigned.value;
}

const sessionCookieOptions = (config: Config) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies }) as const;

/** A dead or forged cookie is not sent again: the browser becomes a guest instead of failing on each page. */
const clearDeadCookie: onSendHookHandler = (request, reply, _payload, done) => {
  if (!cookieAnswered.has(reply)) {
    if (staleCookies.has(request)) reply.clearSessionCookie();
    else if (renewedCookies.has(request)) reply.setSessionCookie(renewedCookies.get(request)!);
  }
  done();
};

/** The answer's session cookie, set (signed) or cleared by a route: the dead-cookie step then leaves it alone. */
function decorateSessionCookie(app: FastifyInstance) {
  const cookieOptions = sessionCookieOptions(app.config);
  const name = sessionCookieName(app.config);
  app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
    cookieAnswered.add(this);
    this.setCookie(name, token, {
      ...cookieOptions,
      signed: true,
      maxAge: SESSION_MAX_AGE_MS / 1000,
    });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    cookieAnswered.add(this);
    this.clearCookie(name, cookieOptions);
  });
}

/** Expired sessions are deleted once the app is ready, then every SESSION_CLEANUP_INTERVAL_MS. */
function cleanExpiredSessions(app: FastifyInstance) {
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
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  // Before the cookie plugin's own answer hook, which then writes the cleared cookie with the others.
  app.addHook('onSend', clearDeadCookie);
  // Cookies are read by the security layer's cookies step (`readCookies`): a hook of their own would cost every
  // request one more step.
  // Signed with the current secret; the one being rotated out still verifies what it signed.
  const { sessionSecret, sessionSecretPrevious } = app.config;
  await app.register(fastifyCookie, {
    secret: sessionSecretPrevious ? [sessionSecret, sessionSecretPrevious] : sessionSecret,
    hook: false,
  });

  const cache = sessionCacheOf(app.database);
  const cookieName = sessionCookieName(app.config);
  app.decorateRequest('session', function (this: FastifyRequest) {
    let session = loaded.get(this);
    if (!session) {
      const raw = this.cookies[cookieName];
      const token = raw ? tokenOf(this, raw) : null;
      if (raw && token === null) {
        forgedCookies.add(this);
        staleCookies.add(this);
      }
      session = token
        ? cache
            .remember(hashSessionToken(token), 'row', () => findSession(app.database, token))
            .then((row) => {
              // A session kept by the cache may have expired since it was read.
              const live = row && row.expires_at > new Date().toISOString() ? row : null;
              if (!live) staleCookies.add(this);
              return live;
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

  decorateSessionCookie(app);

  // Writes only: a read changes nothing, and the hottest calls are reads.
  app.addHook('onRoute', (route) => {
    if (!readsOnly(route))
      route.preHandler = stepFirst(checkCsrf, route.preHandler as typeof checkCsrf | undefined);
  });

  cleanExpiredSessions(app);
});

/** The request's cookies, read once at the start of its path (the security layer's cookies step). */
export function readCookies(request: FastifyRequest): void {
  const header = request.headers.cookie;
  request.cookies = header ? request.server.parseCookie(header) : {};
}

/** A new session replaces the request's one for the rest of the request (after sign-in). */
export function useSessionForRequest(request: FastifyRequest, session: SessionRow): void {
  loaded.set(request, Promise.resolve(session));
}

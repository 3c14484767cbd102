// Sessions in the database: a secret in the cookie, its hash here, the accounts it holds and the active one.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SESSION_ID_LENGTH, SESSION_MAX_AGE_MS } from '../../../common/constants';
import type { DatabaseHandle } from '../db/database';
import { hostCookieName } from '../http/hostCookie';
import type { SessionTable } from '../db/schema';
import { sessionCacheOf } from './sessionCache';

/** The cookie carrying the session's secret, as named over http; `__Host-sid` over https. */
export const SESSION_COOKIE = 'sid';

/** The session cookie's name on this install (the only one read: a plain `sid` over https could be planted). */
export const sessionCookieName = (config: { secureCookies: boolean }) =>
  hostCookieName(SESSION_COOKIE, config.secureCookies);

export type SessionRow = Omit<SessionTable, 'created_at'>;

const PUBLIC_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('base64url');

function newPublicId(): string {
  let id = '';
  for (let i = 0; i < SESSION_ID_LENGTH; i++) id += PUBLIC_ID_ALPHABET[randomInt(PUBLIC_ID_ALPHABET.length)];
  return id;
}

/** A new empty session; the token goes in the cookie and nowhere else. */
export async function createSession(
  { db }: DatabaseHandle,
  now = new Date(),
): Promise<{ token: string; session: SessionRow }> {
  const token = randomBytes(32).toString('base64url');
  const session: SessionRow = {
    token_hash: hashSessionToken(token),
    public_id: newPublicId(),
    csrf_token: randomBytes(24).toString('base64url'),
    active_user_id: null,
    expires_at: new Date(now.getTime() + SESSION_MAX_AGE_MS).toISOString(),
  };
  await db.insertInto('sessions').values(session).execute();
  return { token, session };
}

export async function findSession(
  { db }: DatabaseHandle,
  token: string,
  now = new Date(),
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .select(['token_hash', 'public_id', 'csrf_token', 'active_user_id', 'expires_at'])
    .where('token_hash', '=', hashSessionToken(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

export async function deleteSession(database: DatabaseHandle, tokenHash: string): Promise<void> {
  await database.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  sessionCacheOf(database).forgetSession(tokenHash);
}

/** Spec: expired sessions are removed every 15 minutes. */
export async function deleteExpiredSessions({ db }: DatabaseHandle, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A sign-in gets a new session id (no fixation): the accounts of the old session move to a new one,
 * whose public id and CSRF token are new too.
 */
export async function renewSession(
  database: DatabaseHandle,
  previous: SessionRow | undefined,
): Promise<{ token: string; session: SessionRow }> {
  const renewed = await database.db.transaction().execute(async (trx) => {
    const renewed = await createSession({ ...database, db: trx });
    if (previous) {
      await trx
        .insertInto('session_accounts')
        .columns(['token_hash', 'user_id', 'added_at', 'signed_in_at'])
        .expression((eb) =>
          eb
            .selectFrom('session_accounts')
            .select([
              eb.val(renewed.session.token_hash).as('token_hash'),
              'user_id',
              'added_at',
              'signed_in_at',
            ])
            .where('token_hash', '=', previous.token_hash),
        )
        .execute();
      await trx
        .updateTable('sessions')
        .set({ active_user_id: previous.active_user_id })
        .where('token_hash', '=', renewed.session.token_hash)
        .execute();
      renewed.session.active_user_id = previous.active_user_id;
      await trx.deleteFrom('sessions').where('token_hash', '=', previous.token_hash).execute();
    }
    return renewed;
  });
  if (previous) sessionCacheOf(database).forgetSession(previous.token_hash);
  return renewed;
}

/** The accounts of a session, in the order they were added. */
export async function sessionAccountIds({ db }: DatabaseHandle, tokenHash: string): Promise<number[]> {
  const rows = await db
    .selectFrom('session_accounts')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .orderBy('added_at')
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

export async function addSessionAccount(
  database: DatabaseHandle,
  tokenHash: string,
  userId: number,
): Promise<void> {
  const now = new Date().toISOString();
  // Signing in again keeps the account's place in the session and renews its sign-in time.
  await database.db
    .insertInto('session_accounts')
    .values({ token_hash: tokenHash, user_id: userId, added_at: now, signed_in_at: now })
    .onConflict((oc) => oc.columns(['token_hash', 'user_id']).doUpdateSet({ signed_in_at: now }))
    .execute();
  sessionCacheOf(database).forgetSession(tokenHash);
}

/** When this account last signed in within this session; null when unknown (before these times were kept). */
export async function signedInAtOf(
  { db }: DatabaseHandle,
  tokenHash: string,
  userId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('session_accounts')
    .select('signed_in_at')
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.signed_in_at ?? null;
}

export async function removeSessionAccount(
  database: DatabaseHandle,
  tokenHash: string,
  userId: number,
): Promise<void> {
  await database.db
    .deleteFrom('session_accounts')
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .execute();
  sessionCacheOf(database).forgetSession(tokenHash);
}

export async function setActiveAccount(
  database: DatabaseHandle,
  tokenHash: string,
  userId: number | null,
): Promise<void> {
  await database.db
    .updateTable('sessions')
    .set({ active_user_id: userId })
    .where('token_hash', '=', tokenHash)
    .execute();
  sessionCacheOf(database).forgetSession(tokenHash);
}

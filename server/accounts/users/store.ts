// People who signed in: one row per OpenID identity, with their preferences.
import type { Selectable } from 'kysely';
import type { DatabaseHandle } from '../../platform/db/database';
import type { UserTable } from '../../platform/db/schema';
import { sessionCacheOf } from '../../platform/session/sessionCache';

export type UserRow = Selectable<UserTable>;

/** Who the OpenID provider says signed in: the user's columns it fills. */
export type OpenIdIdentity = Pick<
  UserTable,
  'issuer' | 'subject' | 'email' | 'name' | 'given_name' | 'family_name' | 'picture'
>;

/**
 * The user of this identity, created on a first sign-in and refreshed from the provider on the next ones,
 * `email_verified` included.
 */
export async function upsertUser(
  database: DatabaseHandle,
  identity: OpenIdIdentity,
  emailVerified = false,
): Promise<UserRow> {
  const now = new Date().toISOString();
  const email_verified = emailVerified ? 1 : 0;
  const user = await database.db
    .insertInto('users')
    .values({ ...identity, email_verified, last_login_at: now })
    .onConflict((oc) =>
      oc.columns(['issuer', 'subject']).doUpdateSet({
        email: identity.email,
        name: identity.name,
        given_name: identity.given_name,
        family_name: identity.family_name,
        picture: identity.picture,
        // What the provider says at this sign-in, for this (possibly new) e-mail.
        email_verified,
        last_login_at: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  sessionCacheOf(database).forgetUser(user.id);
  return user;
}

export async function findUsers({ db }: DatabaseHandle, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}

export async function savePreferences(
  database: DatabaseHandle,
  userId: number,
  preferences: { safesearch_enabled: number; history_enabled: number; settings: string | null },
): Promise<void> {
  await database.db.updateTable('users').set(preferences).where('id', '=', userId).execute();
  sessionCacheOf(database).forgetUser(userId);
}

/** The account's settings text, its row held until the transaction ends (PostgreSQL; SQLite writes one at a time). */
export async function settingsTextForUpdate(
  database: DatabaseHandle,
  userId: number,
): Promise<string | null> {
  const query = database.db.selectFrom('users').select('settings').where('id', '=', userId);
  const row = await (database.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  return row?.settings ?? null;
}

export async function saveSettingsText(database: DatabaseHandle, userId: number, settings: string | null) {
  await database.db.updateTable('users').set({ settings }).where('id', '=', userId).execute();
}

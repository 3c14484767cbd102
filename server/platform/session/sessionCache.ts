// The signed-in side of a session – its row and its accounts – as every call of a page asks for it: read from
// the database at most once per SESSION_CACHE_TTL_MS per session and process, forgotten at once when it
// changes here, and on the other processes as soon as the broadcast tells them.
import { LRUCache } from 'lru-cache';
import type { Broadcast } from '../cache/broadcast';
import { perDatabase } from '../db/perDatabase';

export const SESSION_CACHE_TTL_MS = 30_000;

type Entry = { row?: Promise<unknown>; accounts?: Promise<unknown>; userIds: number[] };
type Part = 'row' | 'accounts';

export type SessionCache = {
  /** What `read` answers for this part of the session, read once per lifetime and shared by concurrent calls. */
  remember: <T>(
    tokenHash: string,
    part: Part,
    read: () => Promise<T>,
    userIdsOf?: (value: T) => number[],
  ) => Promise<T>;
  /** The session changed (accounts, active account, ended): every process reads it again. */
  forgetSession: (tokenHash: string) => void;
  /** Whether this user has a partner record (the top bar's link), read once per lifetime. */
  isPartner: (userId: number, read: () => Promise<boolean>) => Promise<boolean>;
  /** The user changed (a sign-in, preferences, a partner record): every session holding them is read again. */
  forgetUser: (userId: number) => void;
  /** Everything, as after a change the app did not make (a restore, a hand edit). */
  forgetAll: () => void;
  shareThrough: (broadcast: Broadcast) => void;
};

const TOPIC = 'session';
/** The one cache of a database handle, shared by the session and accounts reads and their writes. */
export const sessionCacheOf = perDatabase(() => createSessionCache());

function createSessionCache(): SessionCache {
  const entries = new LRUCache<string, Entry>({ max: 20_000, ttl: SESSION_CACHE_TTL_MS });
  const partners = new LRUCache<number, Promise<boolean>>({ max: 20_000, ttl: SESSION_CACHE_TTL_MS });
  // A read that began before a change may answer what was before it: it is used once, never kept.
  let changes = 0;
  let shared: Broadcast | null = null;

  function forgetHere(payload: string | undefined) {
    changes++;
    if (payload === undefined) {
      partners.clear();
      return entries.clear();
    }
    if (payload.startsWith('s:')) return void entries.delete(payload.slice(2));
    const userId = Number(payload.slice(2));
    partners.delete(userId);
    // Collected first: an LRU cache is not deleted from while it is iterated.
    const holding = [...entries.entries()].filter(([, entry]) => entry.userIds.includes(userId));
    for (const [tokenHash] of holding) entries.delete(tokenHash);
  }
  const publish = (payload: string) => (shared ? shared.publish(TOPIC, payload) : forgetHere(payload));

  return {
    remember<T>(tokenHash: string, part: Part, read: () => Promise<T>, userIdsOf?: (value: T) => number[]) {
      const known = entries.get(tokenHash)?.[part];
      if (known) return known as Promise<T>;
      const startedAt = changes;
      let entry = entries.get(tokenHash);
      if (!entry) {
        entry = { userIds: [] };
        entries.set(tokenHash, entry);
      }
      const value = read();
      entry[part] = value;
      const drop = () => {
        if (entries.get(tokenHash)?.[part] === value) entries.delete(tokenHash);
      };
      value.then((resolved) => {
        if (changes !== startedAt) drop();
        else if (userIdsOf) entry.userIds = userIdsOf(resolved);
      }, drop);
      return value;
    },
    isPartner(userId, read) {
      const known = partners.get(userId);
      if (known) return known;
      const startedAt = changes;
      const value = read();
      partners.set(userId, value);
      const drop = () => partners.get(userId) === value && partners.delete(userId);
      value.then(() => changes !== startedAt && drop(), drop);
      return value;
    },
    forgetSession: (tokenHash) => publish(`s:${tokenHash}`),
    forgetUser: (userId) => publish(`u:${userId}`),
    forgetAll: () => forgetHere(undefined),
    shareThrough(broadcast) {
      shared = broadcast;
      broadcast.subscribe(TOPIC, forgetHere);
    },
  };
}

// An app-level fail2ban: failures are logged; too many in a jail's find time ban the address (jailVerdict.ts);
// banned addresses are known in memory so the check costs nothing (knownBans.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { SECURITY_LOG_RETENTION_MS, type SecurityJail } from '../../common/constants';
import type { Broadcast } from '../platform/cache/broadcast';
import type { DatabaseHandle } from '../platform/db/database';
import { judgeFailure, type Judge, type SecurityEvent, type Verdict } from './jailVerdict';
import { BAN_REFRESH_MS, iso, listenForBans, readBans, readBansOrKeep, tellUnban } from './knownBans';
import { liftBans, pruneSecurityLog } from './store';

export type { SecurityEvent, Verdict } from './jailVerdict';

/**
 * Whether the client did this alone: the browser says the request was made by our own pages or typed by the
 * person (`Sec-Fetch-Site` same-origin or none), or sent no fetch metadata at all (a script, curl). A page of
 * another site making the visitor's browser call us (an image, a script, a form) never counts.
 */
export function actsAlone(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * The request a route's handler records a failure for (set by the security layer on /auth/*): whether it
 * counts, and what became of it, so that the layer answers 403 banned once the jail is full.
 */
export type FailureContext = { alone: boolean; verdict?: Verdict };
export const failureContext = new AsyncLocalStorage<FailureContext>();

type JailOptions = {
  log?: FastifyBaseLogger;
  ignored?: (ip: string) => boolean;
  now?: () => number;
  broadcast?: Broadcast;
};

export function createJails(
  database: DatabaseHandle,
  { log, ignored = () => false, now = () => Date.now(), broadcast }: JailOptions,
) {
  const judge: Judge = { until: new Map(), loadedAt: 0, database, now, log, broadcast, ignored };
  listenForBans(judge);
  const bannedUntil = (ip: string) => judge.until.get(ip) ?? 0;
  return {
    /** Whether the in-memory view is fresh enough to answer without the database. */
    fresh: () => now() - judge.loadedAt <= BAN_REFRESH_MS,
    /** The in-memory answer (callers refresh first when not fresh). */
    bannedNow: (ip: string) => bannedUntil(ip) > now(),
    /** When the address's longest ban known in memory ends (the page a banned visitor gets says when). */
    bannedUntil: (ip: string) => (bannedUntil(ip) > now() ? new Date(bannedUntil(ip)) : undefined),
    /** True while the address is banned; the answer is 403 before any other work. */
    async isBanned(ip: string): Promise<boolean> {
      if (now() - judge.loadedAt > BAN_REFRESH_MS) await readBansOrKeep(judge);
      return bannedUntil(ip) > now();
    },
    async record(event: SecurityEvent): Promise<Verdict> {
      const context = failureContext.getStore();
      const verdict = await judgeFailure(judge, event, context?.alone ?? true);
      if (context) context.verdict = verdict;
      return verdict;
    },
    /** Ends the address's active bans in a jail (or all jails); true when there was one. */
    async unban(ip: string, jail: SecurityJail | null, by: number): Promise<boolean> {
      const lifted = await liftBans(database, { ip, jail, at: iso(now()), by });
      await readBans(judge);
      if (lifted > 0) tellUnban(judge, ip);
      return lifted > 0;
    },
    prune: () => pruneSecurityLog(database, iso(now() - SECURITY_LOG_RETENTION_MS)),
  };
}

export type Jails = ReturnType<typeof createJails>;

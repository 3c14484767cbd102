// An app-level fail2ban: failures are logged; too many in a jail's find time ban the address, the ban doubling
// with each repeat (up to a week); banned addresses are known in memory so the check costs nothing.
// A ban is one row, decided atomically: each ban of an address in a jail has a rank, (ip, jail, rank) is
// unique, and the failure that finds the jail full writes the next rank; processes deciding at once collide
// on it and the database keeps one row. Only failures since the window began and since the last ban ended
// count, so an unban (which ends the ban) starts afresh, and what was refused while banned never counts again.
// Bans and unbans are told to every process by the broadcast (within a second); each process also reads the
// bans again every BAN_REFRESH_MS, which is all it has without Redis.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import {
  BAN_MAX_MS,
  SECURITY_JAILS,
  SECURITY_LOG_RETENTION_MS,
  type SecurityJail,
} from '../../common/constants';
import type { Broadcast } from '../platform/cache/broadcast';
import type { DatabaseHandle } from '../platform/db/database';
import { metricsOf } from '../platform/metrics/registry';
import {
  activeBans,
  countEscalatingBans,
  countFailures,
  insertBanOnce,
  insertSecurityEvent,
  latestBan,
  liftBans,
  pruneSecurityLog,
} from './store';

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

export type SecurityEvent = {
  ip: string;
  path: string;
  status: number;
  jail: SecurityJail;
  /** Whether it counts toward the jail (actsAlone); by default what the security layer saw of the request. */
  alone?: boolean;
};

/**
 * What became of a failure: `ignored` (not counted: another site's doing), `let-through` (counted, the
 * answer goes out; the failure that fills the jail bans and is still answered), `banned` (the address is
 * banned: the answer becomes 403 banned).
 */
export type Verdict = 'ignored' | 'let-through' | 'banned';

/** Other processes' bans are read at least this often. */
const BAN_REFRESH_MS = 5_000;
const WEEK_MS = 7 * 24 * 3600 * 1000;
/** The broadcast's topic: `{ip, until}` for a ban, `{ip}` for an unban (the bans are read again). */
const BANS_TOPIC = 'bans';

export function createJails(
  database: DatabaseHandle,
  {
    log,
    ignored = () => false,
    now = () => Date.now(),
    broadcast,
  }: {
    log?: FastifyBaseLogger;
    ignored?: (ip: string) => boolean;
    now?: () => number;
    broadcast?: Broadcast;
  },
) {
  const banned = new Map<string, number>(); // ip → when its longest ban ends
  let loadedAt = 0;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function refresh() {
    const before = new Map(banned);
    const rows = await activeBans(database, iso(now()));
    const read = new Map<string, number>();
    for (const r of rows) read.set(r.ip, Math.max(read.get(r.ip) ?? 0, Date.parse(r.expires_at)));
    // A ban heard while the database was being read may be newer than what the read saw: it stays.
    for (const [ip, until] of banned) if (before.get(ip) === until && !read.has(ip)) banned.delete(ip);
    for (const [ip, until] of read) {
      const heard = banned.get(ip);
      banned.set(ip, heard === before.get(ip) ? until : Math.max(until, heard ?? 0));
    }
    loadedAt = now();
  }

  const refreshNow = () =>
    void refresh().catch((err: unknown) => log?.error({ err }, 'liste des bannissements illisible'));
  broadcast?.subscribe(BANS_TOPIC, (payload) => {
    const told = payload === undefined ? {} : (JSON.parse(payload) as { ip?: string; until?: number });
    if (told.ip !== undefined && told.until !== undefined)
      banned.set(told.ip, Math.max(banned.get(told.ip) ?? 0, told.until));
    else refreshNow();
  });

  /** Writes the ban of this rank (once, whoever decides it); the address is known banned either way. */
  async function ban(ip: string, jail: SecurityJail, seq: number, at: number) {
    // Escalation counts distinct bans (one row each) since the last one an admin lifted.
    const previous = await countEscalatingBans(database, ip, jail, iso(at - WEEK_MS));
    const duration = Math.min(BAN_MAX_MS, SECURITY_JAILS[jail].banTimeMs * 2 ** previous);
    const expiresAt = at + duration;
    const written = await insertBanOnce(database, {
      ip,
      jail,
      seq,
      banned_at: iso(at),
      expires_at: iso(expiresAt),
    });
    if (!written) {
      const decided = await latestBan(database, ip, jail);
      if (decided) banned.set(ip, Math.max(banned.get(ip) ?? 0, Date.parse(decided.expires_at)));
      return;
    }
    banned.set(ip, Math.max(banned.get(ip) ?? 0, expiresAt));
    metricsOf(database)?.bans.inc({ jail });
    broadcast?.publish(BANS_TOPIC, JSON.stringify({ ip, until: expiresAt }));
    // One line fail2ban itself could read (see deploy/fail2ban).
    log?.warn({ security: 'ban', ip, jail, until: iso(expiresAt) }, `Ban ${ip} [${jail}]`);
  }

  /** Logs a failure and tells what becomes of it (see Verdict). */
  async function decide({ alone, ...event }: SecurityEvent, aloneByDefault: boolean): Promise<Verdict> {
    const at = now();
    if (!(alone ?? aloneByDefault)) {
      log?.info({ security: 'not counted', ...event }, `Ignore ${event.ip} [${event.jail}] (other site)`);
      return 'ignored';
    }
    await insertSecurityEvent(database, { ...event, at: iso(at) });
    log?.warn(
      { security: 'failure', ...event },
      `Found ${event.ip} [${event.jail}] ${event.status} ${event.path}`,
    );
    if (ignored(event.ip)) return 'let-through';
    if ((banned.get(event.ip) ?? 0) > at) return 'banned';
    const { findTimeMs, maxRetry } = SECURITY_JAILS[event.jail];
    // The failure is logged before it is counted: of failures arriving together, each count sees its own
    // and all those logged before it, so at most maxRetry of them ever see maxRetry or fewer.
    const last = await latestBan(database, event.ip, event.jail);
    const lastEnds = last ? Date.parse(last.expires_at) : 0;
    if (lastEnds > at) {
      banned.set(event.ip, Math.max(banned.get(event.ip) ?? 0, lastEnds));
      return 'banned';
    }
    const failures = await countFailures(
      database,
      event.ip,
      event.jail,
      iso(Math.max(at - findTimeMs, lastEnds)),
    );
    if (failures < maxRetry) return 'let-through';
    await ban(event.ip, event.jail, (last?.seq ?? 0) + 1, at);
    return failures === maxRetry ? 'let-through' : 'banned';
  }

  return {
    /** Whether the in-memory view is fresh enough to answer without the database. */
    fresh: () => now() - loadedAt <= BAN_REFRESH_MS,
    /** The in-memory answer (callers refresh first when not fresh). */
    bannedNow: (ip: string) => (banned.get(ip) ?? 0) > now(),
    /** When the address's longest ban known in memory ends (the page a banned visitor gets says when). */
    bannedUntil: (ip: string) => {
      const until = banned.get(ip);
      return until !== undefined && until > now() ? new Date(until) : undefined;
    },
    /** True while the address is banned; the answer is 403 before any other work. */
    async isBanned(ip: string): Promise<boolean> {
      // A database outage must not lock everyone out: the bans known so far keep applying.
      if (now() - loadedAt > BAN_REFRESH_MS)
        await refresh().catch((err: unknown) => {
          loadedAt = now();
          log?.error({ err }, 'liste des bannissements illisible');
        });
      const until = banned.get(ip);
      return until !== undefined && until > now();
    },

    async record(event: SecurityEvent): Promise<Verdict> {
      const context = failureContext.getStore();
      const verdict = await decide(event, context?.alone ?? true);
      if (context) context.verdict = verdict;
      return verdict;
    },

    /** Ends the address's active bans in a jail (or all jails); true when there was one. */
    async unban(ip: string, jail: SecurityJail | null, by: number): Promise<boolean> {
      const lifted = await liftBans(database, { ip, jail, at: iso(now()), by });
      await refresh();
      if (lifted > 0) broadcast?.publish(BANS_TOPIC, JSON.stringify({ ip }));
      return lifted > 0;
    },

    prune: () => pruneSecurityLog(database, iso(now() - SECURITY_LOG_RETENTION_MS)),
  };
}

export type Jails = ReturnType<typeof createJails>;

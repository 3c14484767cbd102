// An app-level fail2ban: failures are logged; too many in a jail's find time ban the address, the ban doubling
// with each repeat (up to a week); banned addresses are known in memory so the check costs nothing.
import type { FastifyBaseLogger } from 'fastify';
import {
  BAN_MAX_MS,
  SECURITY_JAILS,
  SECURITY_LOG_RETENTION_MS,
  type SecurityJail,
} from '../../common/constants';
import type { DatabaseHandle } from '../db/database';
import {
  activeBans,
  countBans,
  countFailures,
  insertBan,
  insertSecurityEvent,
  liftBans,
  pruneSecurityLog,
} from './store';

export type SecurityEvent = { ip: string; path: string; status: number; jail: SecurityJail };

/** Other processes' bans are read at least this often. */
const BAN_REFRESH_MS = 5_000;
const WEEK_MS = 7 * 24 * 3600 * 1000;

export function createJails(
  database: DatabaseHandle,
  {
    log,
    ignored = () => false,
    now = () => Date.now(),
  }: { log?: FastifyBaseLogger; ignored?: (ip: string) => boolean; now?: () => number },
) {
  const banned = new Map<string, number>(); // ip → when its longest ban ends
  let loadedAt = 0;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function refresh() {
    const rows = await activeBans(database, iso(now()));
    banned.clear();
    for (const r of rows) banned.set(r.ip, Math.max(banned.get(r.ip) ?? 0, Date.parse(r.expires_at)));
    loadedAt = now();
  }

  async function ban(ip: string, jail: SecurityJail) {
    const at = now();
    const previous = await countBans(database, ip, jail, iso(at - WEEK_MS));
    const duration = Math.min(BAN_MAX_MS, SECURITY_JAILS[jail].banTimeMs * 2 ** previous);
    const expiresAt = at + duration;
    await insertBan(database, { ip, jail, banned_at: iso(at), expires_at: iso(expiresAt) });
    banned.set(ip, Math.max(banned.get(ip) ?? 0, expiresAt));
    // One line fail2ban itself could read (see deploy/fail2ban).
    log?.warn({ security: 'ban', ip, jail, until: iso(expiresAt) }, `Ban ${ip} [${jail}]`);
  }

  return {
    /** Whether the in-memory view is fresh enough to answer without the database. */
    fresh: () => now() - loadedAt <= BAN_REFRESH_MS,
    /** The in-memory answer (callers refresh first when not fresh). */
    bannedNow: (ip: string) => (banned.get(ip) ?? 0) > now(),
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

    async record(event: SecurityEvent): Promise<void> {
      const at = now();
      await insertSecurityEvent(database, { ...event, at: iso(at) });
      log?.warn(
        { security: 'failure', ...event },
        `Found ${event.ip} [${event.jail}] ${event.status} ${event.path}`,
      );
      if (ignored(event.ip) || (banned.get(event.ip) ?? 0) > at) return;
      const { findTimeMs, maxRetry } = SECURITY_JAILS[event.jail];
      if ((await countFailures(database, event.ip, event.jail, iso(at - findTimeMs))) >= maxRetry)
        await ban(event.ip, event.jail);
    },

    /** Ends the address's active bans in a jail (or all jails); true when there was one. */
    async unban(ip: string, jail: SecurityJail | null, by: number): Promise<boolean> {
      const lifted = await liftBans(database, { ip, jail, at: iso(now()), by });
      await refresh();
      return lifted > 0;
    },

    prune: () => pruneSecurityLog(database, iso(now() - SECURITY_LOG_RETENTION_MS)),
  };
}

export type Jails = ReturnType<typeof createJails>;

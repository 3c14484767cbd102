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
  const { db } = database;
  const banned = new Map<string, number>(); // ip → when its longest ban ends
  let loadedAt = 0;

  async function refresh() {
    const rows = await db
      .selectFrom('bans')
      .select(['ip', 'expires_at'])
      .where('expires_at', '>', new Date(now()).toISOString())
      .execute();
    banned.clear();
    for (const r of rows) banned.set(r.ip, Math.max(banned.get(r.ip) ?? 0, Date.parse(r.expires_at)));
    loadedAt = now();
  }

  async function ban(ip: string, jail: SecurityJail) {
    const at = now();
    const previous = await db
      .selectFrom('bans')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('jail', '=', jail)
      .where('banned_at', '>', new Date(at - WEEK_MS).toISOString())
      .executeTakeFirstOrThrow();
    const duration = Math.min(BAN_MAX_MS, SECURITY_JAILS[jail].banTimeMs * 2 ** Number(previous.n));
    const expiresAt = at + duration;
    await db
      .insertInto('bans')
      .values({
        ip,
        jail,
        banned_at: new Date(at).toISOString(),
        expires_at: new Date(expiresAt).toISOString(),
      })
      .execute();
    banned.set(ip, Math.max(banned.get(ip) ?? 0, expiresAt));
    // One line fail2ban itself could read (see deploy/fail2ban).
    log?.warn({ security: 'ban', ip, jail, until: new Date(expiresAt).toISOString() }, `Ban ${ip} [${jail}]`);
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
      await db
        .insertInto('security_events')
        .values({ ...event, at: new Date(at).toISOString() })
        .execute();
      log?.warn(
        { security: 'failure', ...event },
        `Found ${event.ip} [${event.jail}] ${event.status} ${event.path}`,
      );
      if (ignored(event.ip) || (banned.get(event.ip) ?? 0) > at) return;
      const { findTimeMs, maxRetry } = SECURITY_JAILS[event.jail];
      const recent = await db
        .selectFrom('security_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', event.ip)
        .where('jail', '=', event.jail)
        .where('at', '>', new Date(at - findTimeMs).toISOString())
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= maxRetry) await ban(event.ip, event.jail);
    },

    /** Ends the address's active bans in a jail (or all jails); true when there was one. */
    async unban(ip: string, jail: SecurityJail | null, by: number): Promise<boolean> {
      const at = new Date(now()).toISOString();
      let query = db
        .updateTable('bans')
        .set({ expires_at: at, lifted_by: by })
        .where('ip', '=', ip)
        .where('expires_at', '>', at);
      if (jail) query = query.where('jail', '=', jail);
      const result = await query.executeTakeFirst();
      await refresh();
      return Number(result.numUpdatedRows) > 0;
    },

    async prune(): Promise<void> {
      const before = new Date(now() - SECURITY_LOG_RETENTION_MS).toISOString();
      await db.deleteFrom('security_events').where('at', '<', before).execute();
      await db.deleteFrom('bans').where('expires_at', '<', before).execute();
    },
  };
}

export type Jails = ReturnType<typeof createJails>;

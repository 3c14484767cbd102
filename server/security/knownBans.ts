// What this process knows of the bans: every address banned now and when its longest ban ends, held in memory so
// the check costs nothing. Bans and unbans are told to every process by the broadcast (within a second); each
// process also reads the bans again every BAN_REFRESH_MS, which is all it has without Redis.
import type { FastifyBaseLogger } from 'fastify';
import type { Broadcast } from '../platform/cache/broadcast';
import type { DatabaseHandle } from '../platform/db/database';
import { activeBans } from './store';

/** Other processes' bans are read at least this often. */
export const BAN_REFRESH_MS = 5_000;
/** The broadcast's topic: `{ip, until}` for a ban, `{ip}` for an unban (the bans are read again). */
const BANS_TOPIC = 'bans';

export const iso = (ms: number) => new Date(ms).toISOString();

export type KnownBans = {
  /** ip → when its longest ban ends */
  until: Map<string, number>;
  /** When the bans were last read from the database. */
  loadedAt: number;
  database: DatabaseHandle;
  now: () => number;
  log?: FastifyBaseLogger;
  broadcast?: Broadcast;
};

/** Keeps the later end of the address's bans. */
export function holdBan(known: KnownBans, ip: string, until: number): void {
  known.until.set(ip, Math.max(known.until.get(ip) ?? 0, until));
}

/** Reads the active bans again; a ban heard while the database was being read may be newer than the read: it stays. */
export async function readBans(known: KnownBans): Promise<void> {
  const { until } = known;
  const before = new Map(until);
  const rows = await activeBans(known.database, iso(known.now()));
  const read = new Map<string, number>();
  for (const r of rows) read.set(r.ip, Math.max(read.get(r.ip) ?? 0, Date.parse(r.expires_at)));
  for (const [ip, end] of until) if (before.get(ip) === end && !read.has(ip)) until.delete(ip);
  for (const [ip, end] of read) {
    const heard = until.get(ip);
    until.set(ip, heard === before.get(ip) ? end : Math.max(end, heard ?? 0));
  }
  known.loadedAt = known.now();
}

/** Reads the bans again, keeping those known so far when the database does not answer. */
export function readBansOrKeep(known: KnownBans): Promise<void> {
  return readBans(known).catch((err: unknown) => {
    // A database outage must not lock everyone out: the bans known so far keep applying.
    known.loadedAt = known.now();
    known.log?.error({ err }, 'liste des bannissements illisible');
  });
}

/** Bans told by other processes are held at once; an unban has the bans read again. */
export function listenForBans(known: KnownBans): void {
  known.broadcast?.subscribe(BANS_TOPIC, (payload) => {
    const told = payload === undefined ? {} : (JSON.parse(payload) as { ip?: string; until?: number });
    if (told.ip !== undefined && told.until !== undefined) holdBan(known, told.ip, told.until);
    else
      void readBans(known).catch((err: unknown) =>
        known.log?.error({ err }, 'liste des bannissements illisible'),
      );
  });
}

export function tellBan(known: KnownBans, ip: string, until: number): void {
  known.broadcast?.publish(BANS_TOPIC, JSON.stringify({ ip, until }));
}

export function tellUnban(known: KnownBans, ip: string): void {
  known.broadcast?.publish(BANS_TOPIC, JSON.stringify({ ip }));
}

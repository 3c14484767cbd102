// How a failure is judged, as fail2ban would: logged, counted in its jail's find time, and too many ban the address,
// the ban doubling with each repeat (up to a week). A ban is one row, decided atomically: each ban of an address in
// a jail has a rank, (ip, jail, rank) is unique, and the failure that finds the jail full writes the next rank;
// processes deciding at once collide on it and the database keeps one row. Only failures since the window began
// and since the last ban ended count, so an unban (which ends the ban) starts afresh, and what was refused while
// banned never counts again.
import { BAN_MAX_MS, SECURITY_JAILS, type SecurityJail } from '../../common/constants';
import { metricsOf } from '../platform/metrics/registry';
import { holdBan, iso, tellBan, type KnownBans } from './knownBans';
import { countEscalatingBans, countFailures, insertBanOnce, insertSecurityEvent, latestBan } from './store';

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

/** What judging needs beyond the bans known: the addresses never banned (fail2ban's ignoreip). */
export type Judge = KnownBans & { ignored: (ip: string) => boolean };

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** Writes the ban of this rank (once, whoever decides it); the address is known banned either way. */
async function ban(judge: Judge, ip: string, jail: SecurityJail, seq: number, at: number) {
  const { database, log } = judge;
  // Escalation counts distinct bans (one row each) since the last one an admin lifted.
  const previous = await countEscalatingBans(database, ip, jail, iso(at - WEEK_MS));
  const expiresAt = at + Math.min(BAN_MAX_MS, SECURITY_JAILS[jail].banTimeMs * 2 ** previous);
  const written = await insertBanOnce(database, {
    ip,
    jail,
    seq,
    banned_at: iso(at),
    expires_at: iso(expiresAt),
  });
  if (!written) {
    const decided = await latestBan(database, ip, jail);
    if (decided) holdBan(judge, ip, Date.parse(decided.expires_at));
    return;
  }
  holdBan(judge, ip, expiresAt);
  metricsOf(database)?.bans.inc({ jail });
  tellBan(judge, ip, expiresAt);
  // One line fail2ban itself could read (see deploy/fail2ban).
  log?.warn({ security: 'ban', ip, jail, until: iso(expiresAt) }, `Ban ${ip} [${jail}]`);
}

/** Counts a failure that counts in its jail: banned when it is past the jail's limit (see Verdict). */
async function countInJail(judge: Judge, event: SecurityEvent, at: number): Promise<Verdict> {
  const { ip, jail } = event;
  const { findTimeMs, maxRetry } = SECURITY_JAILS[jail];
  // The failure is logged before it is counted: of failures arriving together, each count sees its own
  // and all those logged before it, so at most maxRetry of them ever see maxRetry or fewer.
  const last = await latestBan(judge.database, ip, jail);
  const lastEnds = last ? Date.parse(last.expires_at) : 0;
  if (lastEnds > at) {
    holdBan(judge, ip, lastEnds);
    return 'banned';
  }
  const failures = await countFailures(judge.database, ip, jail, iso(Math.max(at - findTimeMs, lastEnds)));
  if (failures < maxRetry) return 'let-through';
  await ban(judge, ip, jail, (last?.seq ?? 0) + 1, at);
  return failures === maxRetry ? 'let-through' : 'banned';
}

/** Logs a failure and tells what becomes of it (see Verdict). */
export async function judgeFailure(
  judge: Judge,
  { alone, ...event }: SecurityEvent,
  aloneByDefault: boolean,
): Promise<Verdict> {
  const { log } = judge;
  const at = judge.now();
  if (!(alone ?? aloneByDefault)) {
    log?.info({ security: 'not counted', ...event }, `Ignore ${event.ip} [${event.jail}] (other site)`);
    return 'ignored';
  }
  await insertSecurityEvent(judge.database, { ...event, at: iso(at) });
  log?.warn(
    { security: 'failure', ...event },
    `Found ${event.ip} [${event.jail}] ${event.status} ${event.path}`,
  );
  if (judge.ignored(event.ip)) return 'let-through';
  if ((judge.until.get(event.ip) ?? 0) > at) return 'banned';
  return countInJail(judge, event, at);
}

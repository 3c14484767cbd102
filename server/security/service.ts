// The security dashboard's figures (spec §3 security stats), read from the request log and the bans.
import type { SecurityStats } from '../../common/admin';
import { RECENT_LOGS_SHOWN, type SecurityJail } from '../../common/constants';
import { parisDay, parisDayStart } from '../../common/dates';
import { SECURITY_MESSAGES } from '../../common/messages';
import { recordAudit } from '../audit/store';
import type { DatabaseHandle } from '../db/database';
import { listFraudSignals } from '../fraud/service';
import type { Jails } from './jails';
import type { RequestsByHour } from './requestsByHour';
import {
  activeBans,
  banTimesSince,
  countJailEvents,
  failureTimesSince,
  mostFailingAddresses,
  recentSecurityEvents,
} from './store';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const FAILURE_JAILS = ['auth', 'nginx-admin'];
const SUSPICIOUS_SHOWN = 10;

const hourOf = (text: string) => Math.floor(Date.parse(text) / HOUR_MS) * HOUR_MS;

/** The last 24 hours, hour by hour: requests, failures, bans. */
function hourlyOf(at: number, requestsByHour: RequestsByHour, failures: string[], bans: string[]) {
  const currentHour = Math.floor(at / HOUR_MS) * HOUR_MS;
  return Array.from({ length: 24 }, (_, i) => {
    const hour = currentHour - (23 - i) * HOUR_MS;
    return {
      hour: new Date(hour).toISOString(),
      requests: requestsByHour.count(hour),
      failures: failures.filter((t) => hourOf(t) === hour).length,
      bans: bans.filter((t) => hourOf(t) === hour).length,
    };
  });
}

export async function securityStats(
  database: DatabaseHandle,
  requestsByHour: RequestsByHour,
  at = Date.now(),
): Promise<SecurityStats> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const count = (jails: string[], since: number) => countJailEvents(database, jails, iso(since));
  // A Paris day may last 25 hours: the bans are read from whichever began first.
  const todayStart = parisDayStart(parisDay(new Date(at))).getTime();
  const bans = await banTimesSince(database, iso(Math.min(todayStart, at - DAY_MS)));
  const active = await activeBans(database, iso(at));
  const lastDay = bans.filter((t) => Date.parse(t) > at - DAY_MS);
  return {
    alerts: {
      bannedIps: new Set(active.map((b) => b.ip)).size,
      failedAttemptsLastHour: await count(FAILURE_JAILS, at - HOUR_MS),
      rateLimitHits: await count(['rate-limit'], at - HOUR_MS),
    },
    stats: {
      failedAuthToday: await count(['auth'], todayStart),
      failedAuthWeek: await count(['auth'], at - 7 * DAY_MS),
      totalBansToday: bans.filter((t) => Date.parse(t) >= todayStart).length,
    },
    recentLogs: (await recentSecurityEvents(database, RECENT_LOGS_SHOWN)).map((e) => ({
      timestamp: e.at,
      ip: e.ip,
      path: e.path,
      status: e.status,
    })),
    bannedIps: active.map((b) => ({
      ip: b.ip,
      jail: b.jail,
      bannedAt: b.banned_at,
      expiresAt: b.expires_at,
    })),
    topSuspiciousIps: await mostFailingAddresses(database, iso(at - DAY_MS), SUSPICIOUS_SHOWN),
    hourly: hourlyOf(
      at,
      requestsByHour,
      await failureTimesSince(database, FAILURE_JAILS, iso(at - DAY_MS)),
      lastDay,
    ),
    partnerFraudSignals: await listFraudSignals(database, new Date(at)),
  };
}

/** An admin lifts a ban; recorded in the audit trail. A failure answers a message, never an error page. */
export async function unbanAddress(
  database: DatabaseHandle,
  jails: Jails,
  adminId: number,
  { ip, jail }: { ip: string; jail: SecurityJail },
): Promise<{ success: boolean; message: string }> {
  const lifted = await jails.unban(ip, jail, adminId);
  await recordAudit(database, {
    adminId,
    action: 'security.unban',
    target: `ip:${ip}`,
    detail: { jail, lifted },
  });
  return {
    success: lifted,
    message: lifted ? SECURITY_MESSAGES.unbanned(ip) : SECURITY_MESSAGES.notBanned(ip),
  };
}

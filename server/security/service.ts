// The security dashboard's figures (spec §3 security stats), read from the request log and the bans.
import type { SecurityStats } from '../../common/admin';
import { RECENT_LOGS_SHOWN, SECURITY_LOG_RETENTION_MS, type SecurityJail } from '../../common/constants';
import { parisDay, parisDayStart } from '../../common/dates';
import { SECURITY_MESSAGES } from '../../common/messages';
import type { SecurityEvent, SecurityEventsPageQuery } from '../../common/pagination';
import { recordAudit } from '../platform/audit/store';
import type { DatabaseHandle } from '../platform/db/database';
import type { Page } from '../platform/db/paginate';
import { listFraudSignals } from '../programme/fraud/service';
import type { Jails } from './jails';
import type { RequestsByHour } from './requestsByHour';
import {
  activeBans,
  bansByHourSince,
  countBansSince,
  failureHoursFrom,
  failuresInSpans,
  mostFailingAddresses,
  pageSecurityEvents,
  pruneSecuritySums,
  recentSecurityEvents,
} from './store';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const FAILURE_JAILS = ['auth', 'nginx-admin'];
const SUSPICIOUS_SHOWN = 10;

/** The last 24 hours, hour by hour: requests, failures, bans (counted by the database, by hour). */
async function hourlyOf(
  at: number,
  requestsByHour: RequestsByHour,
  failures: Map<number, number>,
  bans: Map<number, number>,
) {
  const currentHour = Math.floor(at / HOUR_MS) * HOUR_MS;
  const hours = Array.from({ length: 24 }, (_, i) => currentHour - (23 - i) * HOUR_MS);
  // Summed over every process (in Redis when it is there).
  const requests = await requestsByHour.counts(hours);
  return hours.map((hour, i) => ({
    hour: new Date(hour).toISOString(),
    requests: requests[i] ?? 0,
    failures: failures.get(hour) ?? 0,
    bans: bans.get(hour) ?? 0,
  }));
}

/** The start of the hour after the one an instant falls in: from it on, the hours' kept sums count. */
const nextHourOf = (ms: number) => (Math.floor(ms / HOUR_MS) + 1) * HOUR_MS;

/**
 * Failure counts since instants: the rest of each instant's hour from the log itself (one statement for all), the
 * whole hours after it from their kept sums (read once, with the chart's failures by hour).
 */
async function failureFigures(
  database: DatabaseHandle,
  asked: { jails: string[]; since: number }[],
  chartSince: number,
) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const [spans, hours] = await Promise.all([
    failuresInSpans(
      database,
      asked.map(({ jails, since }) => ({ jails, since: iso(since), until: iso(nextHourOf(since)) })),
    ),
    failureHoursFrom(database, iso(nextHourOf(Math.min(...asked.map((a) => a.since), chartSince)))),
  ]);
  const counts = asked.map(
    ({ jails, since }, i) =>
      spans[i]! +
      hours
        .filter((h) => jails.includes(h.jail) && h.hour >= nextHourOf(since))
        .reduce((sum, h) => sum + h.events, 0),
  );
  const chart = new Map<number, number>();
  for (const h of hours)
    if (FAILURE_JAILS.includes(h.jail) && h.hour > chartSince)
      chart.set(h.hour, (chart.get(h.hour) ?? 0) + h.events);
  return { counts, chart };
}

export async function securityStats(
  database: DatabaseHandle,
  requestsByHour: RequestsByHour,
  at = Date.now(),
): Promise<SecurityStats> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const todayStart = parisDayStart(parisDay(new Date(at))).getTime();
  // Every figure asked at once: the dashboard waits for its slowest query, not for their sum.
  const [active, figures, totalBansToday, recent, topSuspiciousIps, bans, partnerFraudSignals] =
    await Promise.all([
      activeBans(database, iso(at)),
      failureFigures(
        database,
        [
          { jails: FAILURE_JAILS, since: at - HOUR_MS },
          { jails: ['rate-limit'], since: at - HOUR_MS },
          { jails: ['auth'], since: todayStart },
          { jails: ['auth'], since: at - 7 * DAY_MS },
        ],
        at - DAY_MS,
      ),
      countBansSince(database, iso(todayStart)),
      recentSecurityEvents(database, RECENT_LOGS_SHOWN),
      mostFailingAddresses(database, parisDay(new Date(at)), SUSPICIOUS_SHOWN),
      bansByHourSince(database, iso(at - DAY_MS)),
      listFraudSignals(database, new Date(at)),
    ]);
  const [failedAttemptsLastHour, rateLimitHits, failedAuthToday, failedAuthWeek] = figures.counts as [
    number,
    number,
    number,
    number,
  ];
  const failures = figures.chart;
  return {
    alerts: { bannedIps: new Set(active.map((b) => b.ip)).size, failedAttemptsLastHour, rateLimitHits },
    stats: { failedAuthToday, failedAuthWeek, totalBansToday },
    recentLogs: recent.map((e) => ({ timestamp: e.at, ip: e.ip, path: e.path, status: e.status })),
    bannedIps: active.map((b) => ({
      ip: b.ip,
      jail: b.jail,
      bannedAt: b.banned_at,
      expiresAt: b.expires_at,
    })),
    topSuspiciousIps,
    hourly: await hourlyOf(at, requestsByHour, failures, bans),
    partnerFraudSignals,
  };
}

/**
 * The retention job's part here: the log's kept sums of hours and days the log itself no longer holds (the
 * dashboard reads a week of hours and two days of addresses, the log keeps SECURITY_LOG_RETENTION_MS).
 */
export async function pruneSecurityLogSums(database: DatabaseHandle, today: string) {
  const before = new Date(parisDayStart(today).getTime() - SECURITY_LOG_RETENTION_MS);
  const pruned = await pruneSecuritySums(database, before.toISOString(), parisDay(before));
  return { security_event_hours: pruned.hours, security_address_days: pruned.days };
}

/** A page of the request log, as the dashboard's full log lists it. */
export async function securityEvents(
  database: DatabaseHandle,
  query: SecurityEventsPageQuery,
): Promise<Page<SecurityEvent>> {
  const page = await pageSecurityEvents(database, query);
  return {
    ...page,
    items: page.items.map((e) => ({
      id: e.id,
      timestamp: e.at,
      ip: e.ip,
      path: e.path,
      status: e.status,
      jail: e.jail,
    })),
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

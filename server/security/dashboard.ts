// The security dashboard's figures (spec §3 security stats), read from the request log and the bans.
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  securityStatsSchema,
  unbanAnswerSchema,
  unbanBodySchema,
  type SecurityStats,
} from '../../common/admin';
import { dataOf } from '../../common/api';
import { RECENT_LOGS_SHOWN } from '../../common/constants';
import { parisDay, parisDayStart } from '../../common/dates';
import { ADMIN_MESSAGES, SECURITY_MESSAGES } from '../../common/messages';
import { audit, requireAdmin } from '../admin/access';
import type { DatabaseHandle } from '../db/database';
import { listFraudSignals } from '../partners/fraudSignals';
import type { RequestsByHour } from './requestsByHour';

const HOUR_MS = 3600_000;
const FAILURE_JAILS = ['auth', 'nginx-admin'];

export async function securityStats(
  database: DatabaseHandle,
  requestsByHour: RequestsByHour,
  at = Date.now(),
): Promise<SecurityStats> {
  const { db } = database;
  const iso = (ms: number) => new Date(ms).toISOString();
  const now = iso(at);
  const count = async (jails: string[], since: number) =>
    Number(
      (
        await db
          .selectFrom('security_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('jail', 'in', jails)
          .where('at', '>', iso(since))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const todayStart = parisDayStart(parisDay(new Date(at))).getTime();
  const active = await db
    .selectFrom('bans')
    .select(['ip', 'jail', 'banned_at', 'expires_at'])
    .where('expires_at', '>', now)
    .orderBy('banned_at', 'desc')
    .execute();
  const recent = await db
    .selectFrom('security_events')
    .select(['at', 'ip', 'path', 'status'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_LOGS_SHOWN)
    .execute();
  const suspicious = await db
    .selectFrom('security_events')
    .select(['ip', (eb) => eb.fn.countAll<number>().as('count')])
    .where('at', '>', iso(at - 24 * HOUR_MS))
    .groupBy('ip')
    .orderBy(sql`count(*)`, 'desc')
    .limit(10)
    .execute();
  const dayEvents = await db
    .selectFrom('security_events')
    .select(['at'])
    .where('jail', 'in', FAILURE_JAILS)
    .where('at', '>', iso(at - 24 * HOUR_MS))
    .execute();
  const dayBans = await db
    .selectFrom('bans')
    .select(['banned_at'])
    .where('banned_at', '>', iso(at - 24 * HOUR_MS))
    .execute();
  const bansToday = await db
    .selectFrom('bans')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('banned_at', '>=', iso(todayStart))
    .executeTakeFirstOrThrow();

  const currentHour = Math.floor(at / HOUR_MS) * HOUR_MS;
  const hourOf = (text: string) => Math.floor(Date.parse(text) / HOUR_MS) * HOUR_MS;
  const hourly = Array.from({ length: 24 }, (_, i) => {
    const hour = currentHour - (23 - i) * HOUR_MS;
    return {
      hour: iso(hour),
      requests: requestsByHour.count(hour),
      failures: dayEvents.filter((e) => hourOf(e.at) === hour).length,
      bans: dayBans.filter((b) => hourOf(b.banned_at) === hour).length,
    };
  });

  return {
    alerts: {
      bannedIps: new Set(active.map((b) => b.ip)).size,
      failedAttemptsLastHour: await count(FAILURE_JAILS, at - HOUR_MS),
      rateLimitHits: await count(['rate-limit'], at - HOUR_MS),
    },
    stats: {
      failedAuthToday: await count(['auth'], todayStart),
      failedAuthWeek: await count(['auth'], at - 7 * 24 * HOUR_MS),
      totalBansToday: Number(bansToday.n),
    },
    recentLogs: recent.map((e) => ({ timestamp: e.at, ip: e.ip, path: e.path, status: e.status })),
    bannedIps: active.map((b) => ({
      ip: b.ip,
      jail: b.jail,
      bannedAt: b.banned_at,
      expiresAt: b.expires_at,
    })),
    topSuspiciousIps: suspicious.map((s) => ({ ip: s.ip, count: Number(s.count) })),
    hourly,
    partnerFraudSignals: await listFraudSignals(database, new Date(at)),
  };
}

export const securityDashboardRoutes: FastifyPluginAsyncZod<{ requestsByHour: RequestsByHour }> = async (
  app,
  { requestsByHour },
) => {
  app.get(
    '/api/admin/security',
    { schema: { response: { 200: dataOf(securityStatsSchema) } } },
    async (request) => {
      await requireAdmin(request);
      return { data: await securityStats(app.database, requestsByHour) };
    },
  );

  app.post(
    '/api/admin/security/unban',
    { schema: { body: unbanBodySchema, response: { 200: dataOf(unbanAnswerSchema) } } },
    async (request) => {
      const admin = await requireAdmin(request);
      const { ip, jail } = request.body;
      try {
        const lifted = await app.jails.unban(ip, jail, admin.id);
        await audit(request, admin, 'security.unban', `ip:${ip}`, { jail, lifted });
        return {
          data: {
            success: lifted,
            message: lifted ? SECURITY_MESSAGES.unbanned(ip) : SECURITY_MESSAGES.notBanned(ip),
          },
        };
      } catch (error) {
        request.log.error({ err: error }, ADMIN_MESSAGES.unbanFailed);
        return { data: { success: false, message: ADMIN_MESSAGES.unbanFailed } };
      }
    },
  );
};

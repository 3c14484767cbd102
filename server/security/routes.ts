// The security dashboard (admin): figures, logs, bans and partner fraud signals; lifting a ban.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  partnerFraudSignalSchema,
  securityStatsSchema,
  unbanAnswerSchema,
  unbanBodySchema,
} from '../../common/admin';
import { dataOf } from '../../common/api';
import { ADMIN_MESSAGES } from '../../common/messages';
import {
  fraudSignalsPageQuerySchema,
  securityEventSchema,
  securityEventsPageQuerySchema,
} from '../../common/pagination';
import { z } from '../../common/zod';
import { pageFraudSignals } from '../programme/fraud/service';
import { withPageHeaders } from '../platform/pagination/pageHeaders';
import { securityEvents, securityStats, unbanAddress } from './service';

export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: 'admin' } as const;

  // GET /api/admin/security – the dashboard's figures
  app.get(
    '/api/admin/security',
    { config: admin, schema: { response: { 200: dataOf(securityStatsSchema) } } },
    async () => {
      // The bursts this process flagged and still holds are written first.
      await app.attribution.flush();
      return { data: await securityStats(app.database, app.requestsByHour) };
    },
  );

  // GET /api/admin/security/events?limit&cursor&order&jail&ip&status – a page of the request log, newest first
  app.get(
    '/api/admin/security/events',
    {
      config: admin,
      schema: {
        querystring: securityEventsPageQuerySchema,
        response: { 200: dataOf(z.array(securityEventSchema)) },
      },
    },
    async (request, reply) => ({
      data: withPageHeaders(request, reply, await securityEvents(app.database, request.query)),
    }),
  );

  // GET /api/admin/security/fraud-signals?limit&cursor – a page of the partners with flagged bursts (7 days)
  app.get(
    '/api/admin/security/fraud-signals',
    {
      config: admin,
      schema: {
        querystring: fraudSignalsPageQuerySchema,
        response: { 200: dataOf(z.array(partnerFraudSignalSchema)) },
      },
    },
    async (request, reply) => {
      await app.attribution.flush();
      return { data: withPageHeaders(request, reply, await pageFraudSignals(app.database, request.query)) };
    },
  );

  // POST /api/admin/security/unban – lifts an address's ban in a jail (nginx-admin by default)
  app.post(
    '/api/admin/security/unban',
    { config: admin, schema: { body: unbanBodySchema, response: { 200: dataOf(unbanAnswerSchema) } } },
    async (request) => {
      try {
        return { data: await unbanAddress(app.database, app.jails, request.signedInUser.id, request.body) };
      } catch (error) {
        request.log.error({ err: error }, ADMIN_MESSAGES.unbanFailed);
        return { data: { success: false, message: ADMIN_MESSAGES.unbanFailed } };
      }
    },
  );
};

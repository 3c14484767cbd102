// The partner's own visits, searches and estimated share per sub-ID for a period, and the same as a CSV file.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../../../common/api';
import { statsQuerySchema } from '../../../../common/partner';
import { subIdStatSchema } from '../../../../common/subIds';
import { z } from '../../../../common/zod';
import { subIdCsv, subIdDayStats, subIdStatsOf } from './service';

export const subIdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  // GET /api/partner/stats/sub-ids?from&to – the period per sub-ID, « autres » and visits without one
  app.get(
    '/api/partner/stats/sub-ids',
    {
      config: { access: 'partner' },
      schema: { querystring: statsQuerySchema, response: { 200: dataOf(z.array(subIdStatSchema)) } },
    },
    async (request) => {
      // As the daily stats: the counts this process still holds are written first.
      await app.attribution.flush();
      const { from, to } = request.query;
      return { data: await subIdStatsOf(database, request.ownPartner, from, to) };
    },
  );

  // GET /api/partner/stats/sub-ids.csv?from&to – each day per sub-ID, as a spreadsheet
  app.get(
    '/api/partner/stats/sub-ids.csv',
    {
      config: { access: 'partner' },
      schema: {
        querystring: statsQuerySchema,
        response: {
          200: z
            .string()
            .meta({ contentMediaType: 'text/csv', description: 'Les jours par sous-identifiant' }),
        },
      },
    },
    async (request, reply) => {
      await app.attribution.flush();
      const { from, to } = request.query;
      const days = await subIdDayStats(database, request.ownPartner, from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sous-identifiants-${from}-${to}.csv"`)
        .send(subIdCsv(days));
    },
  );
};

// GET /api/health – the service, its database and its Redis, for load balancers and people.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../common/api';
import { healthSchema, type Health } from '../../common/health';
import { sentAsText } from '../docs/sentAsText';
import { readHealth } from './service';

const JSON_TYPE = 'application/json; charset=utf-8';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      // Written as text (below): these document the answer, no run-time check runs.
      schema: {
        response: {
          200: sentAsText(dataOf(healthSchema)),
          503: sentAsText(dataOf(healthSchema).describe('La base de données ne répond pas')),
        },
      },
    },
    async (_request, reply) => {
      const health = await readHealth(app.database, app.cache, app.wikimedia.states());
      // Without Redis every process still serves (uncached, limits counted alone): 200, said `degraded`.
      // Written as text: the answer is built here field by field (typed), so the hot path skips the response
      // schema's run-time check, which cost more than the rest of the handler (issue 19).
      return reply
        .status(health.database.reachable ? 200 : 503)
        .type(JSON_TYPE)
        .send(JSON.stringify({ data: health satisfies Health }));
    },
  );
};

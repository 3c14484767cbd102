// GET /api/health – the service, its database and its Redis, for load balancers and people.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Health } from '../../common/health';
import { readHealth } from './service';

const JSON_TYPE = 'application/json; charset=utf-8';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      // The answer is `dataOf(healthSchema)` (200 and 503).
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

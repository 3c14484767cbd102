// GET /api/health – the service, its database and its Redis, for load balancers and people.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../common/api';
import { healthSchema } from '../../common/health';
import { readHealth } from './service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: dataOf(healthSchema), 503: dataOf(healthSchema) } },
    },
    async (_request, reply) => {
      const health = await readHealth(app.database, app.cache, app.wikimedia.states());
      // Without Redis every process still serves (uncached, limits counted alone): 200, said `degraded`.
      return reply.status(health.database.reachable ? 200 : 503).send({ data: health });
    },
  );
};

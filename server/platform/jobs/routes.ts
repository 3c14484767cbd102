// Admin calls of the long jobs: one job as it runs (lines done, then its result or its error), the latest of a kind.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, idParamsSchema } from '../../../common/api';
import { jobSchema, jobsQuerySchema } from '../../../common/jobs';
import { z } from '../../../common/zod';

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: 'admin' } as const;

  // GET /api/admin/jobs/:id – a job: its status, lines done out of the total, its result or its error
  app.get(
    '/api/admin/jobs/:id',
    { config: admin, schema: { params: idParamsSchema, response: { 200: dataOf(jobSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.jobs.findOrThrow(request.params.id) };
    },
  );

  // GET /api/admin/jobs?kind – the latest 20 jobs of a kind, newest first
  app.get(
    '/api/admin/jobs',
    {
      config: admin,
      schema: { querystring: jobsQuerySchema, response: { 200: dataOf(z.array(jobSchema)) } },
    },
    async (request) => ({ data: await app.jobs.latest(request.query.kind) }),
  );
};

// GET /api/suggest – up to 4 completions of what is being typed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../common/api';
import { suggestAnswerSchema, suggestRequestSchema } from '../../common/search';

export const suggestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/suggest',
    { schema: { querystring: suggestRequestSchema, response: { 200: dataOf(suggestAnswerSchema) } } },
    async (request) => ({
      data: {
        suggestions: await app.suggestService.suggest(request.query.q, request.query.safesearch === 'active'),
      },
    }),
  );
};

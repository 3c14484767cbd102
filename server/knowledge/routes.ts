// GET /api/knowledge – the knowledge card of a query, asked apart from the results so a slow source never delays them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../common/api';
import { knowledgeAnswerSchema, knowledgeRequestSchema } from '../../common/knowledge';
import { safeSearchFor } from '../../common/search';

export const knowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/knowledge',
    {
      config: { access: 'public' },
      schema: { querystring: knowledgeRequestSchema, response: { 200: dataOf(knowledgeAnswerSchema) } },
    },
    async (request) => {
      const safesearch = safeSearchFor(request.query.safesearch, app.config.features.safeSearch);
      return { data: { entity: await app.knowledgeService.lookup({ ...request.query, safesearch }) } };
    },
  );
};

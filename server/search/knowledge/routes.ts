// GET /api/knowledge – the knowledge card of a query, asked apart from the results so a slow source never delays them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../../common/api';
import { knowledgeAnswerSchema, knowledgeRequestSchema } from '../../../common/knowledge';
import { answerKnowledge } from './answer';

export const knowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/knowledge',
    {
      config: { access: 'public' },
      schema: { querystring: knowledgeRequestSchema, response: { 200: dataOf(knowledgeAnswerSchema) } },
    },
    async (request) => ({ data: await answerKnowledge(app, request.query) }),
  );
};

// The admin's review of public suggestions: this week's new ones, removed or blocked for good (each audited).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../../common/api';
import {
  suggestionActionSchema,
  suggestionBlockSchema,
  suggestionReviewSchema,
  suggestionTermParamsSchema,
} from '../../../common/suggest';
import { suggestionsPageQuerySchema } from '../../../common/pagination';
import { withPageHeaders } from '../../platform/pagination/pageHeaders';
import { blockSuggestion, removeSuggestion, suggestionsPublicThisWeek } from './service';

export const suggestAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const admin = { access: 'admin' } as const;

  // GET /api/admin/suggestions?limit&cursor – a page of the past queries that became public in the last 7 days
  app.get(
    '/api/admin/suggestions',
    {
      config: admin,
      schema: { querystring: suggestionsPageQuerySchema, response: { 200: dataOf(suggestionReviewSchema) } },
    },
    async (request, reply) => ({
      data: {
        suggestions: withPageHeaders(
          request,
          reply,
          await suggestionsPublicThisWeek(database, request.query),
        ),
      },
    }),
  );

  // POST /api/admin/suggestions/blocked – blocks a query: never suggested again
  app.post(
    '/api/admin/suggestions/blocked',
    {
      config: admin,
      schema: { body: suggestionBlockSchema, response: { 200: dataOf(suggestionActionSchema) } },
    },
    async (request) => {
      const term = await blockSuggestion(database, request.signedInUser.id, request.body.query);
      app.suggestService.forgetCached();
      return { data: { term } };
    },
  );

  // DELETE /api/admin/suggestions/:term – removes a query from the suggestions
  app.delete(
    '/api/admin/suggestions/:term',
    {
      config: admin,
      schema: { params: suggestionTermParamsSchema, response: { 200: dataOf(suggestionActionSchema) } },
    },
    async (request) => {
      const term = await removeSuggestion(database, request.signedInUser.id, request.params.term);
      app.suggestService.forgetCached();
      return { data: { term } };
    },
  );
};

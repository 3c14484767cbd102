// Suggestions as the search box asks for them, and in the OpenSearch form browsers read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../common/api';
import { safeSearchFor, suggestAnswerSchema, suggestRequestSchema } from '../../common/search';

export const suggestRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = { access: 'public' } as const;

  // GET /api/suggest?q – up to 4 completions of what is being typed
  app.get(
    '/api/suggest',
    {
      config: anyone,
      schema: { querystring: suggestRequestSchema, response: { 200: dataOf(suggestAnswerSchema) } },
    },
    async (request) => {
      const safesearch = safeSearchFor(request.query.safesearch, app.config.features.safeSearch);
      return {
        data: { suggestions: await app.suggestService.suggest(request.query.q, safesearch === 'active') },
      };
    },
  );

  // GET /api/suggest/opensearch?q – the browser's address bar: [query, [completions]]
  app.get(
    '/api/suggest/opensearch',
    { config: anyone, schema: { querystring: suggestRequestSchema } },
    async (request, reply) => {
      const suggestions = await app.suggestService.suggest(request.query.q, true);
      return reply
        .type('application/x-suggestions+json; charset=utf-8')
        .send(JSON.stringify([request.query.q, suggestions]));
    },
  );
};

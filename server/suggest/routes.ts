// Suggestions as the search box asks for them, and in the OpenSearch form browsers read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeSearchFor, suggestRequestSchema, type SuggestAnswer } from '../../common/search';

/** The answer schema's bound (suggestAnswerSchema). */
const MAX_SUGGESTIONS = 4;

export const suggestRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = { access: 'public' } as const;

  // GET /api/suggest?q – up to 4 completions of what is being typed
  app.get(
    '/api/suggest',
    {
      config: anyone,
      // The answer is `dataOf(suggestAnswerSchema)`.
      schema: { querystring: suggestRequestSchema },
    },
    async (request, reply) => {
      const safesearch = safeSearchFor(request.query.safesearch, app.config.features.safeSearch);
      const suggestions = await app.suggestService.suggest(request.query.q, safesearch === 'active');
      // Written as text: a list of strings needs no run-time check of the answer on every keystroke (issue 19).
      return reply.type('application/json; charset=utf-8').send(
        JSON.stringify({
          data: { suggestions: suggestions.slice(0, MAX_SUGGESTIONS) } satisfies SuggestAnswer,
        }),
      );
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

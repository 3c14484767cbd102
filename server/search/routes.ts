// GET /api/search – one page of web or image results (our own call, not in the spec).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchRequestSchema, type SearchAnswer } from '../../common/search';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    // The answer is `dataOf(searchAnswerSchema)`; its results were checked when fetched (service.ts),
    // so it is sent as text and the hot, cached path skips a second validation.
    { schema: { querystring: searchRequestSchema } },
    async (request, reply) => {
      const answer: SearchAnswer = await app.searchService.search(request.query);
      if (request.query.page === 1 && request.query.safesearch === 'active' && answer.results.length > 0)
        app.queryPopularity.count(request.query.q, false);
      // A search is one query, not each page of it.
      if (request.query.page === 1 && request.headers.cookie?.includes('pa_ref='))
        await app.attribution.count(request, { searches: 1 });
      return reply.type('application/json; charset=utf-8').send(JSON.stringify({ data: answer }));
    },
  );
};

// One page of web or image results (our own call, not in the spec), and the OpenSearch description.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeSearchFor, searchRequestSchema, type SearchAnswer } from '../../common/search';
import { referralCodeOf } from '../http/referralCookie';
import { openSearchDescriptionFor } from './openSearchDescription';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = { access: 'public' } as const;
  const safeSearchOn = app.config.features.safeSearch;

  // GET /api/search?q&tab&lang&safesearch&sort&page
  app.get(
    '/api/search',
    // The answer is `dataOf(searchAnswerSchema)`; its results were checked when fetched (service.ts),
    // so it is sent as text and the hot, cached path skips a second validation.
    { config: anyone, schema: { querystring: searchRequestSchema } },
    async (request, reply) => {
      const query = { ...request.query, safesearch: safeSearchFor(request.query.safesearch, safeSearchOn) };
      const answer: SearchAnswer = await app.searchService.search(query);
      // Counted by visitor (session, network) toward a public suggestion; adult terms are marked by their words.
      if (query.page === 1 && answer.results.length > 0)
        await app.queryPopularity.count(request.query.q, request);
      // A search is one query, not each page of it.
      if (request.query.page === 1 && referralCodeOf(request))
        await app.attribution.count(request, { searches: 1 });
      return reply.type('application/json; charset=utf-8').send(JSON.stringify({ data: answer }));
    },
  );

  // GET /opensearch.xml – so browsers can add the engine and suggest in the address bar
  const description = openSearchDescriptionFor(app.config);
  app.get('/opensearch.xml', { config: anyone }, async (request, reply) => {
    if (description.varies) reply.header('vary', 'Host, X-Forwarded-Host, X-Forwarded-Proto');
    return reply
      .type('application/opensearchdescription+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(description.of(request));
  });
};

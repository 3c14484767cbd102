// One page of web or image results (our own call, not in the spec), and the OpenSearch description.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../../common/api';
import { searchAnswerSchema, searchRequestSchema } from '../../../common/search';
import { sentAsText } from '../../platform/docs/sentAsText';
import { answerSearch } from './answer';
import { searchAnswerBytes } from './answerJson';
import { openSearchDescriptionFor } from './openSearchDescription';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = { access: 'public' } as const;

  // GET /api/search?q&tab&lang&safesearch&sort&page
  app.get(
    '/api/search',
    // The answer is `dataOf(searchAnswerSchema)`; its results were checked when fetched (service.ts),
    // so it is sent as text and the hot, cached path skips a second validation.
    {
      config: anyone,
      schema: { querystring: searchRequestSchema, response: { 200: sentAsText(dataOf(searchAnswerSchema)) } },
    },
    async (request, reply) => {
      const answer = await answerSearch(app, request, request.query);
      return reply.type('application/json; charset=utf-8').send(searchAnswerBytes(answer));
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

// Suggestions as the search box asks for them, and in the OpenSearch form browsers read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../../common/api';
import {
  filtersAdult,
  safeSearchFor,
  suggestAnswerSchema,
  suggestRequestSchema,
  type SuggestAnswer,
} from '../../../common/search';
import { z } from '../../../common/zod';
import { sentAsText } from '../../platform/docs/sentAsText';

/** The answer schema's bound (suggestAnswerSchema). */
const MAX_SUGGESTIONS = 4;

/** The answer's bytes, kept with the service's array while it holds it (the same array for a second). Written
 * as bytes: a list of strings needs no run-time check of the answer on every keystroke. */
const answerBytes = new WeakMap<readonly string[], Buffer>();
function answerBytesOf(suggestions: readonly string[]): Buffer {
  let bytes = answerBytes.get(suggestions);
  if (bytes === undefined) {
    const answer: SuggestAnswer = { suggestions: suggestions.slice(0, MAX_SUGGESTIONS) };
    bytes = Buffer.from(JSON.stringify({ data: answer }));
    answerBytes.set(suggestions, bytes);
  }
  return bytes;
}

export const suggestRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = { access: 'public' } as const;

  // GET /api/suggest?q – up to 4 completions of what is being typed
  app.get(
    '/api/suggest',
    {
      config: anyone,
      // Written as text (below): the schema documents the answer, no run-time check runs.
      schema: {
        querystring: suggestRequestSchema,
        response: { 200: sentAsText(dataOf(suggestAnswerSchema)) },
      },
    },
    async (request, reply) => {
      const safesearch = safeSearchFor(request.query.safesearch, app.config.features.safeSearch);
      const suggestions = await app.suggestService.suggest(request.query.q, filtersAdult(safesearch));
      return reply.type('application/json; charset=utf-8').send(answerBytesOf(suggestions));
    },
  );

  // GET /api/suggest/opensearch?q – the browser's address bar: [query, [completions]]
  app.get(
    '/api/suggest/opensearch',
    {
      config: anyone,
      schema: {
        querystring: suggestRequestSchema,
        response: {
          200: sentAsText(
            z.tuple([z.string(), z.array(z.string())]).meta({
              contentMediaType: 'application/x-suggestions+json',
              description: 'La requête et ses complétions',
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      const suggestions = await app.suggestService.suggest(request.query.q, true);
      return reply
        .type('application/x-suggestions+json; charset=utf-8')
        .send(JSON.stringify([request.query.q, suggestions]));
    },
  );
};

// GET /api/health – the service, its database, its Redis and its outside sources, for load balancers and people.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../../common/api';
import { healthSchema } from '../../../common/health';
import { sentAsText } from '../docs/sentAsText';
import { healthAnswers, readHealth, type HealthAnswer } from './service';
import { sourceStatesOf } from './sourceStates';

const JSON_TYPE = 'application/json; charset=utf-8';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const sources = sourceStatesOf(app.config);
  const currentAnswer = healthAnswers(
    () => readHealth(app.database, app.cache, sources.report()),
    // Written anew at once when a source's state changes, or Redis is lost or back.
    () => sources.version() * 2 + Number(!app.cache.reachable()),
  );
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      // A few hundred bytes, always under the compression threshold: no compression step on its path.
      compress: false,
      // Written as text (below): these document the answer, no run-time check runs.
      schema: {
        response: {
          200: sentAsText(dataOf(healthSchema)),
          503: sentAsText(dataOf(healthSchema).describe('La base de données ne répond pas')),
        },
      },
    },
    (_request, reply) => {
      // Written as text: the answer is built field by field (typed), so the hot path skips the response schema's
      // run-time check, which cost more than the rest of the handler.
      const send = ({ status, text }: HealthAnswer) => reply.status(status).type(JSON_TYPE).send(text);
      const answer = currentAnswer();
      return answer instanceof Promise ? answer.then(send) : send(answer);
    },
  );
};

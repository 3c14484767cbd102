// POST /events – page views and filled ad slots reported by the browser.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../common/api';
import { parisDay } from '../../common/dates';
import { REFERRAL_COOKIE } from '../../common/constants';
import { eventsAnswerSchema, eventsBodySchema } from '../../common/events';
import { createEventBuffer } from './buffer';
import { referralCodeOf } from './referral';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const buffer = createEventBuffer(app.database);
  app.addHook('onClose', () => buffer.close());
  // navigator.sendBeacon posts a string as text/plain: here that text is the JSON body.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(
        Object.assign(new Error('invalid JSON'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }),
      );
    }
  });

  app.post(
    '/events',
    { schema: { body: eventsBodySchema, response: { 202: dataOf(eventsAnswerSchema) } } },
    async (request, reply) => {
      const day = parisDay();
      const referral = referralCodeOf(request.headers.cookie, REFERRAL_COOKIE.name);
      await buffer.write(
        request.body.events.map((e) => ({
          type: e.type,
          path: e.path,
          slot: e.type === 'ad_filled' ? e.slot : null,
          force_admin: e.type === 'ad_filled' && e.force_admin ? 1 : 0,
          referral_code: referral,
          day,
        })),
      );
      const events = request.body.events;
      await app.attribution.count(request, {
        page_views: events.filter((e) => e.type === 'page_view').length,
        ad_filled_impressions: events.filter((e) => e.type === 'ad_filled').length,
      });
      return reply.status(202).send({ data: { accepted: events.length } });
    },
  );
};

// POST /events – page views and filled ad slots reported by the browser.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../../common/api';
import { parisToday } from '../../platform/parisToday';
import { eventsAnswerSchema, eventsBodySchema } from '../../../common/events';
import { API_MESSAGES } from '../../../common/messages';
import { AppError } from '../../platform/http/errors';
import { referralCodeOf } from '../../platform/http/referralCookie';
import { INVALID_TEXT, jsonIsText, textOfBytes } from '../../platform/http/text';
import { scheduleEventsLifecycle } from './lifecycle';
import { createEventBuffer, siteEventRows, UnstorableEventError } from './service';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const buffer = createEventBuffer(app.database, {
    onRetry: (error) =>
      app.log.warn({ err: error }, 'events batch refused by the database: retried request by request'),
  });
  app.addHook('onClose', () => buffer.close());
  const lifecycle = scheduleEventsLifecycle(app.database, app.config.eventsRetentionDays, app.log);
  app.addHook('onClose', async () => lifecycle.stop());
  // navigator.sendBeacon posts a string as text/plain: here that text is the JSON body (UTF-8, text only).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (request, body, done) => {
    const text = textOfBytes(body as Buffer);
    if (text === null) return done(new AppError(400, API_MESSAGES.invalidText, INVALID_TEXT));
    void parseJson(request, text, (error, value) => {
      if (error) done(error);
      else if (!jsonIsText(text, value)) done(new AppError(400, API_MESSAGES.invalidText, INVALID_TEXT));
      else done(null, value);
    });
  });

  // POST /events – written once acknowledged, then counted for the visitor's partner
  app.post(
    '/events',
    {
      config: { access: 'public' },
      schema: { body: eventsBodySchema, response: { 202: dataOf(eventsAnswerSchema) } },
    },
    async (request, reply) => {
      const { events } = request.body;
      await buffer
        .write(siteEventRows(events, referralCodeOf(request), parisToday()))
        .catch((error: unknown) => {
          if (error instanceof UnstorableEventError)
            throw new AppError(400, API_MESSAGES.invalidText, INVALID_TEXT);
          throw error;
        });
      await app.attribution.count(request, {
        page_views: events.filter((e) => e.type === 'page_view').length,
        ad_filled_impressions: events.filter((e) => e.type === 'ad_filled').length,
      });
      return reply.status(202).send({ data: { accepted: events.length } });
    },
  );
};

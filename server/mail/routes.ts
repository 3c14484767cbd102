// E-mail calls: the admin's « Courriels » (list, one message, its .eml file), a partner's choices of what to
// receive, and the one-click unsubscribe of a message's link and of its List-Unsubscribe header.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, idParamsSchema } from '../../common/api';
import {
  mailPageQuerySchema,
  mailPreferencesSchema,
  mailPreferencesUpdateSchema,
  outboxMessageSchema,
  outboxRowSchema,
} from '../../common/mail';
import { z } from '../../common/zod';
import { withPageHeaders } from '../platform/pagination/pageHeaders';
import {
  emlOf,
  listMessages,
  messageOf,
  preferencesOf,
  savePreferences,
  unsubscribe,
  unsubscribeTarget,
} from './service';
import { UNSUBSCRIBE_PAGE_POLICY, unsubscribeAskHtml, unsubscribedHtml } from './unsubscribePage';

const tokenQuerySchema = z.object({ token: z.string().min(1).max(500) });
const htmlPage = z.string().meta({ contentMediaType: 'text/html', description: 'Une page HTML' });

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const admin = { access: 'admin' } as const;
  const partner = { access: 'partner' } as const;

  // GET /api/admin/mail – the outbox, newest first, by status
  app.get(
    '/api/admin/mail',
    {
      config: admin,
      schema: { querystring: mailPageQuerySchema, response: { 200: dataOf(z.array(outboxRowSchema)) } },
    },
    async (request, reply) => ({
      data: withPageHeaders(request, reply, await listMessages(database, request.query)),
    }),
  );

  // GET /api/admin/mail/:id – one message: its state and what it says
  app.get(
    '/api/admin/mail/:id',
    { config: admin, schema: { params: idParamsSchema, response: { 200: dataOf(outboxMessageSchema) } } },
    async (request) => ({ data: await messageOf(database, config.mail, request.params.id) }),
  );

  // GET /api/admin/mail/:id/eml – the .eml file written without SMTP
  app.get(
    '/api/admin/mail/:id/eml',
    {
      config: admin,
      schema: {
        params: idParamsSchema,
        response: { 200: z.string().meta({ contentMediaType: 'message/rfc822', description: 'Le message' }) },
      },
    },
    async (request, reply) => {
      const { name, content } = await emlOf(database, config.mail, request.params.id);
      return reply
        .type('message/rfc822')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(content.toString('utf8'));
    },
  );

  // GET /api/partner/mail-preferences – which messages the partner receives
  app.get(
    '/api/partner/mail-preferences',
    { config: partner, schema: { response: { 200: dataOf(mailPreferencesSchema) } } },
    async (request) => ({ data: await preferencesOf(database, request.ownPartner.email) }),
  );

  // PUT /api/partner/mail-preferences – turns optional messages on or off
  app.put(
    '/api/partner/mail-preferences',
    {
      config: partner,
      schema: { body: mailPreferencesUpdateSchema, response: { 200: dataOf(mailPreferencesSchema) } },
    },
    async (request) => ({ data: await savePreferences(database, request.ownPartner.email, request.body) }),
  );

  // A mail client's one-click POST sends `List-Unsubscribe=One-Click` as a form: read, never needed.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );

  // GET /api/mail/unsubscribe?token – the page of a message's unsubscribe link, asking to confirm
  app.get(
    '/api/mail/unsubscribe',
    {
      config: { access: 'public' },
      schema: { querystring: tokenQuerySchema, response: { 200: htmlPage } },
    },
    async (request, reply) => {
      const { label } = unsubscribeTarget(config.sessionSecret, request.query.token);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', UNSUBSCRIBE_PAGE_POLICY)
        .header('cache-control', 'no-store')
        .send(unsubscribeAskHtml(config.mail.productName, label, request.query.token));
    },
  );

  // POST /api/mail/unsubscribe?token – unsubscribes, without signing in (RFC 8058 one-click, and the page's button)
  app.post(
    '/api/mail/unsubscribe',
    {
      config: { access: 'public' },
      schema: { querystring: tokenQuerySchema, response: { 200: htmlPage } },
    },
    async (request, reply) => {
      const { label } = await unsubscribe(database, config.sessionSecret, request.query.token);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', UNSUBSCRIBE_PAGE_POLICY)
        .header('cache-control', 'no-store')
        .send(unsubscribedHtml(config.mail.productName, label));
    },
  );
};

// Money safety around the IBAN: the partner's payment info with its wait, its change (after a recent sign-in), the
// « Ce n'était pas moi » page of the IBAN changed message, and the admin's lifting of a freeze.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { IBAN_SAFETY_MESSAGES as M } from '../../../common/ibanSafetyMessages';
import { API_MESSAGES } from '../../../common/messages';
import { dataOf, errorBodySchema, idParamsSchema } from '../../../common/api';
import { paymentAnswerSchema, paymentBodySchema } from '../../../common/partner';
import { payoutFreezeSchema, payoutsUnfrozenSchema } from '../../../common/ibanSafety';
import { z } from '../../../common/zod';
import { AppError } from '../../platform/http/errors';
import { INVALID_TEXT, textOfBytes } from '../../platform/http/text';
import { notMePage, type NotMeState } from './notMePage';
import {
  changePaymentInfoSignedIn,
  disownIbanChange,
  guardedPaymentInfoOf,
  liftPayoutFreeze,
  notMeLinkOf,
  payoutFreezes,
} from './service';

const tokenSchema = z.object({ token: z.string().max(200).default('') });
const html = z.string().meta({ contentMediaType: 'text/html' });
// An error is a page for a browser, the API's JSON error for any other caller.
const pageOrError = z.union([html, errorBodySchema]);
const htmlAnswer = { 200: html, 404: pageOrError, 409: pageOrError };

export const paymentSafetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const settings = {
    ibanKey: config.ibanKey,
    ibanHoldHours: config.ibanHoldHours,
    sessionSecret: config.sessionSecret,
  };
  const partner = { access: 'partner' } as const;
  const paymentResponse = { response: { 200: dataOf(paymentAnswerSchema) } };

  // GET /api/partner/payment – the owner's IBAN (masked) and holder, when a new IBAN may be paid to
  app.get('/api/partner/payment', { config: partner, schema: paymentResponse }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await guardedPaymentInfoOf(database, config.ibanKey, request.ownPartner.id) };
  });

  // PUT /api/partner/payment – IBAN (encrypted at rest) and holder, after a sign-in of at most 10 minutes
  app.put(
    '/api/partner/payment',
    { config: partner, schema: { body: paymentBodySchema, ...paymentResponse } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const who = {
        partner: request.ownPartner,
        userId: request.signedInUser.id,
        session: await request.session(),
      };
      return { data: await changePaymentInfoSignedIn(database, settings, who, request.body) };
    },
  );

  // GET /api/admin/partners/payouts-freezes – the partners whose payouts are frozen, and since when
  app.get(
    '/api/admin/partners/payouts-freezes',
    {
      config: { access: 'admin' },
      schema: {
        response: {
          200: dataOf(z.array(payoutFreezeSchema)),
        },
      },
    },
    async () => ({ data: await payoutFreezes(database) }),
  );

  // POST /api/admin/partners/:id/payouts-unfreeze – the admin looked: the partner's payouts flow again
  app.post(
    '/api/admin/partners/:id/payouts-unfreeze',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema,
        response: {
          200: dataOf(payoutsUnfrozenSchema),
        },
      },
    },
    async (request) => {
      const partner = await liftPayoutFreeze(database, request.signedInUser.id, request.params.id);
      return { data: { id: partner.id, payouts_frozen_since: null, message: M.freezeLifted(partner.name) } };
    },
  );

  const page = (state: NotMeState) => notMePage(state);
  // A browser (the message's link) reads a page; any other caller gets the API's JSON error.
  const stepOf = (request: FastifyRequest, error: unknown): NotMeState => {
    if (!request.headers.accept?.includes('text/html')) throw error;
    if (error instanceof AppError && error.code === 'not_me_link_used') return { step: 'used' };
    if (error instanceof AppError && error.code === 'not_me_link_invalid') return { step: 'invalid' };
    throw error;
  };

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer', bodyLimit: 4 * 1024 },
      (_request, body, done) => {
        const text = textOfBytes(body as Buffer);
        if (text === null) return done(new AppError(400, API_MESSAGES.invalidText, INVALID_TEXT));
        done(null, Object.fromEntries(new URLSearchParams(text)));
      },
    );

    // GET /iban/not-me?token – « Ce n'était pas moi »: the page that asks to confirm the freeze
    scope.get(
      '/iban/not-me',
      { config: { access: 'public' }, schema: { querystring: tokenSchema, response: htmlAnswer } },
      async (request, reply) => {
        let state: NotMeState;
        try {
          const link = await notMeLinkOf(database, config.sessionSecret, request.query.token);
          state = link.used ? { step: 'used' } : { step: 'confirm', token: request.query.token, ...link };
        } catch (error) {
          state = stepOf(request, error);
        }
        return reply
          .status(state.step === 'invalid' ? 404 : 200)
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8')
          .send(page(state));
      },
    );

    // POST /iban/not-me – freezes the partner's payouts until an admin lifts it (the link works once)
    scope.post(
      '/iban/not-me',
      { config: { access: 'public' }, schema: { body: tokenSchema, response: htmlAnswer } },
      async (request, reply) => {
        let state: NotMeState = { step: 'done' };
        try {
          await disownIbanChange(database, config.sessionSecret, request.body.token);
        } catch (error) {
          state = stepOf(request, error);
        }
        const status = state.step === 'done' ? 200 : state.step === 'used' ? 409 : 404;
        return reply
          .status(status)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(page(state));
      },
    );
  });
};

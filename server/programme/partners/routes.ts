// The partner calls: applying, then the partner's own record, stats and payment info, never another's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../../common/api';
import {
  applyAnswerSchema,
  applyBodySchema,
  dailyStatSchema,
  partnerSchema,
  partnerUpdateSchema,
  paymentAnswerSchema,
  statsQuerySchema,
} from '../../../common/partner';
import { z } from '../../../common/zod';
import { toPartner } from './mappers';
import { applyAsPartner, removePaymentInfo, statsOf, updateContact } from './service';

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const partner = { access: 'partner' } as const;
  const paymentResponse = { response: { 200: dataOf(paymentAnswerSchema) } };

  // POST /api/partner/apply – a signed-in person becomes a (pending) partner
  app.post(
    '/api/partner/apply',
    {
      config: { access: 'signedIn' },
      schema: { body: applyBodySchema, response: { 201: dataOf(applyAnswerSchema) } },
    },
    async (request, reply) => {
      const created = toPartner(await applyAsPartner(database, request.signedInUser, request.body));
      return reply.status(201).send({ data: { id: created.id, code: created.code, status: created.status } });
    },
  );

  // GET /api/partner/me – the partner's own record
  app.get(
    '/api/partner/me',
    { config: partner, schema: { response: { 200: dataOf(partnerSchema) } } },
    async (request) => ({ data: toPartner(request.ownPartner) }),
  );

  // PUT /api/partner/me – company and phone
  app.put(
    '/api/partner/me',
    { config: partner, schema: { body: partnerUpdateSchema, response: { 200: dataOf(partnerSchema) } } },
    async (request) => ({ data: toPartner(await updateContact(database, request.ownPartner, request.body)) }),
  );

  // GET /api/partner/stats?from&to – the daily stats of a period
  app.get(
    '/api/partner/stats',
    {
      config: partner,
      schema: { querystring: statsQuerySchema, response: { 200: dataOf(z.array(dailyStatSchema)) } },
    },
    async (request) => {
      // The counts this process still holds are written first: the partner sees every visit it answered.
      await app.attribution.flush();
      return { data: await statsOf(database, request.ownPartner, request.query.from, request.query.to) };
    },
  );

  // DELETE /api/partner/payment – forgets the payment info
  app.delete('/api/partner/payment', { config: partner, schema: paymentResponse }, async (request) => ({
    data: await removePaymentInfo(database, config.ibanKey, request.ownPartner, request.signedInUser.id),
  }));
};

// Payouts: the partner's list and claim; the admin's list, status changes and SEPA batches.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPayoutSchema,
  batchPaidBodySchema,
  payoutBatchSchema,
  payoutStatusBodySchema,
} from '../../../common/admin';
import { dataOf, idParamsSchema } from '../../../common/api';
import { batchesPageQuerySchema, payoutsPageQuerySchema } from '../../../common/pagination';
import { payoutSchema, payoutsAnswerSchema } from '../../../common/partner';
import { z } from '../../../common/zod';
import { withPageHeaders } from '../../platform/pagination/pageHeaders';
import { batchSepaXml, createBatch, markBatchAsPaid, payoutBatches } from './batchService';
import { adminPayoutsWithIbans, payPartnerBalance } from './ibanFacts';
import { accrualOf, changePayoutStatus, claimPayout, payoutAnswers, payoutsOf } from './service';

export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const partner = { access: 'partner' } as const;
  const admin = { access: 'admin' } as const;

  // GET /api/partner/payouts – the partner's payouts and where their money stands
  app.get(
    '/api/partner/payouts',
    { config: partner, schema: { response: { 200: dataOf(payoutsAnswerSchema) } } },
    async (request) => ({
      data: {
        payouts: await payoutsOf(database, request.ownPartner),
        accrual: await accrualOf(database, request.ownPartner),
      },
    }),
  );

  // POST /api/partner/payouts/claim – a payout of the whole available balance
  app.post(
    '/api/partner/payouts/claim',
    { config: partner, schema: { response: { 201: dataOf(payoutSchema) } } },
    async (request, reply) => {
      const claimed = await claimPayout(database, config.ibanKey, request.ownPartner.id);
      return reply.status(201).send({ data: (await payoutAnswers(database, [claimed]))[0]! });
    },
  );

  // GET /api/admin/payouts?limit&cursor&sort&order&status&partner_id – a page of payout requests, open ones by
  // due day first by default
  app.get(
    '/api/admin/payouts',
    {
      config: admin,
      schema: { querystring: payoutsPageQuerySchema, response: { 200: dataOf(z.array(adminPayoutSchema)) } },
    },
    async (request, reply) => ({
      data: withPageHeaders(
        request,
        reply,
        await adminPayoutsWithIbans(database, config.ibanKey, request.query),
      ),
    }),
  );

  // POST /api/admin/partners/:id/payout – the admin pays the partner's balance (an archived partner's last payment)
  app.post(
    '/api/admin/partners/:id/payout',
    { config: admin, schema: { params: idParamsSchema, response: { 201: dataOf(adminPayoutSchema) } } },
    async (request, reply) =>
      reply.status(201).send({
        data: await payPartnerBalance(database, config.ibanKey, request.signedInUser.id, request.params.id),
      }),
  );

  // PUT /api/admin/payouts/:id/status – pending → approved → paid, or rejected with a reason
  app.put(
    '/api/admin/payouts/:id/status',
    {
      config: admin,
      schema: {
        params: idParamsSchema,
        body: payoutStatusBodySchema,
        response: { 200: dataOf(adminPayoutSchema) },
      },
    },
    async (request) => ({
      data: await changePayoutStatus(
        database,
        request.signedInUser.id,
        request.params.id,
        request.body,
        config.ibanKey,
      ),
    }),
  );

  // GET /api/admin/payouts/batches?limit&cursor – a page of the SEPA batches, newest first
  app.get(
    '/api/admin/payouts/batches',
    {
      config: admin,
      schema: { querystring: batchesPageQuerySchema, response: { 200: dataOf(z.array(payoutBatchSchema)) } },
    },
    async (request, reply) => ({
      data: withPageHeaders(request, reply, await payoutBatches(database, request.query)),
    }),
  );

  // POST /api/admin/payouts/batches – gathers the approved payouts into a SEPA batch
  app.post(
    '/api/admin/payouts/batches',
    { config: admin, schema: { response: { 201: dataOf(payoutBatchSchema) } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createBatch(database, request.signedInUser.id) }),
  );

  // GET /api/admin/payouts/batches/:id/sepa.xml – the batch's pain.001 credit transfer file
  app.get(
    '/api/admin/payouts/batches/:id/sepa.xml',
    {
      config: admin,
      schema: {
        params: idParamsSchema,
        response: {
          200: z.string().meta({ contentMediaType: 'application/xml', description: 'Le virement pain.001' }),
        },
      },
    },
    async (request, reply) => {
      const { name, xml } = await batchSepaXml(
        database,
        config.ibanKey,
        config.sepaDebtor,
        request.params.id,
      );
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(xml);
    },
  );

  // POST /api/admin/payouts/batches/:id/paid – the bank's reference: every payout of the batch paid
  app.post(
    '/api/admin/payouts/batches/:id/paid',
    {
      config: admin,
      schema: {
        params: idParamsSchema,
        body: batchPaidBodySchema,
        response: { 200: dataOf(z.array(adminPayoutSchema)) },
      },
    },
    async (request) => ({
      data: await markBatchAsPaid(
        database,
        request.signedInUser.id,
        request.params.id,
        request.body.reference,
        config.ibanKey,
      ),
    }),
  );
};

// Payouts: the partner's list and claim, the admin's list and status changes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPayoutSchema, payoutStatusBodySchema } from '../../common/admin';
import { dataOf, idParamsSchema } from '../../common/api';
import { payoutSchema, payoutsAnswerSchema } from '../../common/partner';
import { z } from '../../common/zod';
import { accrualOf, adminPayouts, changePayoutStatus, claimPayout, payoutsOf, toPayout } from './service';

export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const partner = { access: 'partner' } as const;
  const admin = { access: 'admin' } as const;

  // GET /api/partner/payouts – the partner's payouts and this month's accrual
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

  // POST /api/partner/payouts/claim – asks for the month's payout
  app.post(
    '/api/partner/payouts/claim',
    { config: partner, schema: { response: { 201: dataOf(payoutSchema) } } },
    async (request, reply) =>
      reply.status(201).send({ data: toPayout(await claimPayout(database, request.ownPartner)) }),
  );

  // GET /api/admin/payouts – every payout request
  app.get(
    '/api/admin/payouts',
    { config: admin, schema: { response: { 200: dataOf(z.array(adminPayoutSchema)) } } },
    async () => ({ data: await adminPayouts(database) }),
  );

  // PUT /api/admin/payouts/:id/status – the admin's status select
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
        request.body.status,
      ),
    }),
  );
};

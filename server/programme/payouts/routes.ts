// Payouts: the partner's list and claim; the admin's list, status changes and SEPA batches.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPayoutSchema,
  batchPaidBodySchema,
  payoutBatchSchema,
  payoutStatusBodySchema,
  type AdminPayout,
  type PayoutBatch,
} from '../../../common/admin';
import { jobStartedSchema, jobUrl } from '../../../common/jobs';
import { ADMIN_MESSAGES, HTTP_MESSAGES } from '../../../common/messages';
import { AppError } from '../../platform/http/errors';
import { doneOrStarted } from '../../platform/jobs/http';
import { dataOf, idParamsSchema } from '../../../common/api';
import { batchesPageQuerySchema, payoutsPageQuerySchema } from '../../../common/pagination';
import { payoutSchema, payoutsAnswerSchema } from '../../../common/partner';
import { z } from '../../../common/zod';
import { withPageHeaders } from '../../platform/pagination/pageHeaders';
import {
  BATCH_JOB,
  BATCH_PAID_JOB,
  batchJobHandlers,
  exportedFile,
  SEPA_EXPORT_JOB,
  type BatchPaidPayload,
  type BatchPayload,
  type SepaExportPayload,
} from './batchJobs';
import { batchSepaXml, payoutBatches, unpaidBatchOrThrow } from './batchService';
import { adminPayoutsWithIbans, payPartnerBalance } from './ibanFacts';
import { accrualOf, changePayoutStatus, claimPayout, payoutAnswers, payoutsOf } from './service';

export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const partner = { access: 'partner' } as const;
  const admin = { access: 'admin' } as const;
  for (const [kind, handler] of Object.entries(batchJobHandlers(database, config)))
    app.jobs.runner.handle(kind, handler);

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

  // POST /api/admin/payouts/batches – gathers the approved payouts into a SEPA batch, as a job: the batch when it
  // is made within a few seconds, else (or at once with `Prefer: respond-async`) 202 and the job to follow
  app.post(
    '/api/admin/payouts/batches',
    {
      config: admin,
      schema: { response: { 201: dataOf(payoutBatchSchema), 202: dataOf(jobStartedSchema) } },
    },
    async (request, reply) => {
      const adminId = request.signedInUser.id;
      const payload: BatchPayload = { adminId, at: new Date().toISOString() };
      const queued = await app.jobs.enqueue({ kind: BATCH_JOB, payload, createdBy: adminId });
      const job = await doneOrStarted(app.jobs, request, reply, queued);
      return job ? reply.status(201).send({ data: job.result as PayoutBatch }) : reply;
    },
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

  // POST /api/admin/payouts/batches/:id/sepa-export – the transfer file made by a job: 202 and the job to follow,
  // whose result names the file to download
  app.post(
    '/api/admin/payouts/batches/:id/sepa-export',
    {
      config: admin,
      schema: { params: idParamsSchema, response: { 202: dataOf(jobStartedSchema) } },
    },
    async (request, reply) => {
      if (!config.sepaDebtor)
        throw new AppError(409, ADMIN_MESSAGES.sepaNotConfigured, 'sepa_not_configured');
      const payload: SepaExportPayload = { batchId: request.params.id };
      const job = await app.jobs.enqueue({
        kind: SEPA_EXPORT_JOB,
        payload,
        createdBy: request.signedInUser.id,
      });
      const url = jobUrl(job.id);
      return reply.code(202).header('location', url).send({ data: { job, url } });
    },
  );

  // GET /api/admin/payouts/exports/:id – the file an export job made (its id), once it is done
  app.get(
    '/api/admin/payouts/exports/:id',
    {
      config: admin,
      schema: {
        params: idParamsSchema,
        response: {
          200: z.string().meta({ contentMediaType: 'application/xml', description: 'Le fichier exporté' }),
        },
      },
    },
    async (request, reply) => {
      const file = await exportedFile(database, config.ibanKey, request.params.id);
      if (!file) throw new AppError(404, HTTP_MESSAGES[404], 'export_not_found');
      return reply
        .header('content-type', file.mediaType)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  // POST /api/admin/payouts/batches/:id/paid – the bank's reference: every payout of the batch paid, as a job (its
  // payouts done of N): the payouts when it ends within a few seconds, else 202 and the job to follow
  app.post(
    '/api/admin/payouts/batches/:id/paid',
    {
      config: admin,
      schema: {
        params: idParamsSchema,
        body: batchPaidBodySchema,
        response: { 200: dataOf(z.array(adminPayoutSchema)), 202: dataOf(jobStartedSchema) },
      },
    },
    async (request, reply) => {
      const batchId = request.params.id;
      await unpaidBatchOrThrow(database, batchId);
      const adminId = request.signedInUser.id;
      const payload: BatchPaidPayload = { adminId, batchId, reference: request.body.reference };
      // One marking of a batch at a time: a second call while it runs follows the same job.
      const queued = await app.jobs.enqueue({
        kind: BATCH_PAID_JOB,
        payload,
        onceKey: `batch:${batchId}`,
        createdBy: adminId,
      });
      const job = await doneOrStarted(app.jobs, request, reply, queued);
      return job ? reply.send({ data: job.result as AdminPayout[] }) : reply;
    },
  );
};

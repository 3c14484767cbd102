// Admin partner management: list, create, edit, delete, and the audited payment view.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPartnerCreateSchema,
  adminPartnerSchema,
  adminPartnerUpdateSchema,
} from '../../../common/admin';
import { dataOf, idParamsSchema } from '../../../common/api';
import { paymentAnswerSchema } from '../../../common/partner';
import { ADMIN_MESSAGES } from '../../../common/messages';
import { partnersPageQuerySchema } from '../../../common/pagination';
import { z } from '../../../common/zod';
import { createPartner, editPartner, partnersForAdmin, removePartner, viewPaymentInfo } from './adminService';
import { withPageHeaders } from '../../platform/pagination/pageHeaders';
import { toAdminPartner } from './mappers';

export const adminPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const admin = { access: 'admin' } as const;
  const partnerAnswer = dataOf(adminPartnerSchema);

  // GET /api/admin/partners?limit&cursor&sort&order&status&q – a page of partners, newest first by default
  app.get(
    '/api/admin/partners',
    {
      config: admin,
      schema: {
        querystring: partnersPageQuerySchema,
        response: { 200: dataOf(z.array(adminPartnerSchema)) },
      },
    },
    async (request, reply) => ({
      data: withPageHeaders(request, reply, await partnersForAdmin(database, request.query)),
    }),
  );

  // POST /api/admin/partners – a partner the admin adds
  app.post(
    '/api/admin/partners',
    { config: admin, schema: { body: adminPartnerCreateSchema, response: { 201: partnerAnswer } } },
    async (request, reply) => {
      const partner = await createPartner(database, request.signedInUser.id, request.body);
      return reply.status(201).send({ data: toAdminPartner(partner) });
    },
  );

  // PUT /api/admin/partners/:id – share, trial, status, threshold, slots
  app.put(
    '/api/admin/partners/:id',
    {
      config: admin,
      schema: { params: idParamsSchema, body: adminPartnerUpdateSchema, response: { 200: partnerAnswer } },
    },
    async (request) => {
      const partner = await editPartner(database, request.signedInUser.id, request.params.id, request.body);
      app.attribution.forget(partner.code);
      return { data: toAdminPartner(partner) };
    },
  );

  // DELETE /api/admin/partners/:id – archives a partner with money history, deletes one without
  app.delete(
    '/api/admin/partners/:id',
    {
      config: admin,
      schema: {
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ id: z.number(), archived: z.boolean(), message: z.string() })) },
      },
    },
    async (request) => {
      const { partner, archived } = await removePartner(database, request.signedInUser.id, request.params.id);
      app.attribution.forget(partner.code);
      const message = archived
        ? ADMIN_MESSAGES.partnerArchived(partner.name)
        : ADMIN_MESSAGES.partnerDeleted(partner.name);
      return { data: { id: partner.id, archived, message } };
    },
  );

  // GET /api/admin/partners/:id/payment – the IBAN in clear, each view recorded
  app.get(
    '/api/admin/partners/:id/payment',
    { config: admin, schema: { params: idParamsSchema, response: { 200: dataOf(paymentAnswerSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        data: await viewPaymentInfo(database, config.ibanKey, request.signedInUser.id, request.params.id),
      };
    },
  );
};

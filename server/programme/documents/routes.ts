// The partner's papers: legal details in the profile, each paid payout's PDF, the yearly summary (PDF or CSV);
// the admin downloads any partner's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { dataOf, idParamsSchema } from '../../../common/api';
import {
  legalDetailsBodySchema,
  legalDetailsSchema,
  partnerYearParamsSchema,
  yearParamsSchema,
} from '../../../common/documents';
import { z } from '../../../common/zod';
import {
  adminPayoutDocument,
  legalDetailsOf,
  partnerPayoutDocument,
  removeLegalDetails,
  saveLegalDetails,
  yearlySummaryFile,
  type PaperFile,
} from './service';

const pdf = z.string().meta({ contentMediaType: 'application/pdf', description: 'Le document PDF' });
const csv = z.string().meta({ contentMediaType: 'text/csv', description: 'Le récapitulatif CSV' });

const MEDIA_TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;

/** A paper as a download, never kept by a shared cache (it names a person and their money). */
const sendPaper = (reply: FastifyReply, file: PaperFile, format: keyof typeof MEDIA_TYPES) =>
  reply
    .header('content-type', MEDIA_TYPES[format])
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.content);

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const issuer = config.legalIdentity;
  const partner = { access: 'partner' } as const;
  const admin = { access: 'admin' } as const;

  // GET /api/partner/legal-details – the partner's legal details, or null when they gave none
  app.get(
    '/api/partner/legal-details',
    { config: partner, schema: { response: { 200: dataOf(legalDetailsSchema.nullable()) } } },
    async (request) => ({ data: await legalDetailsOf(database, request.ownPartner.id) }),
  );

  // PUT /api/partner/legal-details – name or company, address, SIREN or SIRET, VAT number or art. 293 B
  app.put(
    '/api/partner/legal-details',
    {
      config: partner,
      schema: { body: legalDetailsBodySchema, response: { 200: dataOf(legalDetailsSchema) } },
    },
    async (request) => ({ data: await saveLegalDetails(database, request.ownPartner.id, request.body) }),
  );

  // DELETE /api/partner/legal-details – back to commission statements
  app.delete(
    '/api/partner/legal-details',
    { config: partner, schema: { response: { 200: dataOf(z.null()) } } },
    async (request) => {
      await removeLegalDetails(database, request.ownPartner.id);
      return { data: null };
    },
  );

  // GET /api/partner/payouts/:id/document.pdf – the partner's own paid payout's statement or invoice
  app.get(
    '/api/partner/payouts/:id/document.pdf',
    { config: partner, schema: { params: idParamsSchema, response: { 200: pdf } } },
    async (request, reply) =>
      sendPaper(
        reply,
        await partnerPayoutDocument(database, request.ownPartner.id, request.params.id, issuer),
        'pdf',
      ),
  );

  // GET /api/admin/payouts/:id/document.pdf – any paid payout's document
  app.get(
    '/api/admin/payouts/:id/document.pdf',
    { config: admin, schema: { params: idParamsSchema, response: { 200: pdf } } },
    async (request, reply) =>
      sendPaper(reply, await adminPayoutDocument(database, request.params.id, issuer), 'pdf'),
  );

  for (const format of ['pdf', 'csv'] as const) {
    // GET /api/partner/yearly-summary/:year.pdf|csv – the partner's year: shares, bonuses, payments
    app.get(
      `/api/partner/yearly-summary/:year.${format}`,
      {
        config: partner,
        schema: { params: yearParamsSchema, response: { 200: format === 'pdf' ? pdf : csv } },
      },
      async (request, reply) =>
        sendPaper(
          reply,
          await yearlySummaryFile(database, request.ownPartner.id, request.params.year, format, issuer),
          format,
        ),
    );

    // GET /api/admin/partners/:id/yearly-summary/:year.pdf|csv – the same for any partner
    app.get(
      `/api/admin/partners/:id/yearly-summary/:year.${format}`,
      {
        config: admin,
        schema: { params: partnerYearParamsSchema, response: { 200: format === 'pdf' ? pdf : csv } },
      },
      async (request, reply) =>
        sendPaper(
          reply,
          await yearlySummaryFile(database, request.params.id, request.params.year, format, issuer),
          format,
        ),
    );
  }
};

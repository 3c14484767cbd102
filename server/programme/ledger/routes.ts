// The ledger as the partner reads it (and exports it), and as the admin reads any partner's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, idParamsSchema } from '../../../common/api';
import { ledgerAnswerSchema } from '../../../common/ledger';
import { ledgerPageQuerySchema } from '../../../common/pagination';
import { z } from '../../../common/zod';
import { withPageHeaders } from '../../platform/pagination/pageHeaders';
import { adminLedgerPage, ledgerAnswer, ledgerCsv, ledgerPage } from './service';

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  // GET /api/partner/ledger?limit&cursor – a page of the movements of the partner's money, with balances and
  // months
  app.get(
    '/api/partner/ledger',
    {
      config: { access: 'partner' },
      schema: { querystring: ledgerPageQuerySchema, response: { 200: dataOf(ledgerAnswerSchema) } },
    },
    async (request, reply) => {
      const page = await ledgerPage(database, request.ownPartner.id, request.query);
      withPageHeaders(request, reply, page);
      return { data: page.answer };
    },
  );

  // GET /api/partner/ledger.csv – the same as a spreadsheet
  app.get(
    '/api/partner/ledger.csv',
    {
      config: { access: 'partner' },
      schema: {
        response: { 200: z.string().meta({ contentMediaType: 'text/csv', description: 'Le relevé' }) },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="releve-${request.ownPartner.code}.csv"`)
        .send(ledgerCsv(await ledgerAnswer(database, request.ownPartner.id))),
  );

  // GET /api/admin/partners/:id/ledger?limit&cursor – a partner's months (gross, percent, share, paid, balance)
  // and a page of its entries
  app.get(
    '/api/admin/partners/:id/ledger',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema,
        querystring: ledgerPageQuerySchema,
        response: { 200: dataOf(ledgerAnswerSchema) },
      },
    },
    async (request, reply) => {
      const page = await adminLedgerPage(database, request.params.id, request.query);
      withPageHeaders(request, reply, page);
      return { data: page.answer };
    },
  );
};

// Admin calls of the revenue import: upload a report CSV, preview a day, import it, see the last nightly run.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../../common/api';
import { API_MESSAGES, REVENUE_MESSAGES } from '../../../common/messages';
import {
  lastImportSchema,
  revenueDayQuerySchema,
  revenueImportBodySchema,
  revenueImportResultSchema,
  revenuePreviewSchema,
  uploadAnswerSchema,
} from '../../../common/revenue';
import { AppError } from '../../platform/http/errors';
import { INVALID_TEXT, textOfBytes } from '../../platform/http/text';
import { reportRowsOfCsv, ReportFormatError } from './csv';
import { scheduleNightlyImport } from './nightly';
import { createRevenueService } from './service';

const MAX_REPORT_BYTES = 20 * 1024 * 1024;

export const revenueRoutes: FastifyPluginAsyncZod = async (app) => {
  const revenue = createRevenueService(app.database, app.config);
  if (app.config.nightlyImport) {
    const job = scheduleNightlyImport(app.database, revenue, app.log);
    app.addHook('onClose', async () => job.stop());
  }
  const admin = { access: 'admin' } as const;

  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'buffer', bodyLimit: MAX_REPORT_BYTES },
    // UTF-8 without NUL, as every text that enters (never silently read with U+FFFD).
    (_r, body, done) => {
      const text = textOfBytes(body as Buffer);
      done(
        text === null ? new AppError(400, API_MESSAGES.invalidText, INVALID_TEXT) : null,
        text ?? undefined,
      );
    },
  );

  // POST /api/admin/adsense/upload – a report CSV, checked whole, kept for the days it holds, previewed
  app.post(
    '/api/admin/adsense/upload',
    { config: admin, schema: { response: { 200: dataOf(uploadAnswerSchema) } } },
    async (request) => {
      if (typeof request.body !== 'string')
        throw new AppError(415, REVENUE_MESSAGES.csvExpected, 'csv_expected');
      let rows;
      try {
        rows = reportRowsOfCsv(request.body);
      } catch (error) {
        if (error instanceof ReportFormatError)
          throw new AppError(400, REVENUE_MESSAGES.csvInvalid(error.message), 'csv_invalid');
        throw error;
      }
      return { data: await revenue.storeUpload(rows, request.signedInUser.id) };
    },
  );

  // GET /api/admin/adsense/preview?date – the day's earnings by partner code, and the raw report
  app.get(
    '/api/admin/adsense/preview',
    {
      config: admin,
      schema: { querystring: revenueDayQuerySchema, response: { 200: dataOf(revenuePreviewSchema) } },
    },
    async (request) => ({ data: await revenue.preview(request.query.date) }),
  );

  // POST /api/admin/adsense/import – credits the day (or the report's days) to the partners' ledgers
  app.post(
    '/api/admin/adsense/import',
    {
      config: admin,
      schema: { body: revenueImportBodySchema, response: { 200: dataOf(revenueImportResultSchema) } },
    },
    async (request) => {
      const { body } = request;
      const days = 'days' in body ? body.days : [body.date];
      return { data: await revenue.importDays(days, request.signedInUser.id) };
    },
  );

  // GET /api/admin/adsense/last-import – the last nightly run
  app.get(
    '/api/admin/adsense/last-import',
    { config: admin, schema: { response: { 200: dataOf(lastImportSchema) } } },
    async () => ({ data: await revenue.lastNightlyImport() }),
  );
};

// Admin calls of the revenue import: upload a report CSV, preview a day, import it, see the last nightly run.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../../common/api';
import { jobStartedSchema } from '../../../common/jobs';
import { API_MESSAGES, REVENUE_MESSAGES } from '../../../common/messages';
import {
  lastImportSchema,
  previewLinesQuerySchema,
  previewLinesSchema,
  revenueDayQuerySchema,
  revenueImportBodySchema,
  revenueImportResultSchema,
  type RevenueImportResult,
  revenuePreviewSchema,
  uploadAnswerSchema,
} from '../../../common/revenue';
import { AppError } from '../../platform/http/errors';
import { doneOrStarted, JOB_WAIT_MS } from '../../platform/jobs/http';
import { INVALID_TEXT, textOfBytes } from '../../platform/http/text';
import { reportRowsOfCsv, ReportFormatError } from './csv';
import { NIGHT_JOB, nightJobHandler, scheduleNightlyImport } from './nightly';
import { IMPORT_JOB, importJobHandler, type ImportPayload } from './importJob';
import { createRevenueService } from './service';

const MAX_REPORT_BYTES = 20 * 1024 * 1024;
/** How long an import asked without `Prefer: respond-async` is waited for, to answer its result as the spec does. */
export const IMPORT_WAIT_MS = JOB_WAIT_MS;

export const revenueRoutes: FastifyPluginAsyncZod = async (app) => {
  const revenue = createRevenueService(app.database, app.config);
  app.jobs.runner.handle(IMPORT_JOB, importJobHandler(revenue));
  app.jobs.runner.handle(NIGHT_JOB, nightJobHandler(app.database, revenue, app.log));
  if (app.config.nightlyImport) {
    const schedule = scheduleNightlyImport(app.database, app.jobs, app.log);
    app.addHook('onClose', async () => schedule.stop());
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

  // GET /api/admin/adsense/preview/partners?date&after&limit – a page of a day's partners, by code
  app.get(
    '/api/admin/adsense/preview/partners',
    {
      config: admin,
      schema: { querystring: previewLinesQuerySchema, response: { 200: dataOf(previewLinesSchema) } },
    },
    async (request) => {
      const { date, after, limit } = request.query;
      return { data: await revenue.previewLines(date, { after, limit }) };
    },
  );

  // POST /api/admin/adsense/import – credits the day (or the report's days) to the partners' ledgers, as a job:
  // its result when it ends within a few seconds (the spec's answer), else 202 and the job to follow
  app.post(
    '/api/admin/adsense/import',
    {
      config: admin,
      schema: {
        body: revenueImportBodySchema,
        response: { 200: dataOf(revenueImportResultSchema), 202: dataOf(jobStartedSchema) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const days = 'days' in body ? body.days : [body.date];
      await revenue.refuseDaysWithoutReport(days);
      const payload: ImportPayload = { days, adminId: request.signedInUser.id };
      const queued = await app.jobs.enqueue({
        kind: IMPORT_JOB,
        payload,
        createdBy: request.signedInUser.id,
      });
      const job = await doneOrStarted(app.jobs, request, reply, queued, IMPORT_WAIT_MS);
      return job ? reply.send({ data: job.result as RevenueImportResult }) : reply;
    },
  );

  // GET /api/admin/adsense/last-import – the last nightly run
  app.get(
    '/api/admin/adsense/last-import',
    { config: admin, schema: { response: { 200: dataOf(lastImportSchema) } } },
    async () => ({ data: await revenue.lastNightlyImport() }),
  );
};

// Admin calls of the revenue import: upload a report CSV, preview a day, import it, see the last nightly run.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../common/api';
import {
  lastImportSchema,
  revenueDayQuerySchema,
  revenueImportBodySchema,
  revenueImportResultSchema,
  revenuePreviewSchema,
} from '../../common/revenue';
import { z } from '../../common/zod';
import { audit, requireAdmin } from '../admin/access';
import { AppError } from '../http/errors';
import { reportRowsOfCsv, ReportFormatError } from './csv';
import { NIGHTLY_JOB, scheduleNightlyImport } from './nightly';
import { createRevenueService } from './service';

export const revenueRoutes: FastifyPluginAsyncZod = async (app) => {
  const revenue = createRevenueService(app.database, app.config);
  if (app.config.nightlyImport) {
    const job = scheduleNightlyImport(app.database, revenue, app.log);
    app.addHook('onClose', async () => job.stop());
  }

  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'string', bodyLimit: 20 * 1024 * 1024 },
    (_r, body, done) => done(null, body),
  );

  app.post(
    '/api/admin/adsense/upload',
    {
      schema: { response: { 200: dataOf(z.object({ days: z.array(z.string()), rows: z.number().int() })) } },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      if (typeof request.body !== 'string')
        throw new AppError(415, 'Envoyez le rapport au format CSV (text/csv)', 'csv_expected');
      let rows;
      try {
        rows = reportRowsOfCsv(request.body);
      } catch (error) {
        if (error instanceof ReportFormatError)
          throw new AppError(400, `Rapport CSV invalide : ${error.message}`, 'csv_invalid');
        throw error;
      }
      const stored = await revenue.storeUpload(rows);
      await audit(request, admin, 'revenue.upload', `days:${stored.days.join(',')}`);
      return { data: stored };
    },
  );

  app.get(
    '/api/admin/adsense/preview',
    { schema: { querystring: revenueDayQuerySchema, response: { 200: dataOf(revenuePreviewSchema) } } },
    async (request) => {
      await requireAdmin(request);
      const { perPartner: _perPartner, ...preview } = await revenue.preview(request.query.date);
      return { data: preview };
    },
  );

  app.post(
    '/api/admin/adsense/import',
    { schema: { body: revenueImportBodySchema, response: { 200: dataOf(revenueImportResultSchema) } } },
    async (request) => {
      const admin = await requireAdmin(request);
      const result = await revenue.importDay(request.body.date);
      await audit(request, admin, 'revenue.import', `day:${request.body.date}`, result);
      return { data: result };
    },
  );

  app.get(
    '/api/admin/adsense/last-import',
    { schema: { response: { 200: dataOf(lastImportSchema) } } },
    async (request) => {
      await requireAdmin(request);
      const last = await app.database.db
        .selectFrom('job_runs')
        .select(['day', 'status', 'detail', 'at'])
        .where('job', '=', NIGHTLY_JOB)
        .orderBy('day', 'desc')
        .executeTakeFirst();
      return {
        data: last ? { ...last, status: last.status === 'ok' ? ('ok' as const) : ('failed' as const) } : null,
      };
    },
  );
};

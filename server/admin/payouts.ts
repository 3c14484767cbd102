// Payout requests seen by admins, and their status changes (each recorded with who and when).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPayoutSchema, payoutStatusBodySchema } from '../../common/admin';
import { dataOf, idParamsSchema } from '../../common/api';
import { HTTP_MESSAGES } from '../../common/messages';
import { centsToEuros } from '../../common/money';
import type { PayoutStatus } from '../../common/partner';
import { z } from '../../common/zod';
import { AppError } from '../http/errors';
import { audit, requireAdmin } from './access';

export const adminPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function list() {
    const rows = await db
      .selectFrom('payout_requests as r')
      .innerJoin('partners as p', 'p.id', 'r.partner_id')
      .select([
        'r.id',
        'r.created_at',
        'r.period_start',
        'r.period_end',
        'r.partner_id',
        'p.name as partner_name',
        'p.code as partner_code',
        'r.gross_earnings_cents',
        'r.partner_share_percent',
        'r.partner_amount_cents',
        'r.status',
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .execute();
    return rows.map((r) => ({
      ...r,
      gross_earnings: centsToEuros(r.gross_earnings_cents),
      partner_amount: centsToEuros(r.partner_amount_cents),
      status: r.status as PayoutStatus,
    }));
  }

  app.get(
    '/api/admin/payouts',
    { schema: { response: { 200: dataOf(z.array(adminPayoutSchema)) } } },
    async (request) => {
      await requireAdmin(request);
      return { data: await list() };
    },
  );

  app.put(
    '/api/admin/payouts/:id/status',
    {
      schema: {
        params: idParamsSchema,
        body: payoutStatusBodySchema,
        response: { 200: dataOf(adminPayoutSchema) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { id } = request.params;
      const before = await db
        .selectFrom('payout_requests')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!before) throw new AppError(404, HTTP_MESSAGES[404], 'payout_not_found');
      await db
        .updateTable('payout_requests')
        .set({ status: request.body.status, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      await audit(request, admin, 'payout.status', `payout:${id}`, {
        from: before.status,
        to: request.body.status,
      });
      return { data: (await list()).find((p) => p.id === id)! };
    },
  );
};

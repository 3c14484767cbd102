// Admin partner management: list, create, edit (activation takes a channel from the pool), delete, payment view.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPartnerCreateSchema,
  adminPartnerSchema,
  adminPartnerUpdateSchema,
  adminMeAnswerSchema,
  type AdminPartner,
} from '../../common/admin';
import { dataOf, idParamsSchema } from '../../common/api';
import { parisDay } from '../../common/dates';
import { ADMIN_MESSAGES, HTTP_MESSAGES } from '../../common/messages';
import { centsToEuros, eurosToCents } from '../../common/money';
import { paymentAnswerSchema, type PartnerStatus } from '../../common/partner';
import { addMonths } from '../../common/periods';
import { z } from '../../common/zod';
import type { DatabaseHandle } from '../db/database';
import { AppError } from '../http/errors';
import { decryptIban } from '../partners/ibanCipher';
import { allowedSlotsOf } from '../partners/slots';
import { findPaymentInfo, type PartnerRow } from '../partners/store';
import { audit, requireAdmin } from './access';

export function toAdminPartner(row: PartnerRow): AdminPartner {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    email: row.email,
    company_name: row.company_name,
    contact_phone: row.contact_phone,
    revenue_share_percent: row.revenue_share_percent,
    payout_threshold: centsToEuros(row.payout_threshold_cents),
    payout_threshold_cents: row.payout_threshold_cents,
    trial_until: row.trial_until,
    status: row.status as PartnerStatus,
    adsense_channel_pattern: { slots: allowedSlotsOf(row) },
    adsense_custom_channel_id: row.adsense_custom_channel_id,
    created_at: row.created_at,
  };
}

const idParams = idParamsSchema;

/** The partner of an admin path, or 404: nothing is done nor recorded for a partner that does not exist. */
async function existingPartner(db: DatabaseHandle['db'], id: number): Promise<PartnerRow> {
  const partner = await db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
  if (!partner) throw new AppError(404, HTTP_MESSAGES[404], 'partner_not_found');
  return partner;
}

/** Activation gives a partner without a channel the oldest free one of the pool, in the same transaction. */
async function assignChannelIfActive(trx: DatabaseHandle['db'], partner: PartnerRow): Promise<void> {
  if (partner.status !== 'active' || partner.adsense_custom_channel_id) return;
  const free = await trx
    .selectFrom('ad_channels')
    .select(['id', 'channel_id'])
    .where('used_by_partner_id', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  if (!free) return;
  await trx
    .updateTable('ad_channels')
    .set({ used_by_partner_id: partner.id, used_at: new Date().toISOString() })
    .where('id', '=', free.id)
    .execute();
  await trx
    .updateTable('partners')
    .set({ adsense_custom_channel_id: free.channel_id })
    .where('id', '=', partner.id)
    .execute();
}

export const adminPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const partnerResponse = { response: { 200: dataOf(adminPartnerSchema) } };

  app.get(
    '/api/admin/me',
    { schema: { response: { 200: dataOf(adminMeAnswerSchema) } } },
    async (request) => {
      const admin = await requireAdmin(request);
      return { data: { id: String(admin.id), email: admin.email, name: admin.name, isAdmin: true as const } };
    },
  );

  app.get(
    '/api/admin/partners',
    { schema: { response: { 200: dataOf(z.array(adminPartnerSchema)) } } },
    async (request) => {
      await requireAdmin(request);
      const rows = await database.db
        .selectFrom('partners')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return { data: rows.map(toAdminPartner) };
    },
  );

  app.post(
    '/api/admin/partners',
    { schema: { body: adminPartnerCreateSchema, response: { 201: dataOf(adminPartnerSchema) } } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const body = request.body;
      const taken = await database.db
        .selectFrom('partners')
        .select('id')
        .where('code', '=', body.code)
        .executeTakeFirst();
      if (taken)
        throw new AppError(409, ADMIN_MESSAGES.savePartnerFailed, 'code_taken', [
          { field: 'code', message: 'Ce code est déjà utilisé' },
        ]);
      const partner = await database.db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('partners')
          .values({
            code: body.code,
            name: body.name,
            email: body.email,
            status: body.status,
            revenue_share_percent: body.revenue_share_percent,
            payout_threshold_cents: eurosToCents(body.payout_threshold),
            trial_until: body.trial_months === undefined ? null : addMonths(parisDay(), body.trial_months),
            adsense_channel_pattern: JSON.stringify({ slots: body.slots }),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await assignChannelIfActive(trx, created);
        return trx.selectFrom('partners').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
      });
      await audit(request, admin, 'partner.create', `partner:${partner.id}`);
      return reply.status(201).send({ data: toAdminPartner(partner) });
    },
  );

  app.put(
    '/api/admin/partners/:id',
    { schema: { params: idParams, body: adminPartnerUpdateSchema, ...partnerResponse } },
    async (request) => {
      const admin = await requireAdmin(request);
      const { id } = request.params;
      const body = request.body;
      const partner = await database.db.transaction().execute(async (trx) => {
        await existingPartner(trx, id);
        await trx
          .updateTable('partners')
          .set({
            ...(body.revenue_share_percent !== undefined && {
              revenue_share_percent: body.revenue_share_percent,
            }),
            ...(body.status !== undefined && { status: body.status }),
            ...(body.payout_threshold !== undefined && {
              payout_threshold_cents: eurosToCents(body.payout_threshold),
            }),
            ...(body.trial_months !== undefined && { trial_until: addMonths(parisDay(), body.trial_months) }),
            ...(body.slots !== undefined && {
              adsense_channel_pattern: JSON.stringify({ slots: body.slots }),
            }),
          })
          .where('id', '=', id)
          .execute();
        const updated = await trx
          .selectFrom('partners')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await assignChannelIfActive(trx, updated);
        return trx.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      });
      app.attribution.forget(partner.code);
      await audit(request, admin, 'partner.update', `partner:${id}`, body);
      return { data: toAdminPartner(partner) };
    },
  );

  app.delete(
    '/api/admin/partners/:id',
    { schema: { params: idParams, response: { 200: dataOf(z.object({ id: z.number() })) } } },
    async (request) => {
      const admin = await requireAdmin(request);
      const { id } = request.params;
      const partner = await existingPartner(database.db, id);
      await database.db.transaction().execute(async (trx) => {
        // Its channel goes back to the pool, free for the next activation.
        await trx
          .updateTable('ad_channels')
          .set({ used_by_partner_id: null, used_at: null })
          .where('used_by_partner_id', '=', id)
          .execute();
        await trx.deleteFrom('partners').where('id', '=', id).execute();
      });
      app.attribution.forget(partner.code);
      await audit(request, admin, 'partner.delete', `partner:${id}`);
      return { data: { id } };
    },
  );

  app.get(
    '/api/admin/partners/:id/payment',
    { schema: { params: idParams, response: { 200: dataOf(paymentAnswerSchema) } } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      await existingPartner(database.db, request.params.id);
      const info = await findPaymentInfo(database, request.params.id);
      // The only place an admin sees an IBAN in clear: each view is recorded.
      await audit(request, admin, 'partner.payment.view', `partner:${request.params.id}`);
      reply.header('cache-control', 'no-store');
      return {
        data: info
          ? { iban: decryptIban(app.config.ibanKey, info.iban_encrypted), holderName: info.holder_name }
          : { iban: null, holderName: null },
      };
    },
  );
};

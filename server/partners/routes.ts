// The partner calls: each one is the signed-in person's own partner record, never another's.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../common/api';
import { AUTH_MESSAGES, HTTP_MESSAGES } from '../../common/messages';
import { centsToEuros } from '../../common/money';
import {
  adsenseChannelAnswerSchema,
  applyAnswerSchema,
  applyBodySchema,
  dailyStatSchema,
  partnerSchema,
  partnerUpdateSchema,
  paymentAnswerSchema,
  paymentBodySchema,
  payoutSchema,
  payoutsAnswerSchema,
  slotsAnswerSchema,
  statsQuerySchema,
} from '../../common/partner';
import { z } from '../../common/zod';
import { sessionAccounts } from '../accounts/service';
import type { UserRow } from '../accounts/store';
import { AppError } from '../http/errors';
import { readSetting } from '../settings/store';
import { allowedSlotsOf } from './slots';
import { decryptIban, encryptIban } from './ibanCipher';
import { accrualAnswer, applyAsPartner, claimPayout, currentAccrual, toPartner, toPayout } from './service';
import {
  dailyStats,
  deletePaymentInfo,
  findPartnerOfUser,
  findPaymentInfo,
  listPayouts,
  savePaymentInfo,
  updatePartnerContact,
  type PartnerRow,
} from './store';

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  async function signedInUser(request: FastifyRequest): Promise<UserRow> {
    const { activeUser } = await sessionAccounts(database, await request.session());
    if (!activeUser) throw new AppError(401, AUTH_MESSAGES.signInRequired, 'not_signed_in');
    return activeUser;
  }

  /** Spec: without a partner record the portal shows the 404 page. */
  async function ownPartner(request: FastifyRequest): Promise<PartnerRow> {
    const partner = await findPartnerOfUser(database, (await signedInUser(request)).id);
    if (!partner) throw new AppError(404, HTTP_MESSAGES[404], 'not_partner');
    return partner;
  }

  app.post(
    '/api/partner/apply',
    { schema: { body: applyBodySchema, response: { 201: dataOf(applyAnswerSchema) } } },
    async (request, reply) => {
      const partner = await applyAsPartner(database, await signedInUser(request), request.body);
      return reply
        .status(201)
        .send({ data: { id: partner.id, code: partner.code, status: toPartner(partner).status } });
    },
  );

  app.get('/api/partner/me', { schema: { response: { 200: dataOf(partnerSchema) } } }, async (request) => ({
    data: toPartner(await ownPartner(request)),
  }));

  app.put(
    '/api/partner/me',
    { schema: { body: partnerUpdateSchema, response: { 200: dataOf(partnerSchema) } } },
    async (request) => {
      const partner = await ownPartner(request);
      const { company_name, contact_phone } = request.body;
      const updated = await updatePartnerContact(database, partner.id, {
        ...(company_name !== undefined && { company_name: company_name || null }),
        ...(contact_phone !== undefined && { contact_phone: contact_phone || null }),
      });
      return { data: toPartner(updated) };
    },
  );

  app.get(
    '/api/partner/stats',
    { schema: { querystring: statsQuerySchema, response: { 200: dataOf(z.array(dailyStatSchema)) } } },
    async (request) => {
      const partner = await ownPartner(request);
      const rows = await dailyStats(database, partner.id, request.query.from, request.query.to);
      return {
        data: rows.map((r) => ({
          stat_date: r.stat_date,
          page_views: r.page_views,
          searches: r.searches,
          ad_filled_impressions: r.ad_filled_impressions,
          adsense_estimated_earnings: centsToEuros(r.estimated_earnings_cents),
          adsense_estimated_earnings_cents: r.estimated_earnings_cents,
        })),
      };
    },
  );

  app.get(
    '/api/partner/payouts',
    { schema: { response: { 200: dataOf(payoutsAnswerSchema) } } },
    async (request) => {
      const partner = await ownPartner(request);
      const accrual = await currentAccrual(database, partner);
      const payouts = await listPayouts(database, partner.id);
      return { data: { payouts: payouts.map(toPayout), accrual: accrualAnswer(partner, accrual) } };
    },
  );

  app.post(
    '/api/partner/payouts/claim',
    { schema: { response: { 201: dataOf(payoutSchema) } } },
    async (request, reply) => {
      const payout = await claimPayout(database, await ownPartner(request));
      return reply.status(201).send({ data: toPayout(payout) });
    },
  );

  app.get(
    '/api/partner/payment',
    { schema: { response: { 200: dataOf(paymentAnswerSchema) } } },
    async (request, reply) => {
      const info = await findPaymentInfo(database, (await ownPartner(request)).id);
      reply.header('cache-control', 'no-store');
      // The owner's explicit read: the one place besides the admin payment view where the IBAN is in clear.
      return {
        data: info
          ? { iban: decryptIban(config.ibanKey, info.iban_encrypted), holderName: info.holder_name }
          : { iban: null, holderName: null },
      };
    },
  );

  app.put(
    '/api/partner/payment',
    { schema: { body: paymentBodySchema, response: { 200: dataOf(paymentAnswerSchema) } } },
    async (request, reply) => {
      const partner = await ownPartner(request);
      await savePaymentInfo(
        database,
        partner.id,
        encryptIban(config.ibanKey, request.body.iban),
        request.body.holderName,
      );
      reply.header('cache-control', 'no-store');
      return { data: { iban: request.body.iban, holderName: request.body.holderName } };
    },
  );

  app.delete(
    '/api/partner/payment',
    { schema: { response: { 200: dataOf(paymentAnswerSchema) } } },
    async (request) => {
      await deletePaymentInfo(database, (await ownPartner(request)).id);
      return { data: { iban: null, holderName: null } };
    },
  );

  app.get(
    '/api/partner/slots',
    { schema: { response: { 200: dataOf(slotsAnswerSchema) } } },
    async (request) => {
      const slots = allowedSlotsOf(await ownPartner(request));
      return { data: { slots: slots.map((id) => ({ id, label: id })) } };
    },
  );

  app.get(
    '/api/partner/adsense-channel',
    { schema: { response: { 200: dataOf(adsenseChannelAnswerSchema) } } },
    async (request) => {
      const partner = await ownPartner(request);
      return {
        data: {
          displayChannelId: partner.adsense_custom_channel_id,
          adminDisplayChannelId: await readSetting(database, 'adsense_display_channel'),
          slots: allowedSlotsOf(partner),
        },
      };
    },
  );
};

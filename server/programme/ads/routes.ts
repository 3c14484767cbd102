// The ad slots: the site's (public and admin), and a partner's own slots and channel.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adSlotsAnswerSchema } from '../../../common/admin';
import { dataOf } from '../../../common/api';
import { adsenseChannelAnswerSchema, slotsAnswerSchema, slotsBodySchema } from '../../../common/partner';
import { referralCodeOf } from '../../platform/http/referralCookie';
import { chooseSlots } from '../partners/service';
import { siteSlots } from '../settings/service';
import { partnerAdChannel, partnerSlots, slotsForVisitor } from './service';

export const adRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const slotsResponse = { response: { 200: dataOf(adSlotsAnswerSchema) } };
  const partner = { access: 'partner' } as const;

  // GET /api/ads/slots – the slots this visitor's pages may fill
  app.get('/api/ads/slots', { config: { access: 'public' }, schema: slotsResponse }, async (request) => ({
    data: { slots: await slotsForVisitor(database, referralCodeOf(request)) },
  }));

  // GET /api/admin/ads/slots – the site's slots, for the admin's checkboxes
  app.get('/api/admin/ads/slots', { config: { access: 'admin' }, schema: slotsResponse }, async () => ({
    data: { slots: await siteSlots(database) },
  }));

  // GET /api/partner/slots – the slots an admin allowed the partner
  app.get(
    '/api/partner/slots',
    { config: partner, schema: { response: { 200: dataOf(slotsAnswerSchema) } } },
    async (request) => ({ data: partnerSlots(request.ownPartner) }),
  );

  // PUT /api/partner/slots – the partner chooses, among the slots an admin allowed them, their visitors' ones
  app.put(
    '/api/partner/slots',
    { config: partner, schema: { body: slotsBodySchema, response: { 200: dataOf(slotsAnswerSchema) } } },
    async (request) => {
      const changed = await chooseSlots(database, request.ownPartner, request.body.slots);
      app.attribution.forget(changed.code);
      return { data: partnerSlots(changed) };
    },
  );

  // GET /api/partner/adsense-channel – the partner's channel, the admin's display channel and the slots
  app.get(
    '/api/partner/adsense-channel',
    { config: partner, schema: { response: { 200: dataOf(adsenseChannelAnswerSchema) } } },
    async (request) => ({ data: await partnerAdChannel(database, request.ownPartner) }),
  );
};

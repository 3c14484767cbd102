// The pool of unused ad channels: listed, added (id required and trimmed), removed unless in use.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adChannelSchema, channelCreateSchema } from '../../common/admin';
import { dataOf, idParamsSchema } from '../../common/api';
import { ADMIN_MESSAGES, HTTP_MESSAGES } from '../../common/messages';
import { z } from '../../common/zod';
import { AppError } from '../http/errors';
import { audit, requireAdmin } from './access';

const columns = ['id', 'channel_id', 'label', 'used_by_partner_id', 'used_at'] as const;

export const adminChannelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/admin/adsense/unused-channels',
    { schema: { response: { 200: dataOf(z.array(adChannelSchema)) } } },
    async (request) => {
      await requireAdmin(request);
      return { data: await db.selectFrom('ad_channels').select(columns).orderBy('id').execute() };
    },
  );

  app.post(
    '/api/admin/adsense/unused-channels',
    { schema: { body: channelCreateSchema, response: { 201: dataOf(adChannelSchema) } } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const { channel_id, label } = request.body;
      const exists = await db
        .selectFrom('ad_channels')
        .select('id')
        .where('channel_id', '=', channel_id)
        .executeTakeFirst();
      if (exists)
        throw new AppError(409, ADMIN_MESSAGES.addChannelFailed, 'channel_exists', [
          { field: 'channel_id', message: 'Ce canal existe déjà' },
        ]);
      const channel = await db
        .insertInto('ad_channels')
        .values({ channel_id, label: label || null })
        .returning(columns)
        .executeTakeFirstOrThrow();
      await audit(request, admin, 'channel.create', `channel:${channel.id}`);
      return reply.status(201).send({ data: channel });
    },
  );

  app.delete(
    '/api/admin/adsense/unused-channels/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { id } = request.params;
      const channel = await db
        .selectFrom('ad_channels')
        .select(['id', 'used_by_partner_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!channel) throw new AppError(404, HTTP_MESSAGES[404], 'channel_not_found');
      if (channel.used_by_partner_id !== null)
        throw new AppError(409, ADMIN_MESSAGES.deleteChannelFailed, 'channel_in_use');
      await db
        .deleteFrom('ad_channels')
        .where('id', '=', id)
        .where('used_by_partner_id', 'is', null)
        .execute();
      await audit(request, admin, 'channel.delete', `channel:${id}`);
      return { data: { id } };
    },
  );
};

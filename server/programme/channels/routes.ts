// The pool of unused ad channels (admin): listed, added (id required and trimmed), removed unless in use.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adChannelSchema, channelCreateSchema } from '../../../common/admin';
import { dataOf, idParamsSchema } from '../../../common/api';
import { channelsPageQuerySchema } from '../../../common/pagination';
import { z } from '../../../common/zod';
import { withPageHeaders } from '../../platform/pagination/pageHeaders';
import { addChannel, channelPool, removeChannel } from './service';

export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const admin = { access: 'admin' } as const;

  // GET /api/admin/adsense/unused-channels?limit&cursor&sort&order&used – a page of the pool, channels in use
  // included
  app.get(
    '/api/admin/adsense/unused-channels',
    {
      config: admin,
      schema: { querystring: channelsPageQuerySchema, response: { 200: dataOf(z.array(adChannelSchema)) } },
    },
    async (request, reply) => ({
      data: withPageHeaders(request, reply, await channelPool(database, request.query)),
    }),
  );

  // POST /api/admin/adsense/unused-channels – adds a channel to the pool
  app.post(
    '/api/admin/adsense/unused-channels',
    { config: admin, schema: { body: channelCreateSchema, response: { 201: dataOf(adChannelSchema) } } },
    async (request, reply) =>
      reply.status(201).send({ data: await addChannel(database, request.signedInUser.id, request.body) }),
  );

  // DELETE /api/admin/adsense/unused-channels/:id – removes a channel nobody uses
  app.delete(
    '/api/admin/adsense/unused-channels/:id',
    {
      config: admin,
      schema: { params: idParamsSchema, response: { 200: dataOf(z.object({ id: z.number() })) } },
    },
    async (request) => {
      await removeChannel(database, request.signedInUser.id, request.params.id);
      return { data: { id: request.params.id } };
    },
  );
};

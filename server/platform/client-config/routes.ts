// GET /api/config/client – what the web app needs to know about this install.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../../common/api';
import { clientConfigSchema } from '../../../common/config';
import { clientConfigOf } from './service';

export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { data: clientConfigOf(app.config) };
  app.get(
    '/api/config/client',
    { config: { access: 'public' }, schema: { response: { 200: dataOf(clientConfigSchema) } } },
    async () => answer,
  );
};

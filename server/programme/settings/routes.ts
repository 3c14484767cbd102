// Install settings an admin edits (ad-slot whitelist, global display channel) and the database tool's door.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adSettingsSchema, dbAdminAnswerSchema } from '../../../common/admin';
import { dataOf } from '../../../common/api';
import { HTTP_MESSAGES } from '../../../common/messages';
import { AppError } from '../../platform/http/errors';
import { adSettings, updateAdSettings } from './service';

export const settingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const admin = { access: 'admin' } as const;

  // GET /api/admin/settings – the ad settings
  app.get(
    '/api/admin/settings',
    { config: admin, schema: { response: { 200: dataOf(adSettingsSchema) } } },
    async () => ({ data: await adSettings(database) }),
  );

  // PUT /api/admin/settings – changes the given settings (null forgets one)
  app.put(
    '/api/admin/settings',
    {
      config: admin,
      schema: { body: adSettingsSchema.partial(), response: { 200: dataOf(adSettingsSchema) } },
    },
    async (request) => ({ data: await updateAdSettings(database, request.signedInUser.id, request.body) }),
  );

  // GET /api/admin/db-admin – whether a database tool is configured
  app.get(
    '/api/admin/db-admin',
    { config: admin, schema: { response: { 200: dataOf(dbAdminAnswerSchema) } } },
    async () => ({ data: { configured: config.dbAdminUrl !== null } }),
  );

  // GET /db-admin – only an admin is sent on to the database tool; its own sign-in still applies there
  app.get('/db-admin', { config: admin }, async (_request, reply) => {
    if (!config.dbAdminUrl) throw new AppError(404, HTTP_MESSAGES[404], 'db_admin_not_configured');
    return reply.redirect(config.dbAdminUrl);
  });
};

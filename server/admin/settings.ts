// Install settings an admin edits (ad-slot whitelist, global display channel) and the database tool's door.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adSettingsSchema, dbAdminAnswerSchema } from '../../common/admin';
import { dataOf } from '../../common/api';
import { HTTP_MESSAGES } from '../../common/messages';
import { z } from '../../common/zod';
import { AppError } from '../http/errors';
import { readSetting, writeSetting } from '../settings/store';
import { audit, requireAdmin } from './access';

export const adminSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  async function current() {
    const whitelist = await readSetting(database, 'ad_slots_whitelist');
    let stored: unknown = null;
    try {
      stored = whitelist === null ? null : JSON.parse(whitelist);
    } catch {
      stored = null; // junk reads as "no whitelist": every slot
    }
    const parsed = z.array(z.string()).safeParse(stored);
    return {
      ad_slots_whitelist: parsed.success ? parsed.data : null,
      adsense_display_channel: await readSetting(database, 'adsense_display_channel'),
    };
  }

  app.get(
    '/api/admin/settings',
    { schema: { response: { 200: dataOf(adSettingsSchema) } } },
    async (request) => {
      await requireAdmin(request);
      return { data: await current() };
    },
  );

  app.put(
    '/api/admin/settings',
    { schema: { body: adSettingsSchema.partial(), response: { 200: dataOf(adSettingsSchema) } } },
    async (request) => {
      const admin = await requireAdmin(request);
      const { ad_slots_whitelist, adsense_display_channel } = request.body;
      if (ad_slots_whitelist !== undefined)
        await (ad_slots_whitelist === null
          ? database.db.deleteFrom('settings').where('key', '=', 'ad_slots_whitelist').execute()
          : writeSetting(database, 'ad_slots_whitelist', JSON.stringify(ad_slots_whitelist)));
      if (adsense_display_channel !== undefined)
        await (adsense_display_channel
          ? writeSetting(database, 'adsense_display_channel', adsense_display_channel)
          : database.db.deleteFrom('settings').where('key', '=', 'adsense_display_channel').execute());
      await audit(request, admin, 'settings.update', 'settings', request.body);
      return { data: await current() };
    },
  );

  app.get(
    '/api/admin/db-admin',
    { schema: { response: { 200: dataOf(dbAdminAnswerSchema) } } },
    async (request) => {
      await requireAdmin(request);
      return { data: { configured: config.dbAdminUrl !== null } };
    },
  );

  // Only an admin is sent on to the database tool; its own sign-in still applies there.
  app.get('/db-admin', async (request, reply) => {
    await requireAdmin(request);
    if (!config.dbAdminUrl) throw new AppError(404, HTTP_MESSAGES[404], 'db_admin_not_configured');
    return reply.redirect(config.dbAdminUrl);
  });
};

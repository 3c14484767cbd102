// The admin calls (partners, channels, payouts, revenue import) and the public ad-slot list.
import type { FastifyInstance } from 'fastify';
import { adminChannelRoutes } from './channels';
import { adminPartnerRoutes } from './partners';
import { adminPayoutRoutes } from './payouts';
import { revenueRoutes } from '../revenue/routes';
import { adminSettingRoutes } from './settings';
import { adSlotRoutes } from './slots';

export async function adminPlugin(app: FastifyInstance) {
  await app.register(adminPartnerRoutes);
  await app.register(adminChannelRoutes);
  await app.register(adminPayoutRoutes);
  await app.register(adSlotRoutes);
  await app.register(adminSettingRoutes);
  await app.register(revenueRoutes);
}

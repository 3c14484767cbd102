// GET /api/config/client – what the web app needs to know about this install.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '../../common/api';
import { clientConfigSchema, type ClientConfig } from '../../common/config';
import type { Config } from '../config';

export function clientConfigOf(config: Config): ClientConfig {
  return {
    googleClientId: config.google.clientId ?? null,
    // The web app renders Google's own search element only when it is the chosen provider.
    searchEngineId:
      config.search.providers[0] === 'google-element' ? (config.google.searchEngineId ?? null) : null,
    adClient: config.adClient,
    apiUrl: `${config.publicUrl}/api`,
    frontendUrl: config.publicUrl,
    features: {
      oauth: true,
      searchHistory: config.features.searchHistory,
      safeSearch: config.features.safeSearch,
    },
  };
}

export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { data: clientConfigOf(app.config) };
  app.get(
    '/api/config/client',
    { schema: { response: { 200: dataOf(clientConfigSchema) } } },
    async () => answer,
  );
};

// What the web app needs to know about this install (spec §3, client config).
import type { ClientConfig } from '../../../common/config';
import type { Config } from '../config';
import { tabsOfChain } from '../config/providers';

export function clientConfigOf(config: Config): ClientConfig {
  return {
    googleClientId: config.google.clientId ?? null,
    // The web app renders Google's own search element only when it is the chosen provider.
    searchEngineId:
      config.search.providers[0] === 'google-element' ? (config.google.searchEngineId ?? null) : null,
    adClient: config.adClient,
    // Without PUBLIC_URL the browser's own address is the right one: paths, as the web's offline default.
    apiUrl: config.publicUrlSet ? `${config.publicUrl}/api` : '/api',
    frontendUrl: config.publicUrlSet ? config.publicUrl : '/',
    sourceCodeUrl: config.sourceCodeUrl,
    searchTabs: tabsOfChain(config.search.providers),
    features: {
      oauth: true,
      searchHistory: config.features.searchHistory,
      safeSearch: config.features.safeSearch,
    },
  };
}

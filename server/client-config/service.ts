// What the web app needs to know about this install (spec §3, client config).
import type { ClientConfig } from '../../common/config';
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

// The chain of search providers named by the configuration.
// Remote modules load only when configured: an offline install never reads them.
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createLocalProvider } from './local/provider';
import type { SearchProvider } from './provider';

export async function createSearchProviders(
  config: Config,
  database: DatabaseHandle,
): Promise<SearchProvider[]> {
  const { timeoutMs, searxngUrl, braveApiKey, googleApiKey } = config.search;
  const local = createLocalProvider(database);
  return Promise.all(
    config.search.providers.map(async (name): Promise<SearchProvider> => {
      switch (name) {
        case 'searxng':
          return (await import('./providers/searxng')).createSearxngProvider({
            baseUrl: searxngUrl!,
            timeoutMs,
          });
        case 'brave':
          return (await import('./providers/brave')).createBraveProvider({ apiKey: braveApiKey!, timeoutMs });
        case 'google':
          return (await import('./providers/google')).createGoogleProvider({
            apiKey: googleApiKey!,
            engineId: config.google.searchEngineId!,
            timeoutMs,
          });
        // The element renders in the browser; the API still answers from the local index.
        case 'google-element':
        case 'local':
          return local;
      }
    }),
  );
}

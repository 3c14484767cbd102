// The chain of search providers and the suggestion source named by the configuration.
// Remote modules load only when configured: an offline install never reads them.
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createLocalProvider } from './local/provider';
import type { SearchProvider, SuggestProvider } from './provider';

export async function createSearchProviders(
  config: Config,
  database: DatabaseHandle,
): Promise<SearchProvider[]> {
  const { timeoutMs, searxngUrl, braveApiKey, googleApiKey } = config.search;
  const local = createLocalProvider(database, config.publicUrl);
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

/** A remote autocompletion service, or undefined for the local prefix table. */
export async function createRemoteSuggest(config: Config): Promise<SuggestProvider | undefined> {
  if (config.search.suggestProvider === 'local') return undefined;
  const remote = await import('./providers/suggest-remote');
  switch (config.search.suggestProvider) {
    case 'google':
      return remote.createGoogleSuggest({});
    case 'duckduckgo':
      return remote.createDuckDuckGoSuggest({});
    case 'searxng':
      return remote.createSearxngSuggest({ baseUrl: config.search.searxngUrl! });
  }
}

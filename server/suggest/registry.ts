// The suggestion source named by the configuration: a remote service, or undefined for the local prefix table.
// Remote modules load only when configured: an offline install never reads them.
import type { Config } from '../config';
import type { SuggestProvider } from './provider';

export async function createRemoteSuggest(config: Config): Promise<SuggestProvider | undefined> {
  if (config.search.suggestProvider === 'local') return undefined;
  const remote = await import('./providers/remote');
  switch (config.search.suggestProvider) {
    case 'google':
      return remote.createGoogleSuggest({});
    case 'duckduckgo':
      return remote.createDuckDuckGoSuggest({});
    case 'searxng':
      return remote.createSearxngSuggest({ baseUrl: config.search.searxngUrl! });
  }
}

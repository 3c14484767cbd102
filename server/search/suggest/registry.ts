// The suggestion source named by the configuration: a remote service, or undefined for the local prefix table.
// Remote modules load only when configured: an offline install never reads them.
import type { Config } from '../../platform/config';
import { wikimediaClientOf } from '../results/wikimedia/plugin';
import type { SuggestProvider } from './provider';

export async function createRemoteSuggest(config: Config): Promise<SuggestProvider | undefined> {
  if (config.search.suggestProvider === 'local') return undefined;
  if (config.search.suggestProvider === 'wikipedia')
    return (await import('./providers/wikipedia')).createWikipediaSuggest({
      apiUrl: config.wikimedia.wikipediaApiUrl,
      client: wikimediaClientOf(config),
    });
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

// The suggestion source named by the configuration: a remote service, or undefined for the local prefix table.
// Remote modules load only when configured: an offline install never reads them.
import type { Config } from '../../platform/config';
import { recordedCall, sourceStatesOf } from '../../platform/health/sourceStates';
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
      return recorded(remote.createGoogleSuggest({}), config);
    case 'duckduckgo':
      return recorded(remote.createDuckDuckGoSuggest({}), config);
    case 'searxng':
      return recorded(remote.createSearxngSuggest({ baseUrl: config.search.searxngUrl! }), config);
  }
}

/** A remote service's calls recorded in the sources' states as `<name>-suggest` (Google's suggestions are not its
 * search API); Wikipedia's are recorded by the Wikimedia client. */
function recorded(provider: SuggestProvider, config: Config): SuggestProvider {
  const states = sourceStatesOf(config);
  const source = `${provider.name}-suggest`;
  return {
    ...provider,
    suggest: (q, options) => recordedCall(states, source, () => provider.suggest(q, options)),
  };
}

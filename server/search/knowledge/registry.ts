// The knowledge source named by the configuration. Remote modules load only when configured.
import type { Config } from '../../platform/config';
import { recordedCall, sourceStatesOf, type SourceStates } from '../../platform/health/sourceStates';
import { wikimediaClientOf } from '../results/wikimedia/plugin';
import { createLocalKnowledgeSource } from './local/source';
import type { KnowledgeSource } from './source';

/** KNOWLEDGE_SOURCE=off: no card at all. */
const noSource: KnowledgeSource = { name: 'off', lookup: async () => null };

export async function createKnowledgeSource(config: Config): Promise<KnowledgeSource> {
  const { knowledge, search } = config;
  switch (knowledge.source) {
    case 'google':
      return recorded(
        (await import('./sources/googleKnowledgeGraph')).createGoogleKnowledgeGraphSource({
          apiKey: knowledge.googleApiKey!,
          baseUrl: knowledge.googleApiUrl,
        }),
        sourceStatesOf(config),
      );
    case 'searxng':
      return recorded(
        (await import('./sources/searxngInfobox')).createSearxngInfoboxSource({
          baseUrl: search.searxngUrl!,
        }),
        sourceStatesOf(config),
      );
    case 'wikipedia':
      return (await import('./sources/wikipedia')).createWikipediaKnowledgeSource({
        apiUrl: config.wikimedia.wikipediaApiUrl,
        client: wikimediaClientOf(config),
        local: createLocalKnowledgeSource(),
      });
    case 'off':
      return noSource;
    case 'local':
      return createLocalKnowledgeSource();
  }
}

/** A remote source's calls recorded in the sources' states (Wikipedia's are, by the Wikimedia client). */
function recorded(source: KnowledgeSource, states: SourceStates): KnowledgeSource {
  return { ...source, lookup: (query) => recordedCall(states, source.name, () => source.lookup(query)) };
}

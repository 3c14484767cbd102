// The knowledge source named by the configuration. Remote modules load only when configured.
import type { Config } from '../config';
import { createLocalKnowledgeSource } from './local/source';
import type { KnowledgeSource } from './source';

/** KNOWLEDGE_SOURCE=off: no card at all. */
const noSource: KnowledgeSource = { name: 'off', lookup: async () => null };

export async function createKnowledgeSource({ knowledge, search }: Config): Promise<KnowledgeSource> {
  switch (knowledge.source) {
    case 'google':
      return (await import('./sources/googleKnowledgeGraph')).createGoogleKnowledgeGraphSource({
        apiKey: knowledge.googleApiKey!,
        baseUrl: knowledge.googleApiUrl,
      });
    case 'searxng':
      return (await import('./sources/searxngInfobox')).createSearxngInfoboxSource({
        baseUrl: search.searxngUrl!,
      });
    case 'off':
      return noSource;
    case 'local':
      return createLocalKnowledgeSource();
  }
}

// The chain of search providers named by the configuration.
// Remote modules load only when configured: an offline install never reads them.
import type { Config, SearchProviderName } from '../../platform/config';
import type { DatabaseHandle } from '../../platform/db/database';
import { sourceStatesOf } from '../../platform/health/sourceStates';
import { metricsOf } from '../../platform/metrics/registry';
import { wikimediaClientOf } from './wikimedia/plugin';
import { blendWithLocal, type KeylessProvider } from './blend';
import { createLocalProvider } from './local/provider';
import { observedChain } from './observed';
import type { SearchProvider } from './provider';
import { recorded } from './recorded';

export async function createSearchProviders(
  config: Config,
  database: DatabaseHandle,
): Promise<SearchProvider[]> {
  const { timeoutMs, searxngUrl, braveApiKey, googleApiKey } = config.search;
  const states = sourceStatesOf(config);
  const local = recorded(createLocalProvider(database), states);
  const names = config.search.providers;
  const chain: SearchProvider[] = [];
  for (const [index, name] of names.entries()) {
    // `local,wikipedia` (the default) blends: Wikipedia joins the local page instead of waiting for it to fail.
    if (name === 'wikipedia' && isLocal(names[index - 1])) {
      const keyless = await createWikipedia(config, timeoutMs);
      chain[chain.length - 1] = blendWithLocal(local, keyless, {
        timeoutMs,
        log: wikimediaClientOf(config).log,
      });
      continue;
    }
    // Wikipedia's calls are recorded by the Wikimedia client; the local index already is.
    chain.push(
      name === 'wikipedia' || isLocal(name)
        ? await createProvider(name)
        : recorded(await createProvider(name), states),
    );
  }
  const metrics = metricsOf(database);
  return metrics ? observedChain(chain, metrics) : chain;

  async function createProvider(name: SearchProviderName): Promise<SearchProvider> {
    switch (name) {
      case 'wikipedia':
        return createWikipedia(config, timeoutMs);
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
  }
}

/** The names the local index answers for. */
function isLocal(name: SearchProviderName | undefined): boolean {
  return name === 'local' || name === 'google-element';
}

async function createWikipedia(config: Config, timeoutMs: number): Promise<KeylessProvider> {
  const client = wikimediaClientOf(config);
  const { wikipediaApiUrl, commonsApiUrl } = config.wikimedia;
  const images = (await import('./providers/commons')).createCommonsProvider({
    apiUrl: commonsApiUrl,
    client,
    timeoutMs,
  });
  return (await import('./providers/wikipedia')).createWikipediaProvider({
    apiUrl: wikipediaApiUrl,
    client,
    timeoutMs,
    images,
  });
}

// One Wikimedia client per app, shared by the search, suggestion and knowledge registries (one etiquette,
// one state per source), and read by the health view.
import fp from 'fastify-plugin';
import type { Config } from '../../../platform/config';
import { createMemoryCache } from '../../../platform/cache/cache';
import { sourceStatesOf } from '../../../platform/health/sourceStates';
import { APP_VERSION } from '../../../platform/version';
import {
  createWikimediaClient,
  wikimediaUserAgent,
  type WikimediaClient,
  type WikimediaOptions,
} from './client';

declare module 'fastify' {
  interface FastifyInstance {
    wikimedia: WikimediaClient;
  }
}

const clients = new WeakMap<Config, WikimediaClient>();

/** The app's client; one of its own (memory cache, no log) for a registry used without the app. */
export function wikimediaClientOf(config: Config, options: Partial<WikimediaOptions> = {}): WikimediaClient {
  let client = clients.get(config);
  if (!client) {
    client = createWikimediaClient({
      userAgent: wikimediaUserAgent(APP_VERSION, config.wikimedia.contact),
      cache: createMemoryCache(),
      cacheTtlMs: config.search.cacheTtlMs,
      states: sourceStatesOf(config),
      ...options,
    });
    clients.set(config, client);
  }
  return client;
}

export const wikimediaPlugin = fp(async (app) => {
  const { config } = app;
  const client = wikimediaClientOf(config, { cache: app.cache, log: app.log.child({ module: 'wikimedia' }) });
  app.decorate('wikimedia', client);
  // Checked once the server listens (never in inject-only tests): an offline machine's first visitor waits for nothing.
  const { wikipediaApiUrl, commonsApiUrl } = config.wikimedia;
  const inChain = config.search.providers.includes('wikipedia');
  const asked =
    inChain || config.knowledge.source === 'wikipedia' || config.search.suggestProvider === 'wikipedia';
  app.addHook('onListen', async () => {
    if (asked) client.probe('wikipedia', wikipediaApiUrl);
    if (inChain) client.probe('commons', commonsApiUrl);
  });
});

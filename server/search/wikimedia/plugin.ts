// One Wikimedia client per app, shared by the search, suggestion and knowledge registries (one etiquette,
// one state per source), and read by the health view.
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createMemoryCache } from '../../cache/cache';
import { APP_VERSION } from '../../version';
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
      ...options,
    });
    clients.set(config, client);
  }
  return client;
}

export const wikimediaPlugin = fp(async (app) => {
  app.decorate(
    'wikimedia',
    wikimediaClientOf(app.config, { cache: app.cache, log: app.log.child({ module: 'wikimedia' }) }),
  );
});

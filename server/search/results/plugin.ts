// Search: the service behind /api/search, the OpenSearch description and the flag images.
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { declareScopeAccess } from '../../platform/http/routeAccess';
import { createSearchProviders } from './registry';
import { searchRoutes } from './routes';
import { createSearchService, type SearchService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    searchService: SearchService;
  }
}

const FLAGS_DIR = join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags');
const WEEK_S = 7 * 24 * 3600;

export const searchPlugin = fp(async (app) => {
  const { config, database, cache } = app;
  const { timeoutMs, cacheTtlMs } = config.search;
  app.decorate(
    'searchService',
    createSearchService({
      providers: await createSearchProviders(config, database),
      cache,
      timeoutMs,
      cacheTtlMs,
      broadcast: app.broadcast,
    }),
  );
  await app.register(searchRoutes);
  // The flags of the country pages: files anyone may fetch.
  await app.register(async (files) => {
    declareScopeAccess(files, 'public');
    await files.register(fastifyStatic, {
      root: FLAGS_DIR,
      prefix: '/flags/',
      decorateReply: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply) => void reply.header('cache-control', `public, max-age=${WEEK_S}`),
    });
  });
});

// Search and suggestions: the services behind /api/search and /api/suggest, and the flag images.
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createQueryPopularity, type QueryPopularity } from '../suggest/popularity';
import { suggestRoutes } from '../suggest/routes';
import { createSuggestService, type SuggestService } from '../suggest/service';
import { openSearchRoutes } from './opensearch';
import { createRemoteSuggest, createSearchProviders } from './registry';
import { searchRoutes } from './routes';
import { createSearchService, type SearchService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    searchService: SearchService;
    suggestService: SuggestService;
    queryPopularity: QueryPopularity;
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
    }),
  );
  app.decorate(
    'suggestService',
    createSuggestService({
      database,
      remote: await createRemoteSuggest(config),
      cache,
      timeoutMs,
      cacheTtlMs,
    }),
  );
  const popularity = createQueryPopularity(database);
  app.decorate('queryPopularity', popularity);
  app.addHook('onClose', () => popularity.stop());

  await app.register(searchRoutes);
  await app.register(suggestRoutes);
  await app.register(openSearchRoutes);
  await app.register(fastifyStatic, {
    root: FLAGS_DIR,
    prefix: '/flags/',
    decorateReply: false,
    wildcard: false,
    cacheControl: false,
    setHeaders: (reply) => void reply.header('cache-control', `public, max-age=${WEEK_S}`),
  });
});

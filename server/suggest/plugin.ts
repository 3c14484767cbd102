// Suggestions: the service behind /api/suggest, and the popular-query counter the searches feed.
import fp from 'fastify-plugin';
import { createQueryPopularity, type QueryPopularity } from './popularity';
import { createRemoteSuggest } from './registry';
import { suggestRoutes } from './routes';
import { createSuggestService, type SuggestService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    suggestService: SuggestService;
    queryPopularity: QueryPopularity;
  }
}

export const suggestPlugin = fp(async (app) => {
  const { config, database, cache } = app;
  app.decorate(
    'suggestService',
    createSuggestService({
      database,
      remote: await createRemoteSuggest(config),
      cache,
      timeoutMs: config.search.timeoutMs,
      cacheTtlMs: config.search.cacheTtlMs,
    }),
  );
  const popularity = createQueryPopularity(database);
  app.decorate('queryPopularity', popularity);
  app.addHook('onClose', () => popularity.stop());
  await app.register(suggestRoutes);
});

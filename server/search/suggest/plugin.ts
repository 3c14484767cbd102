// Suggestions: the service behind /api/suggest, the popular-query counter the searches feed, the popular spellings
// « Essayez avec » offers, the admin's review.
import fp from 'fastify-plugin';
import { suggestAdminRoutes } from './adminRoutes';
import { createQueryPopularity, type QueryPopularity } from './popularity';
import { indexHoldsEveryWord } from '../results/local/vocabulary';
import { createRemoteSuggest } from './registry';
import { createPopularSpelling, type PopularSpelling } from './spelling';
import { suggestRoutes } from './routes';
import { createSuggestService, type SuggestService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    suggestService: SuggestService;
    queryPopularity: QueryPopularity;
    popularSpelling: PopularSpelling;
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
  const popularity = createQueryPopularity(database, {
    secret: config.sessionSecret,
    minVisitors: config.search.suggestMinVisitors,
  });
  app.decorate('queryPopularity', popularity);
  app.decorate(
    'popularSpelling',
    createPopularSpelling(database, { knowsEveryWord: (typed) => indexHoldsEveryWord(database, typed) }),
  );
  app.addHook('onClose', () => popularity.stop());
  await app.register(suggestRoutes);
  await app.register(suggestAdminRoutes);
});

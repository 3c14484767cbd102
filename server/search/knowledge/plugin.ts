// The knowledge card: the configured source behind GET /api/knowledge, cached like the search.
import fp from 'fastify-plugin';
import { createKnowledgeSource } from './registry';
import { knowledgeRoutes } from './routes';
import { createKnowledgeService, type KnowledgeService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    knowledgeService: KnowledgeService;
  }
}

export const knowledgePlugin = fp(async (app) => {
  const { config, database, cache } = app;
  const source = await createKnowledgeSource(config);
  // Once the server listens (never in inject-only tests), so the first visitor's card does not wait for it.
  if (source.warm)
    app.addHook('onListen', async () => {
      setImmediate(() => source.warm?.());
    });
  app.decorate(
    'knowledgeService',
    createKnowledgeService({
      source,
      database,
      cache,
      timeoutMs: config.search.timeoutMs,
      cacheTtlMs: config.search.cacheTtlMs,
      log: app.log,
    }),
  );
  await app.register(knowledgeRoutes);
});

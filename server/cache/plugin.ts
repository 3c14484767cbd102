// The shared cache: Redis when REDIS_URL is set, else memory; closed with the app.
import fp from 'fastify-plugin';
import { createMemoryCache, createRedisCache, type Cache } from './cache';

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
  }
}

export const cachePlugin = fp(async (app) => {
  const cache = app.config.redisUrl ? createRedisCache(app.config.redisUrl) : createMemoryCache();
  app.decorate('cache', cache);
  app.addHook('onClose', () => cache.close());
});

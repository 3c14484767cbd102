// The shared cache: Redis when REDIS_URL is set, else memory; closed with the app.
import fp from 'fastify-plugin';
import { createMemoryCache, createRedisCache, REDIS_READY_WITHIN_MS, type Cache } from './cache';

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
  }
}

export const cachePlugin = fp(async (app) => {
  const cache = app.config.redisUrl
    ? createRedisCache(app.config.redisUrl, app.config.redisKeyPrefix, app.log)
    : createMemoryCache();
  app.decorate('cache', cache);
  // A write made before Redis answers would be lost: the app starts once it does, or a moment later without it.
  app.addHook('onReady', () => cache.ready(REDIS_READY_WITHIN_MS));
  app.addHook('onClose', () => cache.close());
});

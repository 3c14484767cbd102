// The shared cache: Redis when REDIS_URL is set, else memory; closed with the app. /metrics says whether Redis
// answers (redis_up), and how many processes the broadcast hears (what the limits are shared by while Redis is lost).
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
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
  if (cache.kind === 'redis') {
    const registers = [app.metrics.registry];
    new Gauge({
      name: 'redis_up',
      help: 'Redis répond (1) ou non (0) : sans lui, chaque processus limite sur sa part et diffuse par PostgreSQL',
      registers,
      collect() {
        this.set(cache.reachable() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'processes_alive',
      help: 'Processus entendus sur la diffusion ces dernières secondes, celui-ci compris',
      registers,
      collect() {
        this.set(app.broadcast.processes());
      },
    });
  }
  // A write made before Redis answers would be lost: the app starts once it does, or a moment later without it.
  app.addHook('onReady', () => cache.ready(REDIS_READY_WITHIN_MS));
  app.addHook('onClose', () => cache.close());
});

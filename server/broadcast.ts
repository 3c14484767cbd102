// The broadcast of cached changes (app.broadcast), and the caches of partners, sessions and settings wired to it: the
// jails and the search service take it where they are built. On PostgreSQL, LISTEN/NOTIFY carries it while Redis is
// lost.
import fp from 'fastify-plugin';
import { partnerCacheOf } from './programme/partners/partnerCache';
import { sessionCacheOf } from './platform/session/sessionCache';
import { shareSiteSlots } from './programme/settings/service';
import { memoryBroadcast, redisBroadcast, type Broadcast } from './platform/cache/broadcast';
import { REDIS_READY_WITHIN_MS } from './platform/cache/cache';
import { pgChannel } from './platform/cache/pgChannel';
import { poolOf } from './platform/db/database';

declare module 'fastify' {
  interface FastifyInstance {
    broadcast: Broadcast;
  }
}

export const broadcastPlugin = fp(async (app) => {
  const { redisUrl, redisKeyPrefix } = app.config;
  const pool = poolOf(app.database.db);
  const broadcast = redisUrl
    ? redisBroadcast(redisUrl, redisKeyPrefix, app.log, pool && pgChannel(pool, redisKeyPrefix))
    : memoryBroadcast(app.log);
  app.decorate('broadcast', broadcast);
  partnerCacheOf(app.database).shareThrough(broadcast);
  sessionCacheOf(app.database).shareThrough(broadcast);
  shareSiteSlots(app.database, broadcast);
  app.addHook('onReady', () => broadcast.ready(REDIS_READY_WITHIN_MS));
  app.addHook('onClose', () => broadcast.close());
});

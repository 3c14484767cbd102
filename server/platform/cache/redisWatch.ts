// A Redis connection's outages, said once each: one log line when it is lost (or never came up at start),
// one when it is back – never one per request, whose commands fail open meanwhile.
import type { Redis } from 'ioredis';

/** The part of a pino/Fastify logger the watch uses. */
export type OutageLog = {
  error: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
};

export type RedisWatch = {
  /** True while the connection takes commands. */
  readonly reachable: boolean;
  /** A start that waited for Redis in vain counts as an outage from now on. */
  startTimedOut: () => void;
  /** The connection is being closed on purpose: its end is no outage. */
  closing: () => void;
};

export function watchRedis(redis: Redis, what: string, log?: OutageLog): RedisWatch {
  // `starting` until the first connection: the start's wait reports a Redis that never came up.
  let state: 'starting' | 'up' | 'down' = 'starting';
  let closing = false;
  let downSince = 0;
  let lastError: string | undefined;

  const lost = () => {
    if (state === 'down' || closing) return;
    state = 'down';
    downSince = Date.now();
    log?.error(
      { redis: what, error: lastError },
      `Redis injoignable (${what}) : le service continue sans lui, chaque processus avec son cache et ses compteurs ; /api/health dit degraded jusqu’à son retour`,
    );
  };
  redis.on('error', (error: Error) => {
    lastError = error.message;
    if (state === 'up') lost();
  });
  redis.on('close', () => {
    if (state === 'up') lost();
  });
  redis.on('ready', () => {
    const was = state;
    state = 'up';
    if (was !== 'down' || closing) return;
    log?.info(
      { redis: what, outageSeconds: Math.round((Date.now() - downSince) / 1000) },
      `Redis de nouveau joignable (${what})`,
    );
  });

  return {
    get reachable() {
      return redis.status === 'ready';
    },
    startTimedOut: () => {
      if (state === 'starting' && redis.status !== 'ready') lost();
    },
    closing: () => {
      closing = true;
    },
  };
}

// Changes that every process caches (bans, partners, settings, search pages), told to all of them: through
// a Redis channel when REDIS_URL is set, else to this process's own handlers. A publication is applied here
// at once; the other processes hear it over the channel within milliseconds.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisReady } from './cache';
import type { OutageLog } from './redisWatch';

/**
 * Hears a topic's publications. `payload` is undefined when messages may have been missed (the channel was
 * lost for a while): the handler then forgets everything it caches for that topic.
 */
export type BroadcastHandler = (payload: string | undefined) => void;

export type Broadcast = {
  readonly kind: 'memory' | 'redis';
  /** Applies the change here at once, then tells the other processes. */
  publish: (topic: string, payload: string) => void;
  subscribe: (topic: string, handler: BroadcastHandler) => void;
  /** Resolves once the channel listens, or after `withinMs` (memory: at once). */
  ready: (withinMs: number) => Promise<void>;
  close: () => Promise<void>;
};

type Handlers = Map<string, BroadcastHandler[]>;

function deliver(handlers: Handlers, topic: string, payload: string | undefined, log?: OutageLog) {
  for (const handler of handlers.get(topic) ?? []) {
    try {
      handler(payload);
    } catch (error) {
      log?.error({ err: error, topic }, 'diffusion : un abonné a échoué');
    }
  }
}

function subscribeTo(handlers: Handlers) {
  return (topic: string, handler: BroadcastHandler) => {
    handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
  };
}

export function memoryBroadcast(log?: OutageLog): Broadcast {
  const handlers: Handlers = new Map();
  return {
    kind: 'memory',
    publish: (topic, payload) => deliver(handlers, topic, payload, log),
    subscribe: subscribeTo(handlers),
    ready: async () => {},
    close: async () => {},
  };
}

/** The channel carries `{from, topic, payload}`; a process skips its own messages (it applied them already). */
export function redisBroadcast(url: string, prefix: string, log?: OutageLog): Broadcast {
  const channel = `${prefix}broadcast`;
  const self = randomBytes(8).toString('hex');
  const handlers: Handlers = new Map();
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  publisher.on('error', () => {}); // The cache's watch already says when Redis is lost.
  // A connection in subscriber mode takes no other command: the listening side has its own.
  const listener = publisher.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  listener.on('error', () => {}); // Said once by the cache's own watch, never per attempt.
  let listened = false;

  listener.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: { from?: string; topic?: string; payload?: string };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    if (message.from === self || typeof message.topic !== 'string') return;
    deliver(handlers, message.topic, typeof message.payload === 'string' ? message.payload : undefined, log);
  });
  // ioredis subscribes again by itself after a reconnection; what was published meanwhile is lost, so every
  // topic forgets what it caches.
  listener.on('ready', () => {
    if (listened) for (const topic of handlers.keys()) deliver(handlers, topic, undefined, log);
    listened = true;
  });
  const subscribed = listener.subscribe(channel).then(
    () => {},
    () => {},
  );

  return {
    kind: 'redis',
    publish(topic, payload) {
      deliver(handlers, topic, payload, log);
      const text = JSON.stringify({ from: self, topic, payload });
      // Redis unreachable: the others fall back on their periodic reads (and forget all when it returns).
      void publisher.publish(channel, text).catch(() => {});
    },
    subscribe: subscribeTo(handlers),
    async ready(withinMs) {
      const late = new Promise<void>((resolve) => setTimeout(resolve, withinMs).unref());
      await Promise.all([redisReady(publisher, withinMs), Promise.race([subscribed, late])]);
    },
    async close() {
      // A connection that is not up would keep QUIT queued for ever: it is dropped.
      await Promise.all(
        [publisher, listener].map((redis) =>
          redis.status === 'ready' ? redis.quit().catch(() => redis.disconnect()) : redis.disconnect(),
        ),
      );
    },
  };
}

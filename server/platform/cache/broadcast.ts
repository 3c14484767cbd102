// Changes that every process caches (bans, partners, settings, search pages), told to all of them: through
// a Redis channel when REDIS_URL is set, else to this process's own handlers. A publication is applied here
// at once; the other processes hear it over the channel within milliseconds. On PostgreSQL, a message Redis
// could not carry to every process goes over LISTEN/NOTIFY too (pgChannel.ts), so a Redis outage delays nothing.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisReady, redisRetry } from './cache';
import { NOTIFY_MAX_BYTES, type FallbackChannel } from './pgChannel';
import { presenceOn, type Presence } from './presence';
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
  /** True while this process hears the other processes (Redis's channel or the fallback listens). */
  hearing: () => boolean;
  /** The processes alive now, this one included, as their heartbeats say (presence.ts); memory: 1. */
  processes: () => number;
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
    hearing: () => true,
    processes: () => 1,
    ready: async () => {},
    close: async () => {},
  };
}

/** The channel carries `{from, topic, payload}`; a process skips its own messages (it applied them already).
 * `fallback` carries what Redis did not take, or took for fewer processes than are alive. */
export function redisBroadcast(
  url: string,
  prefix: string,
  log?: OutageLog,
  fallback?: FallbackChannel,
): Broadcast {
  const channel = `${prefix}broadcast`;
  const self = randomBytes(8).toString('hex');
  const handlers: Handlers = new Map();
  const publisher = new Redis(url, { ...redisRetry, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  publisher.on('error', () => {}); // The cache's watch already says when Redis is lost.
  // A connection in subscriber mode takes no other command: the listening side has its own.
  const listener = publisher.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  listener.on('error', () => {}); // Said once by the cache's own watch, never per attempt.
  let listened = false;

  const hear = (text: string) => {
    let message: { from?: string; topic?: string; payload?: string };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    if (message.from === self || typeof message.topic !== 'string') return;
    deliver(handlers, message.topic, typeof message.payload === 'string' ? message.payload : undefined, log);
  };
  // What was published while a way was deaf is lost: every topic forgets what it caches.
  const forgetAll = () => {
    for (const topic of handlers.keys()) deliver(handlers, topic, undefined, log);
  };
  listener.on('message', (from: string, text: string) => from === channel && hear(text));
  // ioredis subscribes again by itself after a reconnection.
  listener.on('ready', () => {
    if (listened) forgetAll();
    listened = true;
  });
  fallback?.listen(hear, forgetAll);
  const hearing = () => listener.status === 'ready' || (fallback?.hearing() ?? false);
  // Heartbeats through publish below (defined once the broadcast is).
  const presence: Presence = presenceOn({
    publish: (topic, payload) => broadcast.publish(topic, payload),
    subscribe: subscribeTo(handlers),
    hearing,
  });
  const subscribed = listener.subscribe(channel).then(
    () => {},
    () => {},
  );

  const broadcast: Broadcast = {
    kind: 'redis',
    publish(topic, payload) {
      deliver(handlers, topic, payload, log);
      const text = JSON.stringify({ from: self, topic, payload });
      // Without a fallback, the others rely on their periodic reads (and forget all when Redis returns).
      const alsoFallback = () => fallback?.send(sendable(text, topic));
      // Redis counts the connections it handed the message to: fewer than the processes alive, some did not hear.
      void publisher
        .publish(channel, text)
        .then((heard) => heard < presence.processes() && alsoFallback(), alsoFallback);
    },
    subscribe: subscribeTo(handlers),
    hearing,
    processes: presence.processes,
    async ready(withinMs) {
      const late = new Promise<void>((resolve) => setTimeout(resolve, withinMs).unref());
      await Promise.all([redisReady(publisher, withinMs), Promise.race([subscribed, late])]);
    },
    async close() {
      presence.stop();
      await fallback?.close();
      // A connection that is not up would keep QUIT queued for ever: it is dropped.
      await Promise.all(
        [publisher, listener].map((redis) =>
          redis.status === 'ready' ? redis.quit().catch(() => redis.disconnect()) : redis.disconnect(),
        ),
      );
    },
  };
  return broadcast;
}

/** A message NOTIFY cannot carry goes without its payload: those who hear it forget the whole topic. */
function sendable(text: string, topic: string): string {
  if (Buffer.byteLength(text) <= NOTIFY_MAX_BYTES) return text;
  const { from } = JSON.parse(text) as { from: string };
  return JSON.stringify({ from, topic });
}

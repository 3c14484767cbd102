// How many processes serve together: each says it is alive on the broadcast every PRESENCE_EVERY_MS, and the
// processes heard within PRESENCE_TTL_MS are counted. While this process hears no channel at all (Redis lost
// without PostgreSQL), the last count heard stands: the limits share themselves out by it (redisCounter.ts).
import { randomBytes } from 'node:crypto';

export const PRESENCE_EVERY_MS = 1_000;
/** A process not heard for this long has stopped (three heartbeats missed, the last one late). */
export const PRESENCE_TTL_MS = 3_500;
export const PRESENCE_TOPIC = 'presence';

type Channel = {
  publish: (topic: string, payload: string) => void;
  subscribe: (topic: string, handler: (payload: string | undefined) => void) => void;
  hearing: () => boolean;
};

export type Presence = {
  /** The processes alive now, this one included (at least 1). */
  processes: () => number;
  stop: () => void;
};

export function presenceOn(channel: Channel, now: () => number = Date.now): Presence {
  const self = randomBytes(8).toString('hex');
  const heard = new Map<string, number>();
  let lastCount = 1;
  channel.subscribe(PRESENCE_TOPIC, (payload) => {
    if (payload !== undefined) heard.set(payload, now());
  });
  const beat = () => channel.publish(PRESENCE_TOPIC, self);
  // The first at once, though after the caller's own set-up (it publishes through what is being built).
  queueMicrotask(beat);
  const timer = setInterval(beat, PRESENCE_EVERY_MS);
  timer.unref();
  return {
    processes() {
      if (!channel.hearing()) return lastCount;
      const since = now() - PRESENCE_TTL_MS;
      for (const [id, at] of heard) if (at < since) heard.delete(id);
      lastCount = Math.max(1, heard.size);
      return lastCount;
    },
    stop: () => clearInterval(timer),
  };
}

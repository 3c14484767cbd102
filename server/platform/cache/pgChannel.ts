// The broadcast's second way between processes on PostgreSQL: LISTEN/NOTIFY on a channel named after the
// install's key prefix. Each process listens on a connection of its own; it is used to send while Redis is lost.
import { createHash } from 'node:crypto';
import pg from 'pg';

/** A lost listening connection is opened again after this wait. */
const RELISTEN_MS = 500;
/** NOTIFY refuses payloads of 8000 bytes or more: a longer message goes without its payload (forget all). */
export const NOTIFY_MAX_BYTES = 7_900;

export type FallbackChannel = {
  /** Sends to every listening process (this one included: callers skip their own messages). */
  send: (text: string) => void;
  /** `regained` is called when listening resumes after a loss: messages may have been missed meanwhile. */
  listen: (handler: (text: string) => void, regained: () => void) => void;
  /** True while this process listens. */
  hearing: () => boolean;
  close: () => Promise<void>;
};

/** The channel's name: a quoted identifier under PostgreSQL's 63 bytes, whatever the prefix holds. */
export function pgChannelName(prefix: string): string {
  return `portail_${createHash('sha256').update(prefix).digest('hex').slice(0, 24)}`;
}

export function pgChannel(pool: pg.Pool, prefix: string): FallbackChannel {
  const name = pgChannelName(prefix);
  let client: pg.Client | null = null;
  let hearing = false;
  let closed = false;
  let lostOnce = false;
  let retry: NodeJS.Timeout | null = null;
  let handler: (text: string) => void = () => {};
  let regained: () => void = () => {};

  const again = () => {
    hearing = false;
    if (closed || retry) return;
    lostOnce = true;
    retry = setTimeout(() => {
      retry = null;
      void open();
    }, RELISTEN_MS);
    retry.unref();
  };

  async function open() {
    const listener = new pg.Client(pool.options);
    client = listener;
    listener.on('error', () => {}); // Its 'end' follows: the connection is opened again.
    listener.on('end', () => client === listener && again());
    listener.on('notification', (note) => {
      if (note.channel === name && note.payload !== undefined) handler(note.payload);
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN "${name}"`);
    } catch {
      await listener.end().catch(() => {});
      if (client === listener) again();
      return;
    }
    if (closed) return void (await listener.end().catch(() => {}));
    hearing = true;
    if (lostOnce) regained();
  }

  return {
    send(text) {
      void pool.query('select pg_notify($1, $2)', [name, text]).catch(() => {});
    },
    listen(onText, onRegained) {
      handler = onText;
      regained = onRegained;
      void open();
    },
    hearing: () => hearing,
    async close() {
      closed = true;
      hearing = false;
      if (retry) clearTimeout(retry);
      const listener = client;
      client = null;
      await listener?.end().catch(() => {});
    },
  };
}

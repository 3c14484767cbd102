// The browser's events (page views, filled ad slots), batched and sent when the page is hidden or a few
// seconds after the first one – the pure queue, with its sender and timers given.
import type { SiteEvent } from '../../common/events';

export type EventQueueOptions = {
  /** Sends one batch; answers false when the browser refused to queue it. */
  send: (events: SiteEvent[]) => boolean;
  maxBatch: number;
  flushDelayMs: number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
};

export function createEventQueue({ send, maxBatch, flushDelayMs, setTimer, clearTimer }: EventQueueOptions) {
  let pending: SiteEvent[] = [];
  let timer: unknown = null;

  function flush() {
    if (timer !== null) clearTimer(timer);
    timer = null;
    while (pending.length > 0) {
      const batch = pending.slice(0, maxBatch);
      if (!send(batch)) return; // kept for the next flush
      pending = pending.slice(batch.length);
    }
  }

  return {
    add(event: SiteEvent) {
      pending.push(event);
      // A long visit still reports: the first event of a batch starts the clock.
      if (timer === null) timer = setTimer(flush, flushDelayMs);
    },
    flush,
    get size() {
      return pending.length;
    },
  };
}

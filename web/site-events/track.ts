// The page's one event queue: sendBeacon on page hide (text/plain, read as JSON by POST /events), else fetch.
import { EVENT_BATCH_DELAY_MS, MAX_EVENTS_PER_REQUEST } from '../../common/constants';
import type { SiteEvent } from '../../common/events';
import { createEventQueue } from './eventQueue';

function send(events: SiteEvent[]): boolean {
  const body = JSON.stringify({ events });
  if (navigator.sendBeacon?.(`/events`, new Blob([body], { type: 'text/plain' }))) return true;
  // No beacon (or refused): a keepalive fetch outlives the page too.
  void fetch('/events', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body,
  }).catch(() => {});
  return true;
}

const queue = createEventQueue({
  send,
  maxBatch: MAX_EVENTS_PER_REQUEST,
  // Long enough to gather a page's events, short enough that a closed tab loses nothing.
  flushDelayMs: EVENT_BATCH_DELAY_MS,
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
});

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && queue.flush());
  window.addEventListener('pagehide', () => queue.flush());
}

export const trackPageView = (path: string) => queue.add({ type: 'page_view', path });
export const trackAdFilled = (slot: string, path: string) => queue.add({ type: 'ad_filled', slot, path });

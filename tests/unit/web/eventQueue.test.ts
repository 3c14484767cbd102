// The browser's events client: the pure queue's edges, and its browser binding (beacon, fetch fallback, hide).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_BATCH_DELAY_MS, MAX_EVENTS_PER_REQUEST } from '../../../common/constants';
import { eventsBodySchema, type SiteEvent } from '../../../common/events';
import { createEventQueue } from '../../../web/site-events/eventQueue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('event queue (pure)', () => {
  /** A queue whose sender the browser may refuse (`accept`), with the product's batch size unless told. */
  function queue(accept = () => true, maxBatch: number = MAX_EVENTS_PER_REQUEST) {
    const sent: SiteEvent[][] = [];
    const q = createEventQueue({
      send: (events) => (accept() ? (sent.push(events), true) : false),
      maxBatch,
      flushDelayMs: EVENT_BATCH_DELAY_MS,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    });
    return { q, sent };
  }

  it('sends nothing when nothing is queued', () => {
    const { q, sent } = queue();
    q.flush();
    vi.runAllTimers();
    expect(sent).toEqual([]);
  });

  it('a flush on hide cancels the timer, and the next event starts a new one', () => {
    const { q, sent } = queue();
    q.add({ type: 'page_view', path: '/' });
    q.flush();
    vi.runAllTimers();
    expect(sent).toHaveLength(1);
    q.add({ type: 'page_view', path: '/search' });
    vi.runAllTimers();
    expect(sent).toEqual([[{ type: 'page_view', path: '/' }], [{ type: 'page_view', path: '/search' }]]);
  });

  it('sends in batches of at most the maximum when the page hides', () => {
    const { q, sent } = queue(() => true, 2);
    for (const path of ['/a', '/b', '/c']) q.add({ type: 'page_view', path });
    q.flush();
    expect(sent.map((b) => b.length)).toEqual([2, 1]);
    expect(q.size).toBe(0);
  });

  it('sends on its own a few seconds after the first event', () => {
    const { q, sent } = queue();
    q.add({ type: 'ad_filled', slot: 'home', path: '/' });
    vi.advanceTimersByTime(EVENT_BATCH_DELAY_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[{ type: 'ad_filled', slot: 'home', path: '/' }]]);
  });

  it('keeps what the browser refused for the next flush', () => {
    let accept = false;
    const { q, sent } = queue(() => accept);
    q.add({ type: 'page_view', path: '/' });
    q.flush();
    expect(q.size).toBe(1);
    accept = true;
    q.flush();
    expect(sent).toHaveLength(1);
  });
});

type Listener = () => void;

/** A browser as far as the binding sees it: listeners, timers, the beacon and fetch. */
async function browser({ beacon }: { beacon?: boolean } = { beacon: true }) {
  const listeners: Record<string, Listener[]> = {};
  const on = (type: string, listener: Listener) => (listeners[type] ??= []).push(listener);
  const doc = { visibilityState: 'visible', addEventListener: on };
  const sendBeacon = vi.fn((_url: string, _body: Blob) => beacon === true);
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null)));
  vi.stubGlobal('document', doc);
  vi.stubGlobal('window', {
    addEventListener: on,
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
  });
  vi.stubGlobal('navigator', beacon === undefined ? {} : { sendBeacon });
  vi.stubGlobal('fetch', fetchMock);
  vi.resetModules();
  const track = await import('../../../web/site-events/track');
  const fire = (type: string) => (listeners[type] ?? []).forEach((listener) => listener());
  const hide = () => {
    doc.visibilityState = 'hidden';
    fire('visibilitychange');
  };
  /** What reached the server, batch by batch, whichever way it went. */
  const batches = async () => {
    const beacons = await Promise.all(sendBeacon.mock.calls.map(([, body]) => body.text()));
    const fetches = fetchMock.mock.calls.map(([, init]) => String(init.body));
    return [...beacons, ...fetches].map((text) => eventsBodySchema.parse(JSON.parse(text)).events);
  };
  return { track, fire, hide, doc, sendBeacon, fetchMock, batches };
}

describe('events client in the browser', () => {
  it('sends the page’s events in one text/plain beacon to /events when the page is hidden', async () => {
    const b = await browser();
    b.track.trackPageView('/');
    b.track.trackAdFilled('home', '/');
    expect(b.sendBeacon).not.toHaveBeenCalled();
    b.hide();
    expect(b.sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = b.sendBeacon.mock.calls[0]!;
    expect(url).toBe('/events');
    expect(body.type).toBe('text/plain');
    expect(await b.batches()).toEqual([
      [
        { type: 'page_view', path: '/' },
        { type: 'ad_filled', slot: 'home', path: '/' },
      ],
    ]);
    expect(b.fetchMock).not.toHaveBeenCalled();
  });

  it('a page coming back into view sends nothing; pagehide sends', async () => {
    const b = await browser();
    b.track.trackPageView('/privacy');
    b.fire('visibilitychange');
    expect(b.sendBeacon).not.toHaveBeenCalled();
    b.fire('pagehide');
    expect(await b.batches()).toEqual([[{ type: 'page_view', path: '/privacy' }]]);
  });

  it('a long visit still reports: the batch leaves on its own a few seconds after the first event', async () => {
    const b = await browser();
    b.track.trackPageView('/');
    vi.advanceTimersByTime(1000);
    b.track.trackPageView('/search');
    expect(b.sendBeacon).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(await b.batches()).toEqual([
      [
        { type: 'page_view', path: '/' },
        { type: 'page_view', path: '/search' },
      ],
    ]);
    b.hide();
    expect(b.sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('never puts more than the server accepts in one request', async () => {
    const b = await browser();
    const total = MAX_EVENTS_PER_REQUEST * 2 + 3;
    for (let i = 0; i < total; i++) b.track.trackPageView(`/page-${i}`);
    b.hide();
    const sizes = (await b.batches()).map((batch) => batch.length);
    expect(sizes).toEqual([MAX_EVENTS_PER_REQUEST, MAX_EVENTS_PER_REQUEST, 3]);
  });

  it('falls back to a keepalive JSON fetch when the browser refuses the beacon', async () => {
    const b = await browser({ beacon: false });
    b.track.trackAdFilled('cse_search', '/search');
    b.hide();
    expect(b.sendBeacon).toHaveBeenCalledTimes(1);
    expect(b.fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = b.fetchMock.mock.calls[0]!;
    expect(url).toBe('/events');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(String(init.body))).toEqual({
      events: [{ type: 'ad_filled', slot: 'cse_search', path: '/search' }],
    });
  });

  it('uses fetch where the browser has no beacon at all', async () => {
    const b = await browser({ beacon: undefined });
    b.track.trackPageView('/');
    b.fire('pagehide');
    expect(await b.batches()).toEqual([[{ type: 'page_view', path: '/' }]]);
    expect(b.fetchMock).toHaveBeenCalledTimes(1);
  });
});

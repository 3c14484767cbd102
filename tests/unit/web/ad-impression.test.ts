import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImpressionTracker } from '../../../web/ad-slot/impression';
import { createEventQueue } from '../../../web/site-events/eventQueue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function tracker(filled = true) {
  const calls = { impressions: 0, unfilled: 0 };
  const t = createImpressionTracker({
    isFilled: () => filled,
    onImpression: () => void calls.impressions++,
    onUnfilled: () => void calls.unfilled++,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
  return { t, calls };
}

describe('ad impression (50 % visible for 1 s)', () => {
  it('counts once after a full second at half visibility', () => {
    const { t, calls } = tracker();
    t.visibility(0.5);
    vi.advanceTimersByTime(999);
    expect(calls.impressions).toBe(0);
    vi.advanceTimersByTime(1);
    expect(calls.impressions).toBe(1);
    t.visibility(0.1);
    t.visibility(1);
    vi.advanceTimersByTime(5000);
    expect(calls.impressions).toBe(1);
  });

  it('does not count 0.9 s then hidden, and starts again from zero', () => {
    const { t, calls } = tracker();
    t.visibility(0.8);
    vi.advanceTimersByTime(900);
    t.visibility(0.49);
    vi.advanceTimersByTime(2000);
    expect(calls.impressions).toBe(0);
    t.visibility(0.6);
    vi.advanceTimersByTime(999);
    expect(calls.impressions).toBe(0);
    vi.advanceTimersByTime(1);
    expect(calls.impressions).toBe(1);
  });

  it('an ad left unfilled at 2 s collapses and never counts', () => {
    const { t, calls } = tracker(false);
    t.visibility(1);
    vi.advanceTimersByTime(3000);
    expect(calls).toEqual({ impressions: 0, unfilled: 1 });
  });
});

describe('event queue', () => {
  function queue(accept = () => true) {
    const sent: unknown[][] = [];
    const q = createEventQueue({
      send: (events) => (accept() ? (sent.push(events), true) : false),
      maxBatch: 2,
      flushDelayMs: 5000,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    });
    return { q, sent };
  }

  it('sends in batches of at most the maximum when the page hides', () => {
    const { q, sent } = queue();
    for (const path of ['/a', '/b', '/c']) q.add({ type: 'page_view', path });
    q.flush();
    expect(sent.map((b) => b.length)).toEqual([2, 1]);
    expect(q.size).toBe(0);
  });

  it('sends on its own a few seconds after the first event', () => {
    const { q, sent } = queue();
    q.add({ type: 'ad_filled', slot: 'home', path: '/' });
    vi.advanceTimersByTime(4999);
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

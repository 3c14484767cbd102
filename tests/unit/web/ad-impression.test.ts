import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImpressionTracker } from '../../../web/ad-slot/impression';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** `filled` may be a question, for an ad the network fills late. */
function tracker(filled: boolean | (() => boolean) = true) {
  const calls = { impressions: 0, unfilled: 0 };
  const t = createImpressionTracker({
    isFilled: typeof filled === 'function' ? filled : () => filled,
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

  it('an ad filled after its visible second (but before the check) counts at the check, once', () => {
    let filled = false;
    const { t, calls } = tracker(() => filled);
    t.visibility(1);
    vi.advanceTimersByTime(1500);
    filled = true;
    expect(calls.impressions).toBe(0);
    vi.advanceTimersByTime(500);
    expect(calls).toEqual({ impressions: 1, unfilled: 0 });
    t.visibility(0);
    t.visibility(1);
    vi.advanceTimersByTime(5000);
    expect(calls.impressions).toBe(1);
  });

  it('scrolled away before the fill, it waits for a new full second in view', () => {
    let filled = false;
    const { t, calls } = tracker(() => filled);
    t.visibility(1);
    vi.advanceTimersByTime(1200);
    t.visibility(0.2);
    filled = true;
    vi.advanceTimersByTime(800);
    expect(calls.impressions).toBe(0);
    t.visibility(0.7);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual({ impressions: 1, unfilled: 0 });
  });

  it('a slot seen only from 1.5 s is not counted when it turns out unfilled at 2 s', () => {
    const { t, calls } = tracker(false);
    vi.advanceTimersByTime(1500);
    t.visibility(0.9);
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual({ impressions: 0, unfilled: 1 });
  });

  it('a filled slot first seen after the check counts a second later', () => {
    const { t, calls } = tracker();
    vi.advanceTimersByTime(3000);
    t.visibility(0.5);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual({ impressions: 1, unfilled: 0 });
  });

  it('a slot leaving the page (stop) counts nothing and checks nothing', () => {
    const { t, calls } = tracker(false);
    t.visibility(1);
    vi.advanceTimersByTime(500);
    t.stop();
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual({ impressions: 0, unfilled: 0 });
  });
});

// The rule of a source's state, from its last calls: unreachable, slow or up; a source never called is not listed.
import { describe, expect, it } from 'vitest';
import { createSourceStates, KEPT_CALLS } from '../../../server/platform/health/sourceStates';

const SLOW_MS = 1000;

function statesAt(start = Date.parse('2026-11-28T10:00:00Z')) {
  let now = start;
  const states = createSourceStates({ slowMs: SLOW_MS, now: () => now });
  return {
    states,
    later: (ms: number) => void (now += ms),
    stateOf: (name: string) => states.report()[name]?.state,
  };
}

describe('a source’s state', () => {
  it('is not listed before its first call', () => {
    expect(statesAt().states.report()).toEqual({});
  });

  it('is unreachable when its only call failed, or its last two did', () => {
    const { states, stateOf } = statesAt();
    states.record('wikipedia', { ok: false, ms: 3, reason: 'network' });
    expect(stateOf('wikipedia')).toBe('unreachable');
    states.record('wikipedia', { ok: true, ms: 80 });
    states.record('wikipedia', { ok: false, ms: 90, reason: 'http' });
    // One failure among answers is a blip.
    expect(stateOf('wikipedia')).toBe('up');
    states.record('wikipedia', { ok: false, ms: 90, reason: 'http' });
    expect(states.report().wikipedia).toMatchObject({
      state: 'unreachable',
      reason: 'http',
      calls: 4,
      failures: 3,
    });
  });

  it('is unreachable while a failure leaves it alone, and says until when', () => {
    const { states, stateOf, later } = statesAt();
    states.record('wikipedia', { ok: true, ms: 80 });
    states.record('wikipedia', { ok: false, ms: 40, reason: 'throttled', retryAt: Date.now() + 10 ** 12 });
    expect(states.report().wikipedia).toMatchObject({ state: 'unreachable', reason: 'throttled' });
    expect(states.report().wikipedia!.retryAt).toMatch(/^\d{4}-/);
    states.record('commons', { ok: true, ms: 80 });
    states.record('commons', {
      ok: false,
      ms: 2,
      reason: 'network',
      retryAt: Date.parse('2026-11-28T10:01:00Z'),
    });
    expect(stateOf('commons')).toBe('unreachable');
    // Its time passed and nothing called it since: a blip after an answer.
    later(120_000);
    expect(stateOf('commons')).toBe('up');
  });

  it('is slow when the median of its last calls is past the threshold, or its last call timed out', () => {
    const { states, stateOf } = statesAt();
    for (const ms of [100, 1200, 1300]) states.record('searxng', { ok: true, ms });
    expect(stateOf('searxng')).toBe('slow');
    for (const ms of [100, 100, 100]) states.record('searxng', { ok: true, ms });
    expect(stateOf('searxng')).toBe('up');
    states.record('searxng', { ok: false, ms: 2000, reason: 'timeout' });
    expect(stateOf('searxng')).toBe('slow');
  });

  it('reads only the last calls: a source that answers again is soon up', () => {
    const { states, stateOf } = statesAt();
    for (let i = 0; i < KEPT_CALLS; i++) states.record('brave', { ok: false, ms: 5, reason: 'network' });
    states.record('brave', { ok: true, ms: 120 });
    expect(stateOf('brave')).toBe('up');
    expect(states.report().brave).toMatchObject({ calls: KEPT_CALLS, failures: KEPT_CALLS - 1 });
  });

  it('grows its version when a state changes, not at every call', () => {
    const { states } = statesAt();
    states.record('local', { ok: true, ms: 5 });
    const first = states.version();
    states.record('local', { ok: true, ms: 6 });
    expect(states.version()).toBe(first);
    states.record('local', { ok: false, ms: 6 });
    states.record('local', { ok: false, ms: 6 });
    expect(states.version()).toBeGreaterThan(first);
  });
});

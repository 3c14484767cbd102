// Each outside source's state as its real calls found it: up, slow or unreachable. The calls are recorded where
// they happen (a provider, the Wikimedia client); /api/health and /metrics read the states. The rule is in
// docs/decisions/0069-source-states-from-real-calls.md.
import { SOURCE_STATES, type SourceReport } from '../../../common/health';
import type { Config } from '../config';

export { SOURCE_STATES, type SourceReport };
export type SourceStateName = (typeof SOURCE_STATES)[number];

/** One call as it ended: answered or failed (timeout, http, format, network, throttled), and how long it took. */
export type SourceCall = {
  ok: boolean;
  ms: number;
  reason?: string;
  /** Not asked before this time (epoch ms). */ retryAt?: number;
};

export interface SourceStates {
  record(source: string, call: SourceCall): void;
  /** Every source called so far, by name; a source never called is not listed. */
  report(): Record<string, SourceReport>;
  /** Grows when a source is first called or its state changes: a view written before is out of date. */
  version(): number;
}

/** The calls each state is read from: the last few, whatever their age (a source left alone is not called). */
export const KEPT_CALLS = 5;

type Kept = SourceCall & { at: number };

export function createSourceStates({
  slowMs,
  now = Date.now,
}: {
  slowMs: number;
  now?: () => number;
}): SourceStates {
  const calls = new Map<string, Kept[]>();
  const states = new Map<string, SourceStateName>();
  let version = 0;
  return {
    record(source, call) {
      let kept = calls.get(source);
      if (!kept) calls.set(source, (kept = []));
      kept.push({ ...call, at: now() });
      if (kept.length > KEPT_CALLS) kept.shift();
      const state = stateOf(kept, median(kept.map((one) => one.ms)), slowMs, now());
      if (states.get(source) !== state) version++;
      states.set(source, state);
    },
    version: () => version,
    report() {
      const report: Record<string, SourceReport> = {};
      for (const [source, kept] of calls) report[source] = reportOf(kept, slowMs, now());
      return report;
    },
  };
}

function reportOf(kept: Kept[], slowMs: number, nowMs: number): SourceReport {
  const last = kept.at(-1)!;
  const latencyMs = Math.round(median(kept.map((call) => call.ms)));
  return {
    state: stateOf(kept, latencyMs, slowMs, nowMs),
    latencyMs,
    calls: kept.length,
    failures: kept.filter((call) => !call.ok).length,
    ...(!last.ok && { reason: last.reason ?? 'error' }),
    ...(!last.ok &&
      last.retryAt !== undefined &&
      last.retryAt > nowMs && { retryAt: new Date(last.retryAt).toISOString() }),
    lastCallAt: new Date(last.at).toISOString(),
  };
}

/** Unreachable: its last two calls failed (or its only one), or its last failure leaves it alone for a while (a
 * refused connection, a throttle). Slow: its median time, or its last call's timeout, is past the threshold. Up
 * otherwise: one failure among answers is a blip, not an outage. */
function stateOf(kept: Kept[], latencyMs: number, slowMs: number, nowMs: number): SourceStateName {
  const [before, last] = [kept.at(-2), kept.at(-1)!];
  if (!last.ok && (!before || !before.ok || (last.retryAt ?? 0) > nowMs)) return 'unreachable';
  if (latencyMs > slowMs || (!last.ok && last.reason === 'timeout')) return 'slow';
  return 'up';
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs one call to a source and records how it ended: its time, and a failure's reason (an error's `reason`, such
 * as a provider error's; an abort is a timeout). */
export function recordedCall<T>(states: SourceStates, source: string, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  return call().then(
    (value) => {
      states.record(source, { ok: true, ms: performance.now() - started });
      return value;
    },
    (error: unknown) => {
      states.record(source, { ok: false, ms: performance.now() - started, reason: failureReason(error) });
      throw error;
    },
  );
}

function failureReason(error: unknown): string {
  const { reason, name } = (error ?? {}) as { reason?: unknown; name?: unknown };
  if (typeof reason === 'string') return reason;
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'error';
}

const byConfig = new WeakMap<Config, SourceStates>();

/** The app's states (one per configuration, as tests build many apps): slow past half the search deadline. */
export function sourceStatesOf(config: Config): SourceStates {
  let states = byConfig.get(config);
  if (!states) byConfig.set(config, (states = createSourceStates({ slowMs: config.search.timeoutMs / 2 })));
  return states;
}

// Requests counted per hour for the dashboard's 24-hour chart (no row per request), as window counts of the
// hit counter: in this process's memory, or summed over every process in Redis (sent once a second).
import type { HitCounter } from '../platform/counters/counter';

const HOUR_MS = 3600_000;
/** An hour's count is kept this long after its first request: the chart shows the last 24 hours. */
const KEPT_MS = 25 * HOUR_MS;

export type RequestsByHour = {
  add: (at?: number) => void;
  /** The requests of each hour (its start in ms), over every process. */
  counts: (hourStarts: number[]) => Promise<number[]>;
};

const keyOf = (hourStart: number) => `requests:${hourStart}`;

export function createRequestsByHour(counter: HitCounter): RequestsByHour {
  // The current hour's key is worked out once an hour, not per request.
  let currentHour = -1;
  let currentKey = '';
  return {
    add(at = Date.now()) {
      if (at < currentHour || at >= currentHour + HOUR_MS) {
        currentHour = Math.floor(at / HOUR_MS) * HOUR_MS;
        currentKey = keyOf(currentHour);
      }
      counter.hit(currentKey, KEPT_MS);
    },
    counts: (hourStarts) => counter.totals(hourStarts.map(keyOf)),
  };
}

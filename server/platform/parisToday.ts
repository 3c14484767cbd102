// Today's Paris day for the hot paths (events, attribution): worked out once a minute, not per request (the
// time zone arithmetic costs microseconds). Exact: Paris changes day and clocks only on a minute's start.
import { parisDay } from '../../common/dates';

const MINUTE_MS = 60_000;
let minute = Number.NaN;
let day = '';

export function parisToday(now: number = Date.now()): string {
  const current = Math.floor(now / MINUTE_MS);
  if (current !== minute) {
    day = parisDay(new Date(now));
    minute = current;
  }
  return day;
}

// Europe/Paris days: every date of the product is a Paris calendar day, written YYYY-MM-DD.
// date-fns reads and steps the wall-clock fields of a TZDate (@date-fns/tz) in the zone it is given.
import { tz } from '@date-fns/tz';
import { formatISO, isValid, startOfMonth, subHours } from 'date-fns';
import { PARIS_TIME_ZONE } from './constants';

const inParis = tz(PARIS_TIME_ZONE);
/**
 * Calendar arithmetic on days alone: UTC has no summer time, so every day there lasts 24 h. (TZDate's
 * setters still pass through the machine's zone: a day that zone skipped, like 2011-12-30 in Samoa,
 * cannot be stepped through there.)
 */
const inUtc = tz('UTC');

/** A day YYYY-MM-DD as a date to compute on (its midnight in UTC); Invalid Date when it is not a day. */
export const dateOfDay = (day: string) => inUtc(`${day}T00:00:00Z`);

/** The day YYYY-MM-DD of a date from `dateOfDay` (or of any TZDate, in its zone). */
export const dayOfDate = (date: Date) => formatISO(date, { representation: 'date' });

/** The Paris day of an instant, e.g. 2026-03-29 for 2026-03-28T23:30:00Z. */
export function parisDay(at: Date = new Date()): string {
  return formatISO(at, { representation: 'date', in: inParis });
}

/** True for a day the calendar has, written YYYY-MM-DD: 2026-02-28 yes, 2026-02-30 and 2026-13-01 no. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = dateOfDay(day);
  // A day past the month's end (02-30) is either refused by the parser or rolled into the next month.
  return isValid(date) && dayOfDate(date) === day;
}

/** The first day of the month of a Paris day: 2026-11-23 → 2026-11-01. */
export const monthStartOf = (day: string) => dayOfDate(startOfMonth(dateOfDay(day)));

// Intl rather than date-fns `format`: its French locale would add 6 KB gzip to every page showing a date.
const parisLongFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PARIS_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The Paris day of an instant written out in French, e.g. « 23 novembre 2026 ». */
export function formatParisDateLong(at: Date = new Date()): string {
  return parisLongFormat.format(at);
}

const parisTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PARIS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** The Paris wall-clock time of an instant, e.g. « 14:32 ». */
export function formatParisTime(at: Date): string {
  return parisTimeFormat.format(at);
}

/**
 * The instant a Paris day begins (00:00 in Paris), e.g. 2026-11-23 → 2026-11-22T23:00:00.000Z,
 * 2026-03-29 (summer time from 02:00) → 2026-03-28T23:00:00.000Z.
 */
export function parisDayStart(day: string): Date {
  const midnightUtc = new Date(`${day}T00:00:00Z`);
  if (!isValid(midnightUtc)) return midnightUtc;
  // Paris is 0 to 2 hours ahead of UTC and changes its clocks on the hour, so its day begins at the
  // first of these hours before 00:00 UTC that is already that day in Paris. (Not `startOfDay` in
  // Paris: TZDate's setters go through the machine's own zone, and are an hour off on a machine whose
  // zone changes its clocks around that midnight, e.g. America/Asuncion on 2023-03-26.)
  const start = [2, 1, 0].map((hours) => subHours(midnightUtc, hours)).find((at) => parisDay(at) === day);
  return start ?? new Date(Number.NaN);
}

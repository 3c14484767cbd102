// Europe/Paris days: every date of the product is a Paris calendar day, written YYYY-MM-DD.
import { PARIS_TIME_ZONE } from './constants';

const parisDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Paris day of an instant, e.g. 2026-03-29 for 2026-03-28T23:30:00Z. */
export function parisDay(at: Date = new Date()): string {
  return parisDayFormat.format(at);
}

/** True for a day the calendar has, written YYYY-MM-DD: 2026-02-28 yes, 2026-02-30 and 2026-13-01 no. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** The first day of the month of a Paris day: 2026-11-23 → 2026-11-01. */
export const monthStartOf = (day: string) => `${day.slice(0, 7)}-01`;

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

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PARIS_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** The instant a Paris day begins (00:00 in Paris), e.g. 2026-11-23 → 2026-11-22T23:00:00.000Z. */
export function parisDayStart(day: string): Date {
  const guess = new Date(`${day}T00:00:00Z`);
  // The offset in force at that midnight: "GMT+01:00" in winter, "GMT+02:00" in summer.
  const name = offsetFormat.formatToParts(guess).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const [, sign = '+', hours = '0', minutes = '0'] = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name) ?? [];
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  return new Date(guess.getTime() - offsetMs);
}

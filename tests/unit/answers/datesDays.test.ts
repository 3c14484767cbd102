// The answers' fast day arithmetic on UTC dates agrees with date-fns on Paris days (common/dates.ts), day by day.
import { addMonths, getDayOfYear, getISOWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateOfDay, dayOfDate, isCalendarDay, parisDay } from '../../../common/dates';
import {
  addUtcMonths,
  dayOfUtc,
  dayOfYear,
  isDay,
  isoWeek,
  parisToday,
  utcDay,
} from '../../../server/search/answers/datesDays';

/** Every day from 2024-01-01 to 2029-12-31, written YYYY-MM-DD. */
const DAYS = Array.from({ length: 2192 }, (_, i) =>
  new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
);

describe('day arithmetic for the answers', () => {
  it('gives the ISO week and the day of the year date-fns gives, every day of six years', () => {
    const differ = DAYS.filter((day) => {
      const fast = utcDay(day);
      const reference = dateOfDay(day);
      return isoWeek(fast) !== getISOWeek(reference) || dayOfYear(fast) !== getDayOfYear(reference);
    });
    expect(differ).toEqual([]);
  });

  it('steps months as date-fns does, onto the last day of a shorter month', () => {
    const differ = DAYS.filter((day) =>
      [-13, -1, 1, 2, 12, 25].some(
        (n) => dayOfUtc(addUtcMonths(utcDay(day), n)) !== dayOfDate(addMonths(dateOfDay(day), n)),
      ),
    );
    expect(differ).toEqual([]);
    expect(dayOfUtc(addUtcMonths(utcDay('2027-01-31'), 1))).toBe('2027-02-28');
  });

  it('knows the calendar days as common/dates does', () => {
    for (const day of [
      '2028-02-29',
      '2027-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-04-31',
      '2026-12-31',
      'demain',
    ]) {
      expect(isDay(day)).toBe(isCalendarDay(day));
    }
  });

  it('takes the Paris day of an instant, around midnight and the clock changes', () => {
    for (const at of [
      '2026-03-28T23:30:00Z',
      '2026-03-29T00:30:00Z',
      '2026-10-24T22:30:00Z',
      '2026-12-31T23:00:00Z',
    ]) {
      expect(parisToday(new Date(at))).toBe(parisDay(new Date(at)));
    }
  });
});

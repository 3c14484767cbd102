import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatParisDateLong,
  isCalendarDay,
  monthStartOf,
  parisDay,
  parisDayStart,
} from '../../../common/dates';
import { addDays, addMonths, presetPeriod } from '../../../common/periods';

const at = (iso: string) => new Date(iso);
const hours = (ms: number) => ms / 3_600_000;

// The machine's own zone must not matter: a server in UTC, an admin's browser in Paris, machines whose
// zone changes its clocks at midnight (Asunción until 2024; Beirut, on the same Sundays as Paris).
describe.each(['UTC', 'Europe/Paris', 'America/Asuncion', 'Asia/Beirut'])(
  'Paris days on a machine in %s',
  (zone) => {
    const machineZone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    });

    it('runs in that zone (the test itself checks its setting took)', () => {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    });

    describe('midnight in Paris is not midnight in UTC', () => {
      it.each([
        ['2025-12-31T22:59:59.999Z', '2025-12-31'], // 23:59:59.999 in Paris (winter, UTC+1)
        ['2025-12-31T23:00:00.000Z', '2026-01-01'], // 00:00 in Paris
        ['2026-01-01T00:00:00.000Z', '2026-01-01'],
        ['2026-07-14T21:59:59.999Z', '2026-07-14'], // summer, UTC+2
        ['2026-07-14T22:00:00.000Z', '2026-07-15'],
        ['2026-11-23T23:30:00.000Z', '2026-11-24'],
      ])('%s is %s in Paris', (instant, day) => {
        expect(parisDay(at(instant))).toBe(day);
      });

      it('starts a winter day at 23:00 UTC the evening before and a summer day at 22:00', () => {
        expect(parisDayStart('2026-11-23')).toEqual(at('2026-11-22T23:00:00.000Z'));
        expect(parisDayStart('2026-07-15')).toEqual(at('2026-07-14T22:00:00.000Z'));
        expect(parisDayStart('2027-01-01')).toEqual(at('2026-12-31T23:00:00.000Z'));
      });
    });

    describe('summer time from Sunday 29 March 2026, 02:00 → 03:00', () => {
      it.each([
        ['2026-03-28T22:59:59.999Z', '2026-03-28'],
        ['2026-03-28T23:00:00.000Z', '2026-03-29'],
        ['2026-03-29T00:59:59.999Z', '2026-03-29'], // 01:59:59.999, winter time
        ['2026-03-29T01:00:00.000Z', '2026-03-29'], // 03:00, summer time
        ['2026-03-29T21:59:59.999Z', '2026-03-29'], // 23:59:59.999, summer time
        ['2026-03-29T22:00:00.000Z', '2026-03-30'],
      ])('%s is %s in Paris', (instant, day) => {
        expect(parisDay(at(instant))).toBe(day);
      });

      it('makes 29 March a day of 23 hours, begun in winter time and ended in summer time', () => {
        expect(parisDayStart('2026-03-29')).toEqual(at('2026-03-28T23:00:00.000Z'));
        expect(parisDayStart('2026-03-30')).toEqual(at('2026-03-29T22:00:00.000Z'));
        expect(hours(+parisDayStart('2026-03-30') - +parisDayStart('2026-03-29'))).toBe(23);
      });
    });

    describe('winter time from Sunday 25 October 2026, 03:00 → 02:00', () => {
      it.each([
        ['2026-10-24T21:59:59.999Z', '2026-10-24'],
        ['2026-10-24T22:00:00.000Z', '2026-10-25'],
        ['2026-10-25T00:30:00.000Z', '2026-10-25'], // 02:30, summer time
        ['2026-10-25T01:30:00.000Z', '2026-10-25'], // 02:30 again, winter time
        ['2026-10-25T22:59:59.999Z', '2026-10-25'],
        ['2026-10-25T23:00:00.000Z', '2026-10-26'],
      ])('%s is %s in Paris', (instant, day) => {
        expect(parisDay(at(instant))).toBe(day);
      });

      it('makes 25 October a day of 25 hours, begun in summer time and ended in winter time', () => {
        expect(parisDayStart('2026-10-25')).toEqual(at('2026-10-24T22:00:00.000Z'));
        expect(parisDayStart('2026-10-26')).toEqual(at('2026-10-25T23:00:00.000Z'));
        expect(hours(+parisDayStart('2026-10-26') - +parisDayStart('2026-10-25'))).toBe(25);
      });
    });

    it('begins every day from 2020 to 2030 at the first instant Paris calls that day', () => {
      const wrong: string[] = [];
      for (let day = '2020-01-01'; day <= '2030-12-31'; day = addDays(day, 1)) {
        const start = parisDayStart(day);
        if (parisDay(start) !== day || parisDay(new Date(+start - 1)) !== addDays(day, -1))
          wrong.push(`${day} → ${start.toISOString()}`);
      }
      expect(wrong).toEqual([]);
    });

    describe('leap days', () => {
      it('knows which years have a 29 February', () => {
        expect(isCalendarDay('2028-02-29')).toBe(true);
        expect(isCalendarDay('2000-02-29')).toBe(true);
        expect(isCalendarDay('2026-02-29')).toBe(false);
        expect(isCalendarDay('2100-02-29')).toBe(false);
        expect(isCalendarDay('2028-02-30')).toBe(false);
      });

      it('puts the evening of 28 February 2028 in UTC on the 29th in Paris, and starts the 29th then', () => {
        expect(parisDay(at('2028-02-28T23:00:00.000Z'))).toBe('2028-02-29');
        expect(parisDay(at('2028-02-29T23:00:00.000Z'))).toBe('2028-03-01');
        expect(parisDayStart('2028-02-29')).toEqual(at('2028-02-28T23:00:00.000Z'));
        expect(parisDayStart('2028-03-01')).toEqual(at('2028-02-29T23:00:00.000Z'));
      });

      it('counts through 29 February and holds a month later to the month’s last day', () => {
        expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
        expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
        expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
        expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
        expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
        expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
        expect(monthStartOf('2028-02-29')).toBe('2028-02-01');
        expect(presetPeriod('lastMonth', '2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
      });
    });

    it('refuses what is not a day written YYYY-MM-DD', () => {
      for (const day of [
        '2026-13-01',
        '2026-00-10',
        '2026-04-31',
        '2026-1-01',
        '26-01-01',
        '2026-01-01T00:00',
        '',
      ])
        expect(isCalendarDay(day), day).toBe(false);
    });

    it('gives the first day of the month, across the summer-time change too', () => {
      expect(monthStartOf('2026-11-23')).toBe('2026-11-01');
      expect(monthStartOf('2026-03-31')).toBe('2026-03-01');
      expect(monthStartOf('2026-10-01')).toBe('2026-10-01');
    });

    it('writes the Paris day out in French', () => {
      expect(formatParisDateLong(at('2026-11-23T12:00:00.000Z'))).toBe('23 novembre 2026');
      expect(formatParisDateLong(at('2026-10-24T22:30:00.000Z'))).toBe('25 octobre 2026');
    });
  },
);

// The French public holidays of a year (Code du travail, art. L3133-1), Easter by the Gregorian computus, and
// the two days Alsace and Moselle add (local law: Good Friday, 26 December).
import { addUtcDays, dayOfUtc, utcDay } from './datesDays';

export type Holiday = {
  /** Folded key the questions use: « paques », « ascension »… */
  key: string;
  name: string;
  /** YYYY-MM-DD. */
  day: string;
  /** Only in the Bas-Rhin, Haut-Rhin and Moselle. */
  alsaceMoselle?: true;
};

/** The years the Gregorian calendar and the holidays as they stand hold for, give or take history. */
export const FIRST_YEAR = 1583;
export const LAST_YEAR = 9999;

/** Easter Sunday of a Gregorian year, YYYY-MM-DD (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const fixed = (year: number, monthDay: string) => `${String(year).padStart(4, '0')}-${monthDay}`;
const afterEaster = (easter: string, days: number) => dayOfUtc(addUtcDays(utcDay(easter), days));

const byYear = new Map<number, Holiday[]>();

/** The 11 public holidays of France and Alsace-Moselle's two, in calendar order (computed once a year asked). */
export function frenchHolidays(year: number): Holiday[] {
  const known = byYear.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const holidays: Holiday[] = [
    { key: 'jour de l an', name: "Jour de l'an", day: fixed(year, '01-01') },
    { key: 'vendredi saint', name: 'Vendredi saint', day: afterEaster(easter, -2), alsaceMoselle: true },
    { key: 'lundi de paques', name: 'Lundi de Pâques', day: afterEaster(easter, 1) },
    { key: 'fete du travail', name: 'Fête du Travail', day: fixed(year, '05-01') },
    { key: 'victoire 1945', name: 'Victoire 1945', day: fixed(year, '05-08') },
    { key: 'ascension', name: 'Ascension', day: afterEaster(easter, 39) },
    { key: 'lundi de pentecote', name: 'Lundi de Pentecôte', day: afterEaster(easter, 50) },
    { key: 'fete nationale', name: 'Fête nationale', day: fixed(year, '07-14') },
    { key: 'assomption', name: 'Assomption', day: fixed(year, '08-15') },
    { key: 'toussaint', name: 'Toussaint', day: fixed(year, '11-01') },
    { key: 'armistice', name: 'Armistice 1918', day: fixed(year, '11-11') },
    { key: 'noel', name: 'Noël', day: fixed(year, '12-25') },
    { key: 'saint etienne', name: 'Saint-Étienne', day: fixed(year, '12-26'), alsaceMoselle: true },
  ];
  holidays.sort((x, y) => x.day.localeCompare(y.day));
  if (byYear.size > 500) byYear.clear();
  byYear.set(year, holidays);
  return holidays;
}

/** Feasts people ask the date of that are not days off themselves (Easter and Whit Sunday fall on Sundays). */
export function frenchFeasts(year: number): Holiday[] {
  const easter = easterSunday(year);
  return [
    { key: 'paques', name: 'Pâques', day: easter },
    { key: 'pentecote', name: 'Pentecôte', day: afterEaster(easter, 49) },
  ];
}

// The dashboard's period presets (spec §9), computed on Paris days written YYYY-MM-DD.
import type { DASHBOARD_PRESETS } from './constants';

export type PeriodPreset = (typeof DASHBOARD_PRESETS)[number];
export type Period = { from: string; to: string };

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** Today, 7 days, 30 days (today included), the week from Monday, this month, last month. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'week': {
      const weekday = (toDate(today).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
      return { from: addDays(today, -weekday), to: today };
    }
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'lastMonth': {
      const lastDay = addDays(`${today.slice(0, 7)}-01`, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
  }
}

/** Every day of a period, in order (for a chart with no gap). */
export function daysOf({ from, to }: Period): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 366 * 30; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A Paris day plus whole months, held to the month's last day (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return toDay(target);
}

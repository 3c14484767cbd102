// The dashboard's period presets (spec §9), computed on Paris days written YYYY-MM-DD.
import {
  addDays as addDaysToDate,
  addMonths as addMonthsToDate,
  endOfMonth,
  startOfMonth,
  startOfWeek,
  subMonths,
} from 'date-fns';
import type { DASHBOARD_PRESETS } from './constants';
import { dateOfDay, dayOfDate } from './dates';

export type PeriodPreset = (typeof DASHBOARD_PRESETS)[number];
export type Period = { from: string; to: string };

export const addDays = (day: string, days: number): string => dayOfDate(addDaysToDate(dateOfDay(day), days));

/** Today, 7 days, 30 days (today included), the week from Monday, this month, last month. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'week':
      return { from: dayOfDate(startOfWeek(dateOfDay(today), { weekStartsOn: 1 })), to: today };
    case 'month':
      return { from: dayOfDate(startOfMonth(dateOfDay(today))), to: today };
    case 'lastMonth': {
      const lastMonth = subMonths(startOfMonth(dateOfDay(today)), 1);
      return { from: dayOfDate(lastMonth), to: dayOfDate(endOfMonth(lastMonth)) };
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
export const addMonths = (day: string, months: number): string =>
  dayOfDate(addMonthsToDate(dateOfDay(day), months));

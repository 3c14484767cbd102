// Requests counted per hour in this process, for the dashboard's 24-hour chart (no row per request).
const HOUR_MS = 3600_000;
const KEPT_HOURS = 25;

export type RequestsByHour = { add: (at?: number) => void; count: (hourStart: number) => number };

export function createRequestsByHour(): RequestsByHour {
  const hours = new Map<number, number>();
  return {
    add(at = Date.now()) {
      const hour = Math.floor(at / HOUR_MS) * HOUR_MS;
      hours.set(hour, (hours.get(hour) ?? 0) + 1);
      if (hours.size > KEPT_HOURS) hours.delete(Math.min(...hours.keys()));
    },
    count: (hourStart) => hours.get(hourStart) ?? 0,
  };
}

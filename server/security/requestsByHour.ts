// Requests counted per hour in this process, for the dashboard's 24-hour chart (no row per request).
const HOUR_MS = 3600_000;
const KEPT_HOURS = 25;

export type RequestsByHour = { add: (at?: number) => void; count: (hourStart: number) => number };

export function createRequestsByHour(): RequestsByHour {
  const hours = new Map<number, number>();
  // The current hour's count is kept in a variable: a request adds 1 to it, the map learns it at the hour's end.
  let currentHour = -1;
  let current = 0;
  const settle = () => {
    if (currentHour >= 0) hours.set(currentHour, (hours.get(currentHour) ?? 0) + current);
    current = 0;
    if (hours.size > KEPT_HOURS) hours.delete(Math.min(...hours.keys()));
  };
  return {
    add(at = Date.now()) {
      if (at >= currentHour && at < currentHour + HOUR_MS) {
        current++;
        return;
      }
      settle();
      currentHour = Math.floor(at / HOUR_MS) * HOUR_MS;
      current = 1;
    },
    count: (hourStart) => (hours.get(hourStart) ?? 0) + (hourStart === currentHour ? current : 0),
  };
}

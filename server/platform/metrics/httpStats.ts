// Requests by route and status, counted in plain numbers on the hot path (no labels hashed, nothing allocated
// once a route has seen its status) and written in Prometheus' text only when /metrics is read.
import type { Registry } from 'prom-client';

/** Seconds: a cached answer takes a few milliseconds, a provider's deadline 2 s by default. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5];

type StatusStats = { status: string; count: number; sum: number; buckets: number[] };

/** One route pattern and method; `observe` is all a request costs. */
export class RouteStats {
  private readonly byStatus = new Map<number, StatusStats>();
  constructor(
    readonly route: string,
    readonly method: string,
  ) {}

  observe(status: number, seconds: number): void {
    let stats = this.byStatus.get(status);
    if (!stats) {
      stats = { status: String(status), count: 0, sum: 0, buckets: DURATION_BUCKETS.map(() => 0) };
      this.byStatus.set(status, stats);
    }
    stats.count++;
    stats.sum += seconds;
    for (let i = 0; i < DURATION_BUCKETS.length; i++)
      if (seconds <= DURATION_BUCKETS[i]!) {
        stats.buckets[i]!++;
        break;
      }
  }

  statuses(): Iterable<StatusStats> {
    return this.byStatus.values();
  }
}

type Value = { labels: Record<string, string>; value: number; metricName?: string };

/** http_requests_total and http_request_duration_seconds over every route's numbers. */
export function registerHttpStats(registry: Registry, routes: () => Iterable<RouteStats>): void {
  const each = (write: (labels: Record<string, string>, stats: StatusStats) => void) => {
    for (const route of routes())
      for (const stats of route.statuses())
        write({ route: route.route, method: route.method, status: stats.status }, stats);
  };
  const metric = (name: string, help: string, type: string, values: () => Value[]) => ({
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
  });
  registry.registerMetric(
    metric(
      'http_requests_total',
      'Requêtes servies, par route (le motif), méthode et statut',
      'counter',
      () => {
        const values: Value[] = [];
        each((labels, stats) => values.push({ labels, value: stats.count }));
        return values;
      },
    ) as never,
  );
  const durations = 'http_request_duration_seconds';
  registry.registerMetric(
    metric(durations, 'Durée des réponses, par route, méthode et statut', 'histogram', () => {
      const values: Value[] = [];
      each((labels, stats) => {
        let cumulated = 0;
        DURATION_BUCKETS.forEach((bound, i) => {
          cumulated += stats.buckets[i]!;
          values.push({
            labels: { ...labels, le: String(bound) },
            value: cumulated,
            metricName: `${durations}_bucket`,
          });
        });
        values.push({
          labels: { ...labels, le: '+Inf' },
          value: stats.count,
          metricName: `${durations}_bucket`,
        });
        values.push({ labels, value: stats.sum, metricName: `${durations}_sum` });
        values.push({ labels, value: stats.count, metricName: `${durations}_count` });
      });
      return values;
    }) as never,
  );
}

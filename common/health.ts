// GET /api/health – is the service up, can it reach its database, its Redis and its outside sources.
import { z } from './zod';

/** A source answers (`up`), answers late (`slow`: past half the search deadline) or no longer answers. */
export const SOURCE_STATES = ['up', 'slow', 'unreachable'] as const;

export const sourceReportSchema = z.object({
  state: z.enum(SOURCE_STATES),
  /** The median time of its last calls, in milliseconds. */
  latencyMs: z.number().int().nonnegative(),
  /** Its last calls kept (at most 5), and how many of them failed. */
  calls: z.number().int().positive(),
  failures: z.number().int().nonnegative(),
  /** Why its last call failed: `timeout`, `http`, `format`, `network`, `throttled`. */
  reason: z.string().optional(),
  /** When it is asked again (ISO time), while left alone after an outage or a throttle. */
  retryAt: z.string().optional(),
  lastCallAt: z.string(),
});
export type SourceReport = z.infer<typeof sourceReportSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    reachable: z.boolean(),
    dialect: z.enum(['sqlite', 'postgres']),
    schemaVersion: z.string().nullable(),
  }),
  /** The shared cache and counters: `redis` unreachable makes the status `degraded` (still 200: the app fails open). */
  cache: z.object({ kind: z.enum(['memory', 'redis']), reachable: z.boolean() }),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
  /** Each outside source called so far (the local index, Wikipedia, Commons, SearXNG…), by name, as its last calls
   * found it; none of them makes the status `degraded`: the local index still answers. */
  sources: z.record(z.string(), sourceReportSchema),
});
export type Health = z.infer<typeof healthSchema>;

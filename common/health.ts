// GET /api/health – is the service up, can it reach its database and its Redis.
import { z } from './zod';

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
  /** The keyless sources asked so far (Wikipedia, Commons): throttled or unreachable until a time; never `degraded`. */
  sources: z
    .array(
      z.object({
        name: z.string(),
        state: z.enum(['ok', 'throttled', 'unreachable']),
        until: z.string().optional(),
      }),
    )
    .optional(),
});
export type Health = z.infer<typeof healthSchema>;

// GET /api/health – is the service up and can it reach its database.
import { z } from './zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    reachable: z.boolean(),
    dialect: z.enum(['sqlite', 'postgres']),
    schemaVersion: z.string().nullable(),
  }),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type Health = z.infer<typeof healthSchema>;

// An answer a route writes as ready-made text (JSON it built itself, a CSV, a page): documented by its schema,
// which checks nothing at run time (Fastify sends text as it is), so the reply's type stays open to text.
import type { z } from '../../../common/zod';

export const sentAsText = (schema: z.ZodType) => schema as z.ZodType<unknown>;

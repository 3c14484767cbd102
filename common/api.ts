// The answer wrapper `{ data }` and the one error shape every call shares.
import { FIELD_MESSAGES } from './messages';
import { z } from './zod';

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    message: z.string(),
    code: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `{ data: T }`, the spec's wrapper around every answer. */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export type Envelope<T> = { data: T };

/** Largest id of an `integer` column on PostgreSQL: a larger one would be a database error, not a 404. */
const MAX_ID = 2_147_483_647;

/** `/…/:id`: the decimal digits of a positive id, nothing else (no `0x1`, `1e0` or ` 1` standing for 1). */
export const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, FIELD_MESSAGES.id)
    .transform(Number)
    .refine((id) => id <= MAX_ID, FIELD_MESSAGES.id),
});

// The answer wrapper `{ data }` and the one error shape every call shares.
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

// A react-hook-form form checked by a zod schema of common/: the same rules and French messages as the server.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from '../../../common/zod';

/** The form holds the schema's input (what people type); its submit handler gets the schema's output. */
export type ZodForm<S extends z.ZodType<unknown, FieldValues>> = UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
>;

export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
}

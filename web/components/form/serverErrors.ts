// A refused write's field errors, put under the fields the server names.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** `fields` maps a field's name to the server's French message (api/failure's fieldErrorsOf). */
export function showFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Record<string, string>,
) {
  for (const [name, message] of Object.entries(fields))
    setError(name as FieldPath<T>, { type: 'server', message });
}

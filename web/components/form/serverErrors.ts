// A refused write's field errors, put under the fields the server names.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '../../api/failure';

/** True when the server named at least one field. */
export function showFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
): boolean {
  const fields = Object.entries(fieldErrorsOf(error));
  for (const [name, message] of fields) setError(name as FieldPath<T>, { type: 'server', message });
  return fields.length > 0;
}

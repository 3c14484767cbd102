// What a failed call tells a form: the server's French message when it sent one, and its field errors.
import { ApiError } from './client';

/** Spec: the server's message is preferred; `fallback` is the screen's own (Erreur serveur…). */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The field errors of the answer by field name, to show under the matching fields (empty when none). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message]));
}

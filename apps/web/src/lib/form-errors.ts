import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { failureMessage, isApiError } from './api/api-error';

/**
 * Puts the server's per-field messages (400/409/422 `errors`) under the matching fields of a form.
 * Returns whether any field matched.
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: ReadonlyArray<Path<T>>,
): boolean {
  if (!isApiError(error)) return false;
  let matched = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = fieldNames.find((candidate) => candidate === field);
    if (!name) continue;
    setError(name, { type: 'server', message });
    matched = true;
  }
  return matched;
}

/**
 * Checks a form's body with the contract's own schema before it is sent, so the messages under the fields are
 * the API's. Puts each issue's message under its field; returns whether the body passed.
 */
export function passesContract<T extends FieldValues>(
  schema: z.ZodType,
  body: unknown,
  setError: UseFormSetError<T>,
  fieldNames: ReadonlyArray<Path<T>>,
): boolean {
  const parsed = schema.safeParse(body);
  if (parsed.success) return true;
  for (const issue of parsed.error.issues) {
    const name = fieldNames.find((f) => f === issue.path[0]);
    if (name) setError(name, { type: 'contract', message: issue.message });
  }
  return false;
}

/** A refused or failed submit: the server's messages under their fields, else one toast (the network message
 *  when the answer never came). One error per problem: never the same message under a field and in a toast. */
export function showSubmitFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: ReadonlyArray<Path<T>>,
  networkMessage = 'Check your internet connection',
): void {
  if (!showFieldErrors(error, setError, fieldNames)) {
    toast.error(failureMessage(error, networkMessage));
  }
}

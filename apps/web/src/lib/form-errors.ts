import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api/api-error';

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

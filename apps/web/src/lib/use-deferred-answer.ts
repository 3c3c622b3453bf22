import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * A query's answer as a section renders it, in the background. A query is an external store to React, so its
 * answer re-renders its subscribers synchronously, render and commit in one task; a section that reads the
 * answer through this hook re-renders at once with what it showed before (nothing changes, nothing to commit),
 * then renders the answer as a deferred value: React yields to the browser every few milliseconds meanwhile,
 * and only the commit is one task. `isPending` and `isError` mean what the query's own do.
 */
export function useDeferredAnswer<T>(query: UseQueryResult<T>) {
  const data = useDeferredValue(query.data);
  const isError = useDeferredValue(query.isError);
  return { data, isPending: data === undefined && !isError, isError };
}

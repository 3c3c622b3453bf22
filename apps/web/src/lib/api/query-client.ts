import { QueryClient } from '@tanstack/react-query';
import { isNetworkError } from './api-error';

/** Server state for the signed-in app. Only lost answers are retried: a refusal stays a refusal. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => isNetworkError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

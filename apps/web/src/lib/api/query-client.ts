import { QueryClient } from '@tanstack/react-query';
import { isNetworkError } from './api-error';

/** Server state for the signed-in app. Only lost answers are retried: a refusal stays a refusal. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Offline, a call is still made and fails at once with the network message, never paused behind a
        // silent spinner (react-query's default 'online' mode waits for the connection).
        networkMode: 'always',
        retry: (failureCount, error) => isNetworkError(error) && failureCount < 2,
      },
      // 'always' as well: a paused mutation would go out by itself when the connection returns, and nothing
      // that moves money is sent without the customer tapping again.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

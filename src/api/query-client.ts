import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/client';
import { notify } from '@/lib/notify';

/**
 * First-load failures are shown by the page in its own words (SPEC §8); a
 * failed background refetch of data already on screen is only toasted.
 * Cache lifetimes stay at the library's defaults (SPEC §9).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data !== undefined && !(isApiError(error) && error.status === 401)) {
          notify.error(`Could not refresh: ${error.message}`);
        }
      },
    }),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status !== null && error.status < 500),
      },
    },
  });
}

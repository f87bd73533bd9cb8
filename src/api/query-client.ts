import { type DefaultOptions, MutationCache, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isSessionEnded } from '@/api/client';
import { notify } from '@/lib/notify';

/** How long fetched data counts as fresh. */
const FRESH_MS = 30_000;

interface QueryClientOptions {
  /**
   * A call that needs the affiliate's session answered 401, from a query or a mutation:
   * the one place the session ends (the router signs out and shows the login page).
   */
  onSessionEnded?: () => void;
  /** Tests turn retries off and keep data for the whole test. */
  defaults?: DefaultOptions;
}

/**
 * First-load failures are shown by the page in its own words (SPEC §8); a
 * failed background refetch of data already on screen is only toasted.
 * The cache lifetime (gcTime) stays at the library's default (SPEC §9). Data
 * counts as fresh for 30 s, so a page's loader and its components share one
 * request instead of each mount fetching again what was just fetched.
 */
export function createQueryClient({ onSessionEnded, defaults }: QueryClientOptions = {}): QueryClient {
  // Data older than this cache came with the server's page, which may have waited in the
  // server's or a CDN's cache (or been stamped by a clock that differs from this one): it
  // counts as fetched when the page arrived, so hydrating does not fetch it all again.
  const createdAt = Date.now();
  const staleTime = (query: Query) => FRESH_MS + Math.max(0, createdAt - query.state.dataUpdatedAt);
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSessionEnded(error)) onSessionEnded?.();
        else if (query.state.data !== undefined) notify.error(`Could not refresh: ${error.message}`);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isSessionEnded(error)) onSessionEnded?.();
      },
    }),
    defaultOptions: {
      ...defaults,
      // Only data travels with the server's page: a call the provider failed is not sent, so the
      // browser that takes the page over renders that part itself and calls again (src/lib/route-loading.ts).
      dehydrate: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
      queries: {
        staleTime,
        // The server renders once and answers 503 at once; the browser that takes the page over
        // retries a failed or unanswered call once, a second later, then shows the page's own
        // failure message with its retry button: a visitor waits about a second, not several.
        retry: (failureCount, error) =>
          !import.meta.env.SSR && failureCount < 1 && !(isApiError(error) && error.status !== null && error.status < 500),
        ...defaults?.queries,
      },
    },
  });
}

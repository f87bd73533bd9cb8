/**
 * How a page's data is loaded, and who shows each of its states (decision record
 * docs/decisions/0009-one-owner-for-each-data-state.md):
 *
 * - The route's loader starts the page's queries with the same `queryOptions` its
 *   components read with `useSuspenseQuery`. On the server it awaits them, so the HTML
 *   carries the data; in the browser it only starts the lists, so a new page shows at
 *   once and each list section shows its own skeleton.
 * - A list section sits in a `QueryBoundary` (src/components/query-boundary.tsx): its
 *   skeleton while pending, the spec's failure message with a retry, and the data.
 * - The one thing a page is about (a post, a job) is awaited by the loader everywhere
 *   (`loadSubject`): missing is the loader's `notFound()`; a failure in the browser is
 *   the route's error component, with a retry.
 * - When the provider fails a query the page needs while the server renders, the
 *   component's `useSuspenseQuery` throws on the server, React renders the nearest
 *   Suspense fallback (the skeleton, or the route's pending view) and the renderer
 *   answers 503 (`providerFailedPage`, src/entry-server.tsx). Failed queries are not
 *   sent with the page (src/api/query-client.ts), so the browser that takes the page
 *   over renders that boundary itself, fetching again.
 */
import type { FetchQueryOptions, QueryClient, QueryMeta } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isNotFoundError, isProviderFailure } from '@/api/client';

/** Fetches the page's lists in parallel: awaited on the server, only started in the browser (see the module comment). */
export async function prefetchAll(
  queryClient: QueryClient,
  // Each entry is a different query's options; their data types differ.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  queries: readonly FetchQueryOptions<any, any, any, any>[],
): Promise<void> {
  const fetched = Promise.all(queries.map((options) => queryClient.prefetchQuery(options)));
  if (import.meta.env.SSR) await fetched;
}

/**
 * Marks a query the page can stand without (a client's quote beside static content):
 * when the provider fails it, the page is still rendered and answers 200, and the
 * browser fetches it again.
 */
export const optionalQuery = <Options extends { meta?: QueryMeta | undefined }>(options: Options): Options => ({
  ...options,
  meta: { ...options.meta, optional: true },
});

/** The provider failed a query the page needs: the renderer answers 503 (src/entry-server.tsx). */
export const providerFailedPage = (queryClient: QueryClient): boolean =>
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.meta?.optional !== true && isProviderFailure(query.state.error));

/**
 * Loads the one thing a page is about (a post, a job) into the cache its component reads.
 * The provider answering 404 is the router's not-found (the page answers 404). Any other
 * failure is the route's error component in the browser; on the server the page is sent
 * in its pending state with 503, and the browser loads it again (see the module comment).
 */
export async function loadSubject<T>(
  queryClient: QueryClient,
  // The subject's own query options, data type T whatever its key and error.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  options: FetchQueryOptions<T, any, T, any>,
): Promise<void> {
  try {
    // Cached data is used at once and refreshed in the background.
    await queryClient.ensureQueryData({ ...options, revalidateIfStale: true });
  } catch (error) {
    if (isNotFoundError(error)) throw notFound();
    if (!import.meta.env.SSR) throw error;
  }
}

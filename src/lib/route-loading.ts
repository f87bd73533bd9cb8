/**
 * How loaders read data. On the server a loader awaits what its page shows, so the
 * HTML carries it. When the provider fails a query the page needs, the renderer answers
 * 503 (see src/entry-server.tsx) with the page in its loading state, which the browser takes
 * over and fetches again, showing the spec's failure message in place if it fails
 * again. In the browser the page comes with its
 * data; on a later navigation the lists are only started, so the new page shows at
 * once with its own skeletons, and a failure shows in place with a retry.
 */
import type { FetchQueryOptions, QueryClient, QueryMeta } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isNotFoundError, isProviderFailure } from '@/api/client';

/** Fetches every query a page shows, in parallel: awaited on the server only (see the module comment). */
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
 * Loads the one thing a page is about (a post, a job). Missing is the router's
 * not-found (the page answers 404); on a failure the page shows it in place.
 */
export async function loadOrNotFound<T>(load: () => Promise<T | null>): Promise<T | null> {
  let found: T | null;
  try {
    found = await load();
  } catch (error) {
    if (isNotFoundError(error)) throw notFound();
    return null;
  }
  if (found === null) throw notFound();
  return found;
}

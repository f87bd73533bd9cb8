/**
 * How loaders read data. On the server a loader awaits what its page shows, so the
 * HTML carries it; a provider failure there is thrown (the page answers 503 and a
 * CDN or crawler tries again). In the browser the page comes with its data; on a
 * later navigation the lists are only started, so the new page shows at once with
 * its own skeletons, and a failure shows in place in the page's words, with a retry.
 */
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError, isNotFoundError } from '@/api/client';

/** Did the provider fail (no answer, or a 5xx), rather than answer that something is missing? */
const isProviderFailure = (error: unknown) =>
  isApiError(error) && (error.status === null || error.status >= 500 || error.kind === 'contract');

/** Fetches every query a page shows, in parallel: awaited on the server only (see the module comment). */
export async function prefetchAll(
  queryClient: QueryClient,
  // Each entry is a different query's options; their data types differ.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  queries: readonly FetchQueryOptions<any, any, any, any>[],
): Promise<void> {
  const fetched = Promise.all(queries.map((options) => queryClient.prefetchQuery(options)));
  if (!import.meta.env.SSR) return;
  await fetched;
  const failure = queries
    .map((options) => queryClient.getQueryState(options.queryKey)?.error)
    .find(isProviderFailure);
  if (failure) throw failure;
}

/**
 * Loads the one thing a page is about (a post, a job). Missing is the router's
 * not-found (the page answers 404); a failure is thrown on the server only, and
 * null in the browser, where the page shows it in place.
 */
export async function loadOrNotFound<T>(load: () => Promise<T | null>): Promise<T | null> {
  let found: T | null;
  try {
    found = await load();
  } catch (error) {
    if (isNotFoundError(error)) throw notFound();
    if (import.meta.env.SSR) throw error;
    return null;
  }
  if (found === null) throw notFound();
  return found;
}

import type { EnsureQueryDataOptions, QueryClient } from '@tanstack/react-query';

/**
 * Starts a page's queries from its loader with the options its sections read. Not awaited:
 * the page shows at once, each section with its own placeholder, and a failure shows in its
 * section with a retry (the section's error boundary owns it, so it is not thrown here).
 */
export function startLoading(
  queryClient: QueryClient,
  // Each entry is a different query's options; their data types differ.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  queries: readonly EnsureQueryDataOptions<any, any, any, any>[],
): void {
  for (const options of queries) void queryClient.ensureQueryData(options).catch(() => undefined);
}
